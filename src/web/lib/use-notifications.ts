import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TNotificationCount } from '../../shared/contracts/notifications.ts';
import { api } from './http.ts';
import { useLiveEvent } from './use-live-events.ts';

/** The query keys of the notifications (the header's bell and the Notifications screen read them). */
export const notificationKeys = {
  all: ['notifications'] as const,
  account: (accountId: string) => ['notifications', accountId] as const,
  count: (accountId: string) => ['notifications', accountId, 'count'] as const,
  list: (accountId: string, query: Record<string, string>) => ['notifications', accountId, 'list', query] as const,
};

/**
 * The user's unread notifications of the account, kept current by the live stream: a new or
 * returning notification (event `notification`, only ever the user's own) refreshes the count and
 * any notification list shown.
 */
export function useUnreadNotifications(accountId: string): number | undefined {
  const client = useQueryClient();
  const onEvent = useCallback(() => {
    void client.invalidateQueries({ queryKey: notificationKeys.account(accountId) });
  }, [client, accountId]);
  useLiveEvent(accountId, 'notification', onEvent);
  const query = useQuery({
    queryKey: notificationKeys.count(accountId),
    queryFn: () =>
      api.get<TNotificationCount>('/mapi/communications/notifications/count', { account_id: accountId }, { silent: true }),
  });
  return query.data?.unread;
}
