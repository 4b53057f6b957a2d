import { describe, expect, it } from 'vitest';
import { applyQueryPatch, parseQuery } from '../../../shared/domain/query-state.ts';
import {
  filterPatch,
  pagePatch,
  readListState,
  readListType,
  readListView,
  replacePatch,
  toApiQuery,
  typePatch,
  unsupportedFilters,
  viewPatch,
  withCorrectedFilters,
} from './list-state.ts';
import { ApiError } from '../../lib/http.ts';
import { pageCount, parsePageInput, shownRange } from './pager-range.ts';
import { ariaSort, nextSort } from './sort-state.ts';

describe('list state in the address', () => {
  it('reads filters from the filter group as value lists and the engine keys at the top', () => {
    const s = readListState(parseQuery('filter.state=open&filter.state=resolved&filter.priority=1_,_2&q=radio&sort=title&dir=up&page=1'));
    expect(s.filters).toEqual({ state: ['open', 'resolved'], priority: ['1', '2'] });
    expect(s).toMatchObject({ q: 'radio', sort: 'title', dir: undefined, page: 1, limit: 50 });
  });

  it('cuts a search from the address to the 200 characters a list takes (an emoji is one)', () => {
    const long = `${'😀'.repeat(150)}${'x'.repeat(100)}`;
    const s = readListState(parseQuery(`q=${encodeURIComponent(long)}`));
    expect(Array.from(s.q)).toHaveLength(200);
    expect(s.q).toBe(`${'😀'.repeat(150)}${'x'.repeat(50)}`);
    expect(readListState(parseQuery('q=radio')).q).toBe('radio');
  });

  it('builds the flat API query with the fixed keys winning and the cursor only with a direction', () => {
    const s = readListState(parseQuery('filter.category=soc&filter.state=open&cursor=c1&direction=next&page=1'));
    expect(toApiQuery(s, { account_id: 'NA-1', category: 'tsu' })).toMatchObject({
      account_id: 'NA-1',
      category: 'tsu',
      state: 'open',
      cursor: 'c1',
      direction: 'next',
      page: '1',
      limit: '50',
    });
  });

  it('resets the page and drops the cursor when a filter changes (through the shell rules)', () => {
    const before = parseQuery('page=3&cursor=c&direction=next&filter.state=open');
    const after = applyQueryPatch(before, filterPatch({ state: ['open', 'closed'] }));
    expect(after).toEqual({ filter: { state: ['open', 'closed'] } });
  });

  it('pages by cursor to a neighbour and by offset for a jump', () => {
    const cur = { page: 2, nextCursor: 'n', prevCursor: 'p' };
    expect(pagePatch(3, cur)).toEqual({ page: '3', cursor: 'n', direction: 'next' });
    expect(pagePatch(1, cur)).toEqual({ page: '1', cursor: 'p', direction: 'prev' });
    expect(pagePatch(0, { page: 1, nextCursor: 'n', prevCursor: 'p' })).toEqual({ page: null, cursor: null, direction: null });
    expect(pagePatch(7, cur)).toEqual({ page: '7', cursor: null, direction: null });
    expect(pagePatch(3, { page: 2, nextCursor: null, prevCursor: null })).toEqual({ page: '3', cursor: null, direction: null });
  });

  it('replaces the whole state when a saved view is applied', () => {
    const current = parseQuery('page=2&filter.state=open&sort=title');
    const next = applyQueryPatch(current, replacePatch(current, { filter: { priority: '1' } }), { resetPage: false });
    expect(next).toEqual({ filter: { priority: '1' } });
  });
});

describe('filters the list refused', () => {
  const state = readListState(parseQuery('filter.resolution_from=1&filter.state=open&filter.colour=red'));
  const refusal = (paths: string[], code = 'ServerValidation.400WrongParams') =>
    new ApiError(code, {
      status: 400,
      url: '/mapi/cases',
      content: { message: 'x', fields: paths.map((path) => ({ path, message: { id: 'Validation.unsupportedFilter' } })) },
    });

  it('are the refused keys of the address filter group, each once', () => {
    expect(unsupportedFilters(refusal(['query.resolution_from', 'query.colour', 'query.resolution_from']), state)).toEqual([
      'resolution_from',
      'colour',
    ]);
  });

  it('leave out keys the address does not hold (the screen fixes them) and other errors', () => {
    expect(unsupportedFilters(refusal(['query.category']), state)).toEqual([]);
    expect(unsupportedFilters(refusal(['query.state'], 'ServerValidation.403NoAccountAccess'), state)).toEqual([]);
    const required = new ApiError('ServerValidation.400WrongParams', {
      url: '/mapi/cases',
      content: { message: 'x', fields: [{ path: 'query.state', message: { id: 'Validation.required' } }] },
    });
    expect(unsupportedFilters(required, state)).toEqual([]);
    expect(unsupportedFilters(new Error('offline'), state)).toEqual([]);
  });
});

describe('filters the server corrected', () => {
  const state = readListState(
    parseQuery('filter.created_from=2026-03-01&filter.created_to=2026-01-15&filter.state=open&sort=title'),
  );

  it('shows a corrected range as the list applied it, and leaves the other filters as typed', () => {
    const shown = withCorrectedFilters(state, {
      filters: { created_from: '2026-01-15', created_to: '2026-01-15', state: ['open'] },
      corrected: ['created_from'],
    });
    expect(shown.filters).toEqual({ created_from: ['2026-01-15'], created_to: ['2026-01-15'], state: ['open'] });
    expect(shown.sort).toBe('title');
  });

  it('changes nothing when nothing was corrected or no answer is there yet', () => {
    expect(withCorrectedFilters(state, { filters: { created_from: '2026-01-15' }, corrected: [] })).toBe(state);
    expect(withCorrectedFilters(state, undefined)).toBe(state);
  });
});

describe('pager and sort', () => {
  it('computes the shown range', () => {
    expect(shownRange(0, 25, 25, 60)).toEqual({ from: 1, to: 25, total: 60 });
    expect(shownRange(2, 25, 10, 60)).toEqual({ from: 51, to: 60, total: 60 });
    expect(shownRange(0, 25, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });

  it('reads a typed page number within range', () => {
    expect(parsePageInput('3', 10)).toBe(2);
    expect(parsePageInput('99', 10)).toBe(9);
    expect(parsePageInput('0', 10)).toBeUndefined();
    expect(parsePageInput('2a', 10)).toBeUndefined();
  });

  it('flips the sort of the same column and starts another ascending', () => {
    expect(nextSort({ sort: 'title', dir: 'asc' }, 'title')).toEqual({ sort: 'title', dir: 'desc' });
    expect(nextSort({ sort: 'title', dir: 'desc' }, 'title')).toEqual({ sort: 'title', dir: 'asc' });
    expect(nextSort({ sort: 'title', dir: 'desc' }, 'site')).toEqual({ sort: 'site', dir: 'asc' });
    expect(ariaSort({ sort: 'title', dir: 'desc' }, 'title')).toBe('descending');
    expect(ariaSort({ sort: 'title', dir: undefined }, 'title')).toBe('ascending');
    expect(ariaSort({ sort: 'title', dir: 'asc' }, 'site')).toBe('none');
  });
});

describe('the view and type parameters (spec section 2)', () => {
  const types = [
    { id: 'Incident', label: 'Incident', query: { caseType: 'Incident' } },
    { id: 'TechnicalRequest', label: 'Technical request', query: { caseType: 'Technical Request' } },
  ];

  it('reads view=Cards, and Table for anything else', () => {
    expect(readListView(parseQuery('view=Cards'))).toBe('Cards');
    expect(readListView(parseQuery('view=Table'))).toBe('Table');
    expect(readListView(parseQuery('view=cards'))).toBe('Table');
    expect(readListView(parseQuery(''))).toBe('Table');
  });

  it("opens the screen's default view without a view in the address (cards on a phone), and keeps that default out of it", () => {
    expect(readListView(parseQuery(''), 'Cards')).toBe('Cards');
    expect(readListView(parseQuery('view=Table'), 'Cards')).toBe('Table');
    expect(applyQueryPatch({}, viewPatch('Table', 'Cards'), { resetPage: false })).toEqual({ view: 'Table' });
    expect(applyQueryPatch({ view: 'Table' }, viewPatch('Cards', 'Cards'), { resetPage: false })).toEqual({});
  });

  it('keeps a view change out of the paging, and the default view out of the address', () => {
    const state = parseQuery('page=3&limit=25');
    expect(applyQueryPatch(state, viewPatch('Cards'), { resetPage: false })).toEqual({ page: '3', limit: '25', view: 'Cards' });
    expect(applyQueryPatch({ ...state, view: 'Cards' }, viewPatch('Table'), { resetPage: false })).toEqual(state);
  });

  it('reads a type the screen offers, and a type change starts again on page 1', () => {
    expect(readListType(parseQuery('type=TechnicalRequest'), types)?.query).toEqual({ caseType: 'Technical Request' });
    expect(readListType(parseQuery('type=Technical Request'), types)).toBeUndefined();
    expect(readListType(parseQuery('type=Incident'), undefined)).toBeUndefined();
    const next = applyQueryPatch(parseQuery('page=2&cursor=c&direction=next'), typePatch('Incident'), { resetPage: true });
    expect(next).toEqual({ type: 'Incident' });
    expect(applyQueryPatch(next, typePatch(undefined), { resetPage: true })).toEqual({});
  });
});
