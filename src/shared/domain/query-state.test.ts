import { describe, expect, it } from 'vitest';
import {
  URL_QUERY_LIMIT,
  applyQueryPatch,
  getQueryValue,
  getQueryValues,
  parseQuery,
  restoreQuery,
  splitQueryForUrl,
  stringifyQuery,
  type TQueryState,
  type TStoredQuery,
} from './query-state.ts';

describe('parseQuery: dot notation to depth 2, as qs.parse(s, {allowDots: true, depth: 2})', () => {
  it('nests one dotted level', () => {
    expect(parseQuery('?filter.state=open&page=2')).toEqual({ filter: { state: 'open' }, page: '2' });
  });

  it('nests a second dotted level', () => {
    expect(parseQuery('a.b.c=1&a.d=2')).toEqual({ a: { b: { c: '1' }, d: '2' } });
    expect(parseQuery('filter.created.from=2026-01&filter.created.to=2026-02')).toEqual({
      filter: { created: { from: '2026-01', to: '2026-02' } },
    });
  });

  it("keeps segments beyond depth 2 as one literal key, in qs's bracket form", () => {
    expect(parseQuery('a.b.c.d=1')).toEqual({ a: { b: { c: { '[d]': '1' } } } });
    expect(parseQuery('a.b.c.d.e=1')).toEqual({ a: { b: { c: { '[d][e]': '1' } } } });
  });

  it('reads bracket notation like dots, and a[] as a list', () => {
    expect(parseQuery('a[b][c]=1&a[b][d]=2')).toEqual({ a: { b: { c: '1', d: '2' } } });
    expect(parseQuery('a[b][c][d]=1')).toEqual({ a: { b: { c: { '[d]': '1' } } } });
    expect(parseQuery('s[]=x&s[]=y')).toEqual({ s: ['x', 'y'] });
    // An unbalanced bracket is part of the name.
    expect(parseQuery('a[b=1')).toEqual({ 'a[b': '1' });
  });

  it('turns a repeated key into a list, in order, at every level', () => {
    expect(parseQuery('status=open&status=closed&filter.p=1&filter.p=2&a.b.c=x&a.b.c=y')).toEqual({
      status: ['open', 'closed'],
      filter: { p: ['1', '2'] },
      a: { b: { c: ['x', 'y'] } },
    });
  });

  it('decodes + and percent escapes (an encoded dot nests too), and keeps empty values', () => {
    expect(parseQuery('q=a+b%26c&x=')).toEqual({ q: 'a b&c', x: '' });
    expect(parseQuery('a%2Eb=1')).toEqual({ a: { b: '1' } });
  });

  it('drops empty keys and keys naming Object.prototype properties, at any level', () => {
    const parsed = parseQuery('=1&__proto__=x&b.constructor=y&c.d.hasOwnProperty=z&toString=w&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps a trailing dot as part of the name (qs only splits before a name)', () => {
    expect(parseQuery('a.=2')).toEqual({ 'a.': '2' });
  });

  it('lets the last of a plain value and a group of the same name win', () => {
    expect(parseQuery('a.b=1&a=2')).toEqual({ a: '2' });
    expect(parseQuery('a=2&a.b=1')).toEqual({ a: { b: '1' } });
    expect(parseQuery('a.b=2&a.b.c=1')).toEqual({ a: { b: { c: '1' } } });
  });
});

describe('stringifyQuery', () => {
  it('puts page, limit, view, type first, then the rest alphabetically', () => {
    const state: TQueryState = {
      z: '1',
      filter: { b: '2', a: '1' },
      type: 'RMA',
      view: 'Table',
      page: '3',
      limit: '25',
    };
    expect(stringifyQuery(state)).toBe('page=3&limit=25&view=Table&type=RMA&filter.a=1&filter.b=2&z=1');
  });

  it('writes nested groups with dots', () => {
    expect(stringifyQuery({ a: { b: { c: '1' }, d: '2' } })).toBe('a.b.c=1&a.d=2');
  });

  it('round-trips through parseQuery, also beyond depth 2', () => {
    for (const search of [
      'page=0&filter.state=open&filter.state=resolved&filter.x.y=1&q=a+b+%26+c%2F%C3%BC',
      'a.b.c.%5Bd%5D%5Be%5D=1',
    ]) {
      const state = parseQuery(search);
      expect(stringifyQuery(state)).toBe(search);
      expect(parseQuery(stringifyQuery(state))).toEqual(state);
    }
  });

  it('leaves out empty values', () => {
    expect(stringifyQuery({ a: '', b: ['', 'x'], c: { d: '' } })).toBe('b=x');
  });
});

describe('the 1,792-character rule', () => {
  const noStore = () => undefined;

  it('keeps a query of exactly 1,792 characters in the address', () => {
    const q = 'x'.repeat(URL_QUERY_LIMIT - 2);
    const { search, stored } = splitQueryForUrl({ q });
    expect(search.length).toBe(URL_QUERY_LIMIT);
    expect(stored).toBeUndefined();
  });

  it('moves what does not fit to stored state and keeps the address under the limit', () => {
    const state: TQueryState = {
      page: '2',
      limit: '25',
      view: 'Table',
      type: 'Incident',
      filter: { site: 'North', long: 'y'.repeat(1000) },
      q: 'z'.repeat(1000),
    };
    const { search, stored } = splitQueryForUrl(state);
    expect(search.length).toBeLessThanOrEqual(URL_QUERY_LIMIT);
    expect(stored).toBeDefined();
    const inUrl = parseQuery(search);
    // page/limit/view/type come first, so they stay; whatever still fits stays too.
    expect(inUrl).toMatchObject({ page: '2', limit: '25', view: 'Table', type: 'Incident', qs: stored!.id });
    expect(inUrl.filter).toEqual({ long: 'y'.repeat(1000), site: 'North' });
    expect(stored!.entries.map(([, k]) => k)).toEqual(['q']);
  });

  it('keeps short parameters that come after a long one (each one that fits stays)', () => {
    const { search, stored } = splitQueryForUrl({ a: 'x'.repeat(2000), b: 'short' });
    expect(parseQuery(search)).toEqual({ b: 'short', qs: stored!.id });
  });

  it('restores the whole state from the address and the store, values in their original order', () => {
    const state: TQueryState = {
      page: '1',
      tags: ['t'.repeat(1500), 'short', 'u'.repeat(400)],
      filter: { a: 'b' },
    };
    const { search, stored } = splitQueryForUrl(state);
    const store = new Map<string, TStoredQuery['entries']>([[stored!.id, stored!.entries]]);
    const back = restoreQuery(search, (id) => store.get(id));
    expect(back.restored).toBe(true);
    expect(back.storedId).toBe(stored!.id);
    expect(back.state).toEqual(state);
  });

  it('gives the same id for the same stored state, and a different one otherwise', () => {
    const a = splitQueryForUrl({ q: 'x'.repeat(2000) }).stored!.id;
    const b = splitQueryForUrl({ q: 'x'.repeat(2000) }).stored!.id;
    const c = splitQueryForUrl({ q: 'y'.repeat(2000) }).stored!.id;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a.length).toBeLessThanOrEqual(7);
  });

  it('keeps the rest of a shared address working when the stored part is unknown', () => {
    const { search } = splitQueryForUrl({ view: 'Table', q: 'x'.repeat(2000) });
    const back = restoreQuery(search, noStore);
    expect(back.restored).toBe(false);
    expect(back.state).toEqual({ view: 'Table' });
  });

  it('restores an address without stored part as it is', () => {
    expect(restoreQuery('?a.b=1&c=2', noStore)).toEqual({
      state: { a: { b: '1' }, c: '2' },
      storedId: undefined,
      restored: false,
    });
  });

  it('counts the encoded length, not the raw one', () => {
    // 600 characters that each encode to 9 (%E2%82%AC) exceed the limit although they look short.
    const { search, stored } = splitQueryForUrl({ q: '€'.repeat(600), view: 'Table' });
    expect(stored).toBeDefined();
    expect(search).toBe(`view=Table&qs=${stored!.id}`);
  });
});

describe('applyQueryPatch: changing a filter resets page', () => {
  const base: TQueryState = { page: '4', limit: '25', filter: { state: 'open' }, q: 'radio' };

  it('removes page when a filter changes', () => {
    expect(applyQueryPatch(base, { filter: { state: 'closed' } })).toEqual({
      limit: '25',
      filter: { state: 'closed' },
      q: 'radio',
    });
  });

  it('keeps page when nothing actually changes', () => {
    expect(applyQueryPatch(base, { q: 'radio' })).toEqual(base);
  });

  it('keeps page when asked to, or when the patch sets page itself', () => {
    expect(applyQueryPatch(base, { q: 'x' }, { resetPage: false }).page).toBe('4');
    expect(applyQueryPatch(base, { page: 5 })).toEqual({ ...base, page: '5' });
  });

  it('removes keys set to null, undefined, empty text or an empty list, and empty groups', () => {
    expect(applyQueryPatch(base, { q: null, filter: { state: '' }, limit: undefined, page: [] })).toEqual({});
  });

  it('changes only the named keys of a group and does not touch the input', () => {
    const state: TQueryState = { filter: { a: '1', b: '2' } };
    const next = applyQueryPatch(state, { filter: { b: '3', c: ['x', 'y'] } });
    expect(next).toEqual({ filter: { a: '1', b: '3', c: ['x', 'y'] } });
    expect(state).toEqual({ filter: { a: '1', b: '2' } });
  });

  it('changes keys of a second-level group, drops groups left empty, and resets page', () => {
    const state = parseQuery('page=2&filter.created.from=2026-01&filter.created.to=2026-02&filter.s=x');
    expect(applyQueryPatch(state, { filter: { created: { to: null } } })).toEqual({
      filter: { created: { from: '2026-01' }, s: 'x' },
    });
    expect(applyQueryPatch(state, { filter: { created: { from: null, to: '' } } })).toEqual({
      filter: { s: 'x' },
    });
    expect(state.filter).toEqual({ created: { from: '2026-01', to: '2026-02' }, s: 'x' });
  });

  it('reads values by dotted path', () => {
    const state = parseQuery('filter.s=a&filter.s=b&q=x');
    expect(getQueryValue(state, 'q')).toBe('x');
    expect(getQueryValue(state, 'filter.s')).toBe('a');
    expect(getQueryValues(state, 'filter.s')).toEqual(['a', 'b']);
    expect(getQueryValue(state, 'filter')).toBeUndefined();
    expect(getQueryValues(state, 'nope.x')).toEqual([]);
    const deep = parseQuery('a.b.c=1&a.b.c=2&a.b.c.d.e=3');
    expect(getQueryValues(deep, 'a.b.c')).toEqual([]);
    expect(getQueryValues(parseQuery('a.b.c=1&a.b.c=2'), 'a.b.c')).toEqual(['1', '2']);
    expect(getQueryValue(parseQuery('a.b.c=1'), 'a.b')).toBeUndefined();
    expect(getQueryValue(parseQuery('a=1'), 'a.constructor')).toBeUndefined();
  });
});
