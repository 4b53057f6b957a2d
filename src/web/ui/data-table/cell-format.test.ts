import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { columnLabel, formatCell } from './cell-format.ts';

const intl = createIntl({
  locale: 'de-DE',
  timeZone: 'UTC',
  messages: {
    'Cases.column.state': 'Status',
    'Cases.column.state.open': 'Offen',
    'Cases.column.state.closed': 'Geschlossen',
    'Common.notAvailable': 'k. A.',
    'Common.yes': 'Ja',
    'Common.no': 'Nein',
  },
});
const column = (type: TListColumn['type'], labelId = 'Cases.column.state'): TListColumn => ({
  id: 'state',
  labelId,
  type,
  sortable: true,
  defaultVisible: true,
});

describe('cell formatting', () => {
  it('translates titles and enum values, falling back to the id and the raw value', () => {
    expect(columnLabel(intl, column('enum'))).toBe('Status');
    expect(columnLabel(intl, column('enum', 'Cases.column.unknown'))).toBe('state');
    expect(formatCell(intl, column('enum'), 'open')).toBe('Offen');
    expect(formatCell(intl, column('enum'), 'resolved')).toBe('resolved');
  });

  it('formats dates and numbers per locale and shows N/A for missing values', () => {
    expect(formatCell(intl, column('number'), 1234.56)).toBe('1.234,6');
    expect(formatCell(intl, column('date'), '2026-03-05T14:30:00Z')).toMatch(/05\.03\.2026.*14:30/);
    expect(formatCell(intl, column('text'), null)).toBe('k. A.');
  });

  it('writes booleans as Yes or No and joins the items of a list column, each formatted', () => {
    expect(formatCell(intl, column('boolean'), true)).toBe('Ja');
    expect(formatCell(intl, column('boolean'), false)).toBe('Nein');
    const list = { ...column('enum'), list: true };
    expect(formatCell(intl, list, ['open', 'closed'])).toBe('Offen, Geschlossen');
    expect(formatCell(intl, list, [])).toBe('k. A.');
  });
});
