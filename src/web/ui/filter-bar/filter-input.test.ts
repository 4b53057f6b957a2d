import { describe, expect, it } from 'vitest';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { ZCaseListQuery, caseList } from '../../../shared/contracts/cases.ts';
import { listColumns } from '../../../shared/contracts/list-descriptor.ts';
import {
  columnOfFilterKey,
  dateInput,
  digitsOnly,
  filterKeys,
  isDateFilterInput,
  noticeColumns,
  orderDateRange,
} from './filter-input.ts';

const columns: Pick<TListColumn, 'id' | 'filter' | 'filterKey'>[] = [
  { id: 'state', filter: 'enum' },
  { id: 'createdAt', filter: 'dateRange', filterKey: 'created' },
  { id: 'resolution', filter: 'numberRange' },
  { id: 'title' },
];

describe('filter inputs', () => {
  it('names the API keys of each filter kind', () => {
    expect(columns.map(filterKeys)).toEqual([['state'], ['created_from', 'created_to'], ['resolution_min', 'resolution_max'], []]);
    expect(columnOfFilterKey(columns, 'created_to')?.id).toBe('createdAt');
    expect(columnOfFilterKey(columns, 'nope')).toBeUndefined();
  });

  it('flags what the engine would drop as an incorrect date (spec section 5)', () => {
    for (const ok of ['', '2026-02-28', '2026-02']) expect(isDateFilterInput(ok), ok).toBe(true);
    for (const bad of ['2026-02-30', '2026-13', 'yesterday']) expect(isDateFilterInput(bad), bad).toBe(false);
  });

  it('reads a pasted date without the spaces around it, then at most 10 characters', () => {
    expect(dateInput(' 2026-11-05')).toBe('2026-11-05');
    expect(dateInput('\t2026-11-05 \n')).toBe('2026-11-05');
    expect(dateInput('2026-11')).toBe('2026-11');
    expect(dateInput('2026-11-05T10:00')).toBe('2026-11-05');
  });

  it('keeps digits only in number ranges', () => {
    expect(digitsOnly('1a2-3.5')).toBe('1235');
    expect(digitsOnly('')).toBe('');
  });

  it('maps dropped or corrected keys to their columns once, keeping unknown keys', () => {
    const r = noticeColumns(columns, ['created_from', 'created_to', 'resolution_min', 'mystery']);
    expect(r.columns.map((c) => c.id)).toEqual(['createdAt', 'resolution']);
    expect(r.unknownKeys).toEqual(['mystery']);
  });

  it("reads each filter's query keys from the list's columns (their filter key), as the API takes them", () => {
    const cols = listColumns(caseList);
    const keysOf = (id: string) => filterKeys(cols.find((c) => c.id === id)!);
    expect(keysOf('createdAt')).toEqual(['created_from', 'created_to']);
    expect(keysOf('resolvedAt')).toEqual(['resolved_from', 'resolved_to']);
    expect(keysOf('resolutionDays')).toEqual(['resolution_min', 'resolution_max']);
    expect(keysOf('state')).toEqual(['state']);
    expect(keysOf('owner')).toEqual([]);
    // Every key the filter bar can send is one the list query accepts.
    const accepted = Object.keys(ZCaseListQuery.shape);
    expect(cols.flatMap(filterKeys).every((k) => accepted.includes(k))).toBe(true);
  });
});

describe('a date range kept in order as it is typed', () => {
  it('moves the To with a From typed after it, and the From with a To typed before it', () => {
    expect(orderDateRange('2026-11-28', '2026-11-26', 'from')).toEqual(['2026-11-28', '2026-11-28']);
    expect(orderDateRange('2026-11-28', '2026-11-26', 'to')).toEqual(['2026-11-26', '2026-11-26']);
    expect(orderDateRange('2026-12', '2026-11-26', 'from')).toEqual(['2026-12', '2026-12']);
  });

  it('leaves a range in order, a month holding its day, and incomplete values alone', () => {
    expect(orderDateRange('2026-11-26', '2026-11-26', 'from')).toEqual(['2026-11-26', '2026-11-26']);
    expect(orderDateRange('2026-11-26', '2026-11', 'from')).toEqual(['2026-11-26', '2026-11']);
    expect(orderDateRange('2026-11-2', '2026-11-01', 'from')).toEqual(['2026-11-2', '2026-11-01']);
    expect(orderDateRange('2026-11-28', '', 'from')).toEqual(['2026-11-28', '']);
  });
});
