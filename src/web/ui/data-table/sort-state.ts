export type TSortDir = 'asc' | 'desc';

/** The sort after activating a column header: the same column flips, another starts ascending. */
export function nextSort(
  current: { sort: string | undefined; dir: TSortDir | undefined },
  columnId: string,
): { sort: string; dir: TSortDir } {
  if (current.sort === columnId) return { sort: columnId, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: columnId, dir: 'asc' };
}

/** The `aria-sort` of a header cell. */
export function ariaSort(
  current: { sort: string | undefined; dir: TSortDir | undefined },
  columnId: string,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== columnId) return 'none';
  return current.dir === 'desc' ? 'descending' : 'ascending';
}
