import { queryOptions } from '@tanstack/react-query';
import type { TRepairSummary } from '../../../../shared/contracts/repairs.ts';
import { api } from '../../../lib/http.ts';
import { repairPaths } from '../api/use-repairs.ts';

/** The repair widgets' data: one summary request (one statement on the server) both widgets share. */
export function repairSummaryQuery(accountId: string) {
  return queryOptions({
    queryKey: ['repairs', 'summary', accountId],
    queryFn: ({ signal }) =>
      api.get<TRepairSummary>(repairPaths.summary, { account_id: accountId }, { signal }),
  });
}
