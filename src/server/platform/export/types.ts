import type { TLocale } from '../../../shared/i18n/locales.ts';

export type TExportFormat = 'csv' | 'xlsx' | 'pdf' | 'print' | 'zip';

/**
 * How a column's values are written. Without a type, each value decides: a number is a number, a
 * Date is a date-time, anything else is text.
 */
export type TExportColumnType = 'text' | 'number' | 'date' | 'datetime';

export interface TExportColumn {
  id: string;
  /** The column title, already translated. */
  label: string;
  type?: TExportColumnType;
}

/** One exported row: values by column id (missing and null values are written empty). */
export type TExportRow = Record<string, unknown>;

export interface TExportRequest {
  format: TExportFormat;
  /** File name without extension (see listFileName in shared/domain/file-names.ts). */
  fileName: string;
  /** Document title (PDF and print header, sheet name), already translated. */
  title: string;
  columns: readonly TExportColumn[];
  rows: AsyncIterable<TExportRow> | Iterable<TExportRow>;
  locale: TLocale;
  /** Shown in the PDF and print header, e.g. the account id and name. */
  account?: string;
  /**
   * The IANA zone every format writes times in (the user's); UTC by default or when unknown. The
   * titles of the columns holding times name it; the PDF and print page say it in their header.
   */
  timeZone?: string;
  /** Row limit; more rows answer 413 before any byte is sent. Defaults to EXPORT_MAX_ROWS. */
  maxRows?: number;
  /** Generation time shown in the header; now by default (tests pass a fixed one). */
  generatedAt?: Date;
}
