/**
 * Text colours dark enough for a 4.5:1 contrast on Mantine's light badge backgrounds of the same
 * hue (WCAG AA for small bold text; Mantine's own teal.9 on light teal is 4.42:1).
 */
export const READABLE_TEAL = '#065f46';

/**
 * Text of yellow "light" variants (alerts, the ticket's pending badge, a filter not applied):
 * Mantine's darkest yellow (yellow.9, #e67700) has only 2.75:1 on its light yellow background.
 * This amber has 5.8:1 there.
 */
export const READABLE_AMBER = '#8a5300';
