import type { TLocale } from '../../../shared/i18n/locales.ts';
import { translate } from '../i18n.ts';
import type { TCell, TDisplayFormatter } from './cells.ts';
import { exportMessages } from './messages.ts';
import type { TExportColumn } from './types.ts';

/** What the PDF and the print page (and the ZIP of all formats) are made of. */
export interface TTableDocument {
  title: string;
  account?: string;
  columns: readonly TExportColumn[];
  /** Normalised cells, one array per row, in column order. */
  rows: readonly (readonly TCell[])[];
  locale: TLocale;
  timeZone?: string;
  generatedAt: Date;
}

/**
 * The lines beside the title of the PDF and the print page: the account (if any) and when the
 * document was generated, in its language and time zone (as `fmt` writes a date and time).
 */
export function documentMeta(doc: TTableDocument, fmt: TDisplayFormatter): string[] {
  const generated = fmt.text({ kind: 'date', value: doc.generatedAt, dateOnly: false });
  return [
    ...(doc.account ? [translate(doc.locale, exportMessages.account.id, { account: doc.account })] : []),
    translate(doc.locale, exportMessages.generated.id, { time: generated }),
    translate(doc.locale, exportMessages.timeZone.id, { zone: fmt.timeZone }),
  ];
}
