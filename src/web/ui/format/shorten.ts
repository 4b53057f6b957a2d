/** Spec section 9: texts longer than 30 characters are shortened. */
export const SHORTEN_AT = 30;

/**
 * A text over `max` characters as its first and last halves joined by '...' (spec section 9: 15
 * at the start and 15 at the end), so a long file name keeps its start and its extension.
 * Counts characters (code points), so none is cut in two.
 */
export function shortenMiddle(text: string, max = SHORTEN_AT): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const half = Math.floor(max / 2);
  return `${chars.slice(0, half).join('')}...${chars.slice(-half).join('')}`;
}
