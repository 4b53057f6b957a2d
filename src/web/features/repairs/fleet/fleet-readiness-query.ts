import { queryOptions } from '@tanstack/react-query';
import type { TFleetReadiness } from '../../../../shared/contracts/fleet-readiness.ts';
import { api } from '../../../lib/http.ts';

/** GET /mapi/repairs/fleet-readiness: the screen and the dashboard widget share it. */
export function fleetReadinessQuery(accountId: string) {
  return queryOptions({
    queryKey: ['repairs', 'fleet-readiness', accountId],
    queryFn: ({ signal }) =>
      api.get<TFleetReadiness>('/mapi/repairs/fleet-readiness', { account_id: accountId }, { signal }),
  });
}
