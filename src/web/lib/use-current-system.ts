import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentSystem } from '../../shared/contracts/system.ts';
import { api } from './http.ts';

/** The account's system query (cached as every query); the footer and the widget share it. */
export function currentSystemQuery(accountId: string) {
  return queryOptions({
    queryKey: ['system-current', accountId],
    queryFn: ({ signal }) =>
      api.get<TCurrentSystem>('/mapi/system/current', { account_id: accountId }, { signal }),
  });
}

/** The account's system (footer Your System, System Overview widget). */
export function useCurrentSystem(accountId: string) {
  return useQuery(currentSystemQuery(accountId));
}
