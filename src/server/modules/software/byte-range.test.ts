import { describe, expect, it } from 'vitest';
import { rangeAnswer } from './byte-range.ts';

/** HTTP Range of a 1000-byte file (RFC 9110 section 14): what resumes a download, what is refused, what is ignored. */
describe('rangeAnswer', () => {
  const size = 1000;
  it('answers one range, an open range and the last bytes, clamped to the file', () => {
    expect(rangeAnswer('bytes=0-99', size)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(rangeAnswer('bytes=500-', size)).toEqual({ kind: 'partial', range: { start: 500, end: 999 } });
    expect(rangeAnswer('bytes=-10', size)).toEqual({ kind: 'partial', range: { start: 990, end: 999 } });
    expect(rangeAnswer('bytes=-5000', size)).toEqual({ kind: 'partial', range: { start: 0, end: 999 } });
    expect(rangeAnswer('bytes=990-5000', size)).toEqual({ kind: 'partial', range: { start: 990, end: 999 } });
  });

  it('refuses a range that starts beyond the file, or an empty suffix (416)', () => {
    expect(rangeAnswer('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=2000-3000', size)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole file for no range, another unit, several ranges or a range that does not parse', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=50-10', 'bytes=-']) {
      expect(rangeAnswer(header, size)).toEqual({ kind: 'full' });
    }
  });

  it('answers the whole file when If-Range names another version', () => {
    const etag = '"abc"';
    expect(rangeAnswer('bytes=10-', size, { header: '"abc"', etag })).toEqual({ kind: 'partial', range: { start: 10, end: 999 } });
    expect(rangeAnswer('bytes=10-', size, { header: '"old"', etag })).toEqual({ kind: 'full' });
    expect(rangeAnswer('bytes=10-', size, { header: undefined, etag })).toEqual({ kind: 'partial', range: { start: 10, end: 999 } });
  });
});
