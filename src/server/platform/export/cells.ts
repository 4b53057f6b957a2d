/**
 * Cell values of an export: what a row value becomes in each format, and the protection against
 * spreadsheet formula injection (OWASP "CSV Injection").
 */
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';
import { translate } from '../i18n.ts';
import { isTimeZone, zoneOffsetMs } from '../../../shared/domain/time-zone.ts';
import type { TExportColumn, TExportColumnType } from './types.ts';

/** A normalised cell: empty, text, a finite number, or a point in time. */
export type TCell =
  | { kind: 'empty' }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: Date; dateOnly: boolean };

const EMPTY: TCell = { kind: 'empty' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Characters that make a spreadsheet read a text cell as a formula (OWASP): = + - @ TAB CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function toDate(value: unknown, type: TExportColumnType | undefined): TCell | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return EMPTY;
    return { kind: 'date', value, dateOnly: type === 'date' };
  }
  if (typeof value === 'string' && (type === 'date' || type === 'datetime')) {
    const dateOnly = DATE_ONLY.test(value);
    const d = new Date(dateOnly ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(d.getTime())) return { kind: 'date', value: d, dateOnly: dateOnly || type === 'date' };
  }
  return undefined;
}

/** Normalises one row value for a column; booleans become the translated Yes/No. */
export function toCell(value: unknown, column: TExportColumn, locale: TLocale): TCell {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value, column.type);
  if (date) return date;
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : EMPTY;
  if (typeof value === 'bigint') return { kind: 'number', value: Number(value) };
  if (typeof value === 'string' && column.type === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return { kind: 'number', value: Number(value) };
  }
  if (typeof value === 'boolean') {
    return { kind: 'text', value: translate(locale, value ? commonMessages.yes.id : commonMessages.no.id) };
  }
  if (Array.isArray(value)) return { kind: 'text', value: value.map(String).join(', ') };
  return { kind: 'text', value: typeof value === 'object' ? JSON.stringify(value) : String(value) };
}

/**
 * The wall-clock time of `d` in `timeZone`, as a Date whose UTC fields hold it: what a CSV or a
 * sheet writes for a date and time in the user's zone (named in the column title).
 */
export function wallClockDate(d: Date, timeZone: string): Date {
  return timeZone === 'UTC' ? d : new Date(d.getTime() + zoneOffsetMs(d.getTime(), timeZone));
}

/**
 * ISO-like machine text of a date for CSV: 'YYYY-MM-DD' (a calendar date) or 'YYYY-MM-DD
 * HH:MM:SS', the wall-clock time in `timeZone` (UTC by default).
 */
export function isoCellText(d: Date, dateOnly: boolean, timeZone = 'UTC'): string {
  const iso = (dateOnly ? d : wallClockDate(d, timeZone)).toISOString();
  return dateOnly ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** CSV text of a cell: machine-readable numbers and dates (times in `timeZone`), text escaped against formulas. */
export function csvCellText(cell: TCell, timeZone = 'UTC'): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return String(cell.value);
    case 'date':
      return isoCellText(cell.value, cell.dateOnly, timeZone);
    case 'text':
      return escapeFormula(cell.value);
  }
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: quoted (quotes doubled) when it holds a comma, quote, CR or LF. */
export function csvField(f: string): string {
  return NEEDS_QUOTES.test(f) ? `"${f.replace(/"/g, '""')}"` : f;
}

/** One RFC 4180 record, CRLF-terminated. */
export function csvLine(fields: readonly string[]): string {
  let out = '';
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) out += ',';
    out += csvField(fields[i]!);
  }
  return `${out}\r\n`;
}

/** Locale-aware display text for the PDF and the print page. */
export interface TDisplayFormatter {
  /** The time zone actually used (an unknown one falls back to UTC). */
  timeZone: string;
  text(cell: TCell): string;
}

/** The browser's zone when it names a real one (an export's or a PDF's `tz`), else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  return isTimeZone(timeZone) ? timeZone : 'UTC';
}

/**
 * The columns of an export with the zone of their times in their titles ("Created (Pacific/
 * Auckland)"): the columns holding a date and time in some row. Calendar dates need no zone.
 */
export function zonedColumns<C extends { label: string }>(columns: readonly C[], rows: readonly (readonly TCell[])[], timeZone: string): C[] {
  return columns.map((c, i) => {
    const timed = rows.some((r) => r[i]?.kind === 'date' && !r[i].dateOnly);
    return timed ? { ...c, label: `${c.label} (${timeZone})` } : c;
  });
}

export function displayFormatter(locale: TLocale, timeZone = 'UTC'): TDisplayFormatter {
  const tz = safeTimeZone(timeZone);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: tz });
  const dateOnly = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    timeZone: tz,
    text(cell) {
      switch (cell.kind) {
        case 'empty':
          return '';
        case 'number':
          return number.format(cell.value);
        case 'date':
          return (cell.dateOnly ? dateOnly : dateTime).format(cell.value);
        case 'text':
          return cell.value;
      }
    },
  };
}
