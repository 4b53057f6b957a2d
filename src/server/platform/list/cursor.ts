import crypto from 'node:crypto';
import type { TSqlType } from './list-definition.ts';

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
  /** key of the boundary row, one text per key part (a compound key has several) */
  i: string[];
  /** page number the cursor leads to */
  p: number;
  /** the way it leads: on after its row ('next') or back before it ('prev') */
  w: 'next' | 'prev';
  /** the page size it was made for */
  l: number;
  /** fingerprint of the filters and search */
  f: string;
}

/** The longest sort value or key part a cursor carries (a longer one is not ours). */
const MAX_VALUE_LENGTH = 256;

const INT4 = 2_147_483_647n;
const INT8 = 9_223_372_036_854_775_807n;

function integerWithin(text: string, limit: bigint): boolean {
  if (!/^-?\d{1,19}$/.test(text)) return false;
  const n = BigInt(text);
  return n <= limit && n >= -limit - 1n;
}

/** PostgreSQL's text of a timestamp with time zone (DateStyle ISO), or an infinity. */
const PG_TIMESTAMPTZ = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2}){0,2}$/;

/** A real day: month 1-12, a day the month has. */
function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Whether a cursor's value reads as its SQL type without an error, so a tampered cursor (a date that
 * is not one, an integer out of range, a NUL) is dropped like any other that does not fit, instead
 * of failing the statement.
 */
export function cursorValueFits(value: string, type: TSqlType): boolean {
  switch (type) {
    case 'text':
      return !value.includes('\u0000');
    case 'integer':
      return integerWithin(value, INT4);
    case 'bigint':
      return integerWithin(value, INT8);
    case 'numeric':
      return /^-?\d{1,30}(\.\d{1,30})?$/.test(value);
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return Boolean(m) && Number(m![1]) >= 1 && realDay(Number(m![1]), Number(m![2]), Number(m![3]));
    }
    case 'timestamptz': {
      if (value === 'infinity' || value === '-infinity') return true;
      const m = PG_TIMESTAMPTZ.exec(value);
      if (!m || Number(m[1]) < 1 || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
      return Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
    }
  }
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
      c.v.length <= MAX_VALUE_LENGTH &&
      Array.isArray(c.i) &&
      c.i.length > 0 &&
      c.i.length <= 4 &&
      c.i.every((x) => typeof x === 'string' && x.length <= MAX_VALUE_LENGTH) &&
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
