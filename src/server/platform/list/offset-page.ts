import { normalizePaging } from '../../../shared/domain/list-filters.ts';
import type { TOffsetPage } from '../../../shared/contracts/list.ts';

/**
 * One page of a small list paged by offset (the admin lists: audit, outbox), with its total; both
 * queried at once. `page` and `limit` come raw from the query and are normalised (spec section 5).
 */
export async function offsetPage<T>(
  raw: { page?: string; limit?: string },
  load: { rows(limit: number, offset: number): Promise<T[]>; total(): Promise<number> },
): Promise<TOffsetPage<T>> {
  const { page, limit, offset } = normalizePaging(raw.page, raw.limit);
  const [items, total] = await Promise.all([load.rows(limit, offset), load.total()]);
  return { items, total, page, limit };
}
