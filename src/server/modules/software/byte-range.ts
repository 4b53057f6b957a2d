/**
 * HTTP Range of a download (RFC 9110 section 14): one byte range answers 206 Partial Content, a
 * range that starts beyond the file 416; anything else (no header, another unit, several ranges,
 * a header that does not parse, an If-Range that no longer matches) is answered with the whole
 * file, as the RFC allows, so a download can always go on.
 */
import type { TByteRange } from '../../platform/files.ts';

export type TRangeAnswer = { kind: 'full' } | { kind: 'partial'; range: TByteRange } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function rangeAnswer(
  header: string | undefined,
  size: number,
  ifRange?: { header: string | undefined; etag: string },
): TRangeAnswer {
  if (!header) return { kind: 'full' };
  if (ifRange?.header !== undefined && ifRange.header.trim() !== ifRange.etag) return { kind: 'full' };
  const m = ONE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!m) return { kind: 'full' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
