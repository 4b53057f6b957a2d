import { queryOptions } from '@tanstack/react-query';
import type { TRepairSummary } from '../../../../shared/contracts/repairs.ts';
import { api } from '../../../lib/http.ts';
import { repairPaths } from '../api/use-repairs.ts';

/**
 * The repair widgets' data: one summary request (one statement on the server) both widgets share;
 * days and months are those of `timeZone` (the user's).
 */
export function repairSummaryQuery(accountId: string, timeZone = 'UTC') {
  return queryOptions({
    queryKey: ['repairs', 'summary', accountId, timeZone],
    queryFn: ({ signal }) =>
      api.get<TRepairSummary>(repairPaths.summary, { account_id: accountId, tz: timeZone }, { signal }),
  });
}
