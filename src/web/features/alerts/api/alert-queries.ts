import { queryOptions } from '@tanstack/react-query';
import { alertList, type TCriticalAlerts } from '../../../../shared/contracts/alerts.ts';
import { api } from '../../../lib/http.ts';

/**
 * Query keys of the alerts: the list engine's pages start with the list's name ('alerts'), so
 * invalidating `all` refreshes the list and the critical bar of every account.
 */
export const alertKeys = {
  all: [alertList.name] as const,
  critical: (accountId: string) => [alertList.name, 'critical', accountId] as const,
  admin: ['admin-alerts'] as const,
};

/** The critical alerts active now for the account (the bar under the header). */
export function criticalAlertsQuery(accountId: string) {
  return queryOptions({
    queryKey: alertKeys.critical(accountId),
    queryFn: ({ signal }) =>
      api.get<TCriticalAlerts>('/mapi/alerts/critical', { account_id: accountId }, { signal, silent: true }),
  });
}
