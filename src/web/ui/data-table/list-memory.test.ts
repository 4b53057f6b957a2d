import { describe, expect, it } from 'vitest';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import { answeredColumns, loadVisibleColumns, saveVisibleColumns, shownColumns, toggleColumn } from './column-visibility.ts';
import { memoryStore } from './key-value-store.ts';
import { deleteView, loadViews, saveView, viewQuery } from './saved-views.ts';

const col = (id: string, defaultVisible = true): TListColumn => ({
  id,
  labelId: `T.${id}`,
  type: 'text',
  sortable: true,
  defaultVisible,
});
const columns = [col('number'), col('title'), col('site', false), col('owner')];

describe('column chooser memory', () => {
  it('starts from the defaults and remembers a choice per list', () => {
    const store = memoryStore();
    expect(loadVisibleColumns(store, 'cases', columns)).toEqual(['number', 'title', 'owner']);
    saveVisibleColumns(store, 'cases', ['title', 'site']);
    expect(loadVisibleColumns(store, 'cases', columns)).toEqual(['title', 'site']);
    expect(loadVisibleColumns(store, 'tickets', columns)).toEqual(['number', 'title', 'owner']);
  });

  it('asks the server for the shown columns and the fields the screen reads besides, in the server order', () => {
    expect(answeredColumns(columns, ['owner', 'number'], ['site'])).toBe('number,site,owner');
    // One query key for one set, whatever order the columns were shown in.
    expect(answeredColumns(columns, ['title', 'number'], [])).toBe(answeredColumns(columns, ['number', 'title'], []));
    expect(answeredColumns(columns, ['title', 'gone'], ['gone'])).toBe('title');
  });

  it('drops columns the server no longer has and falls back to defaults if nothing is left', () => {
    const store = memoryStore();
    saveVisibleColumns(store, 'cases', ['gone', 'site']);
    expect(loadVisibleColumns(store, 'cases', columns)).toEqual(['site']);
    saveVisibleColumns(store, 'cases', ['gone']);
    expect(loadVisibleColumns(store, 'cases', columns)).toEqual(['number', 'title', 'owner']);
    store.setItem('portal.columns.cases', '{not json');
    expect(loadVisibleColumns(store, 'cases', columns)).toEqual(['number', 'title', 'owner']);
  });

  it('shows a column in the server order and never hides the last one', () => {
    expect(toggleColumn(['number', 'owner'], 'site', columns)).toEqual(['number', 'site', 'owner']);
    expect(toggleColumn(['number', 'owner'], 'owner', columns)).toEqual(['number']);
    expect(toggleColumn(['number'], 'number', columns)).toEqual(['number']);
  });

  it('shows the column the address sorts by, in the server order, even when it is not chosen', () => {
    expect(shownColumns(['number', 'owner'], 'site', columns)).toEqual(['number', 'site', 'owner']);
    expect(shownColumns(['number', 'owner'], 'owner', columns)).toEqual(['number', 'owner']);
    // No sort in the address (the default order), an unknown or an unsortable column: the choice.
    expect(shownColumns(['number', 'owner'], undefined, columns)).toEqual(['number', 'owner']);
    expect(shownColumns(['number', 'owner'], 'gone', columns)).toEqual(['number', 'owner']);
    const fixedTitle = columns.map((c) => (c.id === 'title' ? { ...c, sortable: false } : c));
    expect(shownColumns(['number'], 'title', fixedTitle)).toEqual(['number']);
  });
});

describe('saved views', () => {
  it('keeps filters and sort but not the position, per user and list, newest first', () => {
    const store = memoryStore();
    const t1 = new Date('2026-01-01T10:00:00Z');
    saveView(store, 'u1', 'cases', { name: 'Open P1', query: { filter: { state: 'open', priority: ['1'] }, page: '3', cursor: 'abc', sort: 'title' }, columns: ['number'] }, t1, 'v1');
    saveView(store, 'u1', 'cases', { name: 'Mine', query: { q: 'radio' }, columns: ['title'] }, t1, 'v2');
    const views = loadViews(store, 'u1', 'cases');
    expect(views.map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(views[1]!.query).toEqual({ filter: { state: 'open', priority: ['1'] }, sort: 'title' });
    expect(views[1]!.columns).toEqual(['number']);
    expect(loadViews(store, 'u2', 'cases')).toEqual([]);
    expect(loadViews(store, 'u1', 'tickets')).toEqual([]);
  });

  it('replaces a view of the same name, ignores blank names and deletes by id', () => {
    const store = memoryStore();
    saveView(store, 'u1', 'cases', { name: 'Open', query: { filter: { state: 'open' } }, columns: [] }, new Date(), 'a');
    saveView(store, 'u1', 'cases', { name: ' open ', query: { filter: { state: 'closed' } }, columns: [] }, new Date(), 'b');
    expect(loadViews(store, 'u1', 'cases').map((v) => [v.id, v.name, v.query.filter])).toEqual([['b', 'open', { state: 'closed' }]]);
    expect(saveView(store, 'u1', 'cases', { name: '   ', query: {}, columns: [] })).toHaveLength(1);
    expect(deleteView(store, 'u1', 'cases', 'b')).toEqual([]);
  });

  it('skips entries that are not views', () => {
    const store = memoryStore();
    store.setItem('portal.views.u1.cases', JSON.stringify([{ id: 'x' }, { id: 'ok', name: 'N', query: {}, columns: [], savedAt: 'now' }]));
    expect(loadViews(store, 'u1', 'cases').map((v) => v.id)).toEqual(['ok']);
  });

  it('leaves empty values out of a view', () => {
    expect(viewQuery({ state: [], q: '', filter: {}, dir: 'desc', page: '2' })).toEqual({ dir: 'desc' });
  });
});

describe('saved views and the depth-2 query', () => {
  it('keeps a filter nested two levels deep (dot notation to depth 2)', () => {
    const store = memoryStore();
    const query = { filter: { created: { from: '2026-01', to: '2026-02' }, state: ['open'] }, page: '3' };
    saveView(store, 'u1', 'cases', { name: 'January', query, columns: ['number'] }, new Date(0), 'v1');
    expect(loadViews(store, 'u1', 'cases').map((v) => v.query)).toEqual([
      { filter: { created: { from: '2026-01', to: '2026-02' }, state: ['open'] } },
    ]);
  });
});
