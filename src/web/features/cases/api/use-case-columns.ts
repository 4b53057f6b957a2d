import { useQuery } from '@tanstack/react-query';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { api } from '../../../lib/http.ts';
import { casePaths } from './case-paths.ts';

/** The case list's columns as the server defines them (titles, types, filters, sortability). */
export function useCaseColumns(accountId: string) {
  return useQuery({
    queryKey: ['cases', 'columns', accountId],
    queryFn: ({ signal }) =>
      api.get<TListColumn[]>(casePaths.columns, { account_id: accountId }, { signal }),
    staleTime: Infinity,
  });
}
