import type { IntlShape } from 'react-intl';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';

/** A message known only by id at run time (server-given); the catalogue has its text. */
function byId(id: string): { id: string } {
  return { id };
}

/** Whether the catalogue of the current locale has this message id. */
export function hasMessage(intl: IntlShape, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(intl.messages, id);
}

/**
 * A column's title from its server-given `labelId`; a label with no catalogue entry shows the
 * column id, never a raw message id.
 */
export function columnLabel(intl: IntlShape, column: Pick<TListColumn, 'id' | 'labelId'>): string {
  return hasMessage(intl, column.labelId) ? intl.formatMessage(byId(column.labelId)) : column.id;
}

/** An enum value's label: message `${labelId}.${value}`, else the value itself. */
export function enumLabel(intl: IntlShape, column: Pick<TListColumn, 'labelId'>, value: string): string {
  const id = `${column.labelId}.${value}`;
  return hasMessage(intl, id) ? intl.formatMessage(byId(id)) : value;
}

const DATE_FORMAT = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * A cell as text in the user's locale: dates and numbers per locale, enums translated, booleans as
 * Yes or No, a list column's items joined, N/A when missing.
 */
export function formatCell(intl: IntlShape, column: TListColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage(commonMessages.notAvailable);
  if (Array.isArray(value)) {
    if (value.length === 0) return intl.formatMessage(commonMessages.notAvailable);
    return intl.formatList(value.map((v) => formatCell(intl, { ...column, list: false }, v)), { type: 'unit' });
  }
  switch (column.type) {
    case 'boolean':
      return intl.formatMessage(value === true ? commonMessages.yes : commonMessages.no);
    case 'date': {
      const d = new Date(value as string | number);
      return Number.isNaN(d.getTime()) ? String(value) : intl.formatDate(d, DATE_FORMAT);
    }
    case 'number':
      return typeof value === 'number' ? intl.formatNumber(value, { maximumFractionDigits: 1 }) : String(value);
    case 'enum':
      return enumLabel(intl, column, String(value));
    default:
      return String(value);
  }
}
