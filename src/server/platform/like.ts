/** `s` for a LIKE / ILIKE pattern, matched literally (`\`, `%` and `_` escaped). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
