import { queryOptions } from '@tanstack/react-query';
import type { TCriticalAlerts } from '../../../../shared/contracts/alerts.ts';
import { api } from '../../../lib/http.ts';

/**
 * The alerts list's name (`alertList.name`, which a test checks), written out: the critical bar is
 * part of every page, and a value import of the list's contract would bring zod into the first
 * load (about 40 KB gzip).
 */
const ALERT_LIST_NAME = 'alerts';

/**
 * Query keys of the alerts: the list engine's pages start with the list's name ('alerts'), so
 * invalidating `all` refreshes the list and the critical bar of every account.
 */
export const alertKeys = {
  all: [ALERT_LIST_NAME] as const,
  critical: (accountId: string) => [ALERT_LIST_NAME, 'critical', accountId] as const,
};

/** The critical alerts active now for the account (the bar under the header). */
export function criticalAlertsQuery(accountId: string) {
  return queryOptions({
    queryKey: alertKeys.critical(accountId),
    queryFn: ({ signal }) =>
      api.get<TCriticalAlerts>('/mapi/alerts/critical', { account_id: accountId }, { signal, silent: true }),
  });
}
