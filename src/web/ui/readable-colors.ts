/**
 * Text colours dark enough for a 4.5:1 contrast on Mantine's light badge backgrounds of the same
 * hue (WCAG AA for small bold text; Mantine's own teal.9 on light teal is 4.42:1).
 */
export const READABLE_TEAL = '#065f46';
