/** What's New rules: release notes per locale and the release filter. Pure functions only. */

/** The locale every release note is written in, and the fallback for the others. */
export const RELEASE_NOTES_FALLBACK_LOCALE = 'en-US';

/** The notes in `locale`, else in en-US, else '' (notes are content, not catalogue messages). */
export function releaseNotesFor(notes: Readonly<Record<string, string>>, locale: string): string {
  const own = Object.hasOwn(notes, locale) ? notes[locale]?.trim() : undefined;
  if (own) return own;
  return Object.hasOwn(notes, RELEASE_NOTES_FALLBACK_LOCALE)
    ? (notes[RELEASE_NOTES_FALLBACK_LOCALE] ?? '').trim()
    : '';
}

/** The words of a free-text filter: lower-cased, split on white space, duplicates dropped. */
export function filterWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * A release matches a free-text filter when every word of it occurs in the release number or in
 * its notes (in the reader's locale); and a year filter when it was released in that year.
 */
export function releaseMatches(
  release: { number: string; releasedOn: string; notes: Readonly<Record<string, string>> },
  filter: { q?: string | undefined; year?: string | undefined },
  locale: string,
): boolean {
  if (filter.year && !release.releasedOn.startsWith(`${filter.year}-`)) return false;
  const words = filterWords(filter.q);
  if (!words.length) return true;
  const text = `${release.number} ${releaseNotesFor(release.notes, locale)}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
