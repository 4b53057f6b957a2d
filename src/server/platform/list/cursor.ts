import crypto from 'node:crypto';

/**
 * A keyset cursor: the sort value and id of a boundary row, with the sort, filters, page size and
 * page it belongs to and the way it goes (a next cursor goes on after its row, a previous one back
 * before it). Opaque to clients (base64url JSON); a cursor that does not fit the request (other
 * sort, filters or page size, sent the other way, tampered) is ignored and the page number is used
 * instead, so the rows always are the page the answer names.
 */
export interface TCursor {
  /** sort column id */
  s: string;
  /** sort direction */
  d: 'asc' | 'desc';
  /** sort value of the boundary row, as text */
  v: string;
  /** id of the boundary row */
  i: number;
  /** page number the cursor leads to */
  p: number;
  /** the way it leads: on after its row ('next') or back before it ('prev') */
  w: 'next' | 'prev';
  /** the page size it was made for */
  l: number;
  /** fingerprint of the filters and search */
  f: string;
}

export function encodeCursor(c: TCursor): string {
  return Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string | undefined): TCursor | undefined {
  if (!raw || raw.length > 512 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<TCursor>;
    if (
      typeof c.s === 'string' &&
      (c.d === 'asc' || c.d === 'desc') &&
      typeof c.v === 'string' &&
      Number.isSafeInteger(c.i) &&
      Number.isSafeInteger(c.p) &&
      (c.p as number) >= 0 &&
      (c.w === 'next' || c.w === 'prev') &&
      Number.isSafeInteger(c.l) &&
      typeof c.f === 'string'
    ) {
      return c as TCursor;
    }
  } catch {
    // not a cursor of ours
  }
  return undefined;
}

/** A short, stable fingerprint of what a cursor depends on besides the sort. */
export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 12);
}
