import { queryOptions } from '@tanstack/react-query';
import type { TCaseSummaryOf, TCaseSummaryPart } from '../../../../shared/contracts/cases.ts';
import { api } from '../../../lib/http.ts';
import { casePaths } from '../api/case-paths.ts';

/**
 * One case widget's data (days counted in `timeZone`, the user's): its own part of the summary (its own request), so each widget loads,
 * fails and retries on its own. Refreshed when a case changes (key prefix ['cases', 'summary']).
 */
export function caseSummaryQuery<P extends TCaseSummaryPart>(accountId: string, part: P, timeZone = 'UTC') {
  return queryOptions({
    queryKey: ['cases', 'summary', accountId, part, timeZone],
    queryFn: ({ signal }) =>
      api.get<TCaseSummaryOf<P>>(casePaths.summary, { account_id: accountId, part, tz: timeZone }, { signal }),
  });
}
