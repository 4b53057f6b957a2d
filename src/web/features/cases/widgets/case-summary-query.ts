import { queryOptions } from '@tanstack/react-query';
import type { TCaseSummary } from '../../../../shared/contracts/cases.ts';
import { api } from '../../../app/http.ts';
import { casePaths } from '../api/case-paths.ts';

/** The case widgets' data (one call for all three); refreshed when a case changes. */
export function caseSummaryQuery(accountId: string) {
  return queryOptions({
    queryKey: ['cases', 'summary', accountId],
    queryFn: ({ signal }) => api.get<TCaseSummary>(casePaths.summary, { account_id: accountId }, { signal }),
  });
}
