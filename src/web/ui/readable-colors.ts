/**
 * Text colours dark enough for a 4.5:1 contrast on Mantine's light backgrounds of the same hue
 * (WCAG AA for small text), where Mantine's darkest shade is not: teal.9 on light teal is 4.42:1,
 * yellow.9 (#e67700) on light yellow 2.75:1.
 */
const READABLE_TEAL = '#065f46';
/** 7.6:1 on light cyan (cyan.9 is close to the limit there, as teal.9 is). */
const READABLE_CYAN = '#0b5563';
/** 5.8:1 on light yellow. */
const READABLE_AMBER = '#8a5300';
/**
 * Orange for text and lines on white, where orange.9 (#d9480f) is 4.3:1 (3.8:1 on light orange):
 * 5.6:1 on white, 5.1:1 on a selected row's light blue, above 4.5:1 on light orange.
 */
export const READABLE_ORANGE = '#b93d0c';

/**
 * The text of Mantine's "light" variants (badges, alerts, active menu links, avatars, theme
 * icons) by colour: shade 9, one darker than Mantine's default, or the readable colour above
 * where shade 9 falls short. Installed once as CSS variables (main.tsx), so no component
 * overrides it: a badge names its colour only.
 */
export const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  blue: 'var(--mantine-color-blue-9)',
  indigo: 'var(--mantine-color-indigo-9)',
  cyan: READABLE_CYAN,
  teal: READABLE_TEAL,
  green: 'var(--mantine-color-green-9)',
  red: 'var(--mantine-color-red-9)',
  orange: READABLE_ORANGE,
  yellow: READABLE_AMBER,
  gray: 'var(--mantine-color-gray-9)',
};
