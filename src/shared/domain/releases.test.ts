import { describe, expect, it } from 'vitest';
import { filterWords, releaseMatches, releaseNotesFor } from './releases.ts';

const release = {
  number: '2026.3',
  releasedOn: '2026-10-15',
  notes: { 'en-US': 'Faster case lists and exports.', 'de-DE': 'Schnellere Fall-Listen.' },
};

describe('releaseNotesFor', () => {
  it('uses the locale, falling back to en-US, then empty', () => {
    expect(releaseNotesFor(release.notes, 'de-DE')).toBe('Schnellere Fall-Listen.');
    expect(releaseNotesFor(release.notes, 'ja-JP')).toBe('Faster case lists and exports.');
    expect(releaseNotesFor({ 'fr-FR': '  ' }, 'fr-FR')).toBe('');
    expect(releaseNotesFor({ 'en-US': 'x', 'fr-FR': ' ' }, 'fr-FR')).toBe('x');
  });
});

describe('releaseMatches', () => {
  it('needs every word of the filter in the number or the notes of the locale', () => {
    expect(releaseMatches(release, { q: 'faster EXPORTS' }, 'en-US')).toBe(true);
    expect(releaseMatches(release, { q: '2026.3' }, 'en-US')).toBe(true);
    expect(releaseMatches(release, { q: 'faster radios' }, 'en-US')).toBe(false);
    expect(releaseMatches(release, { q: 'schnellere' }, 'de-DE')).toBe(true);
    expect(releaseMatches(release, { q: 'schnellere' }, 'en-US')).toBe(false);
  });

  it('matches a long filter made of repeated words like the word itself', () => {
    expect(releaseMatches(release, { q: Array(400).fill('faster').join(' ') }, 'en-US')).toBe(true);
    expect(filterWords(' a  A b ')).toEqual(['a', 'b']);
  });

  it('filters by year, and an empty filter matches all', () => {
    expect(releaseMatches(release, { year: '2026' }, 'en-US')).toBe(true);
    expect(releaseMatches(release, { year: '2025' }, 'en-US')).toBe(false);
    expect(releaseMatches(release, {}, 'en-US')).toBe(true);
  });
});
