import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentSystem } from '../../shared/contracts/system.ts';
import { api } from './http.ts';

/** The account's system query, cached 5 minutes (spec section 9); the footer and the widget share it. */
export function currentSystemQuery(accountId: string) {
  return queryOptions({
    queryKey: ['system-current', accountId],
    queryFn: ({ signal }) =>
      api.get<TCurrentSystem>('/mapi/system/current', { account_id: accountId }, { signal }),
    staleTime: 300_000,
  });
}

/** The account's system (footer Your System, System Overview widget). */
export function useCurrentSystem(accountId: string) {
  return useQuery(currentSystemQuery(accountId));
}
