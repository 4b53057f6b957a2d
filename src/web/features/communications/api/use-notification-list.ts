import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TNotificationAction,
  TNotificationChange,
  TNotificationPage,
} from '../../../../shared/contracts/notifications.ts';
import { api } from '../../../lib/http.ts';
import { notificationKeys } from '../../../lib/use-notifications.ts';

export const NOTIFICATIONS_PATH = '/mapi/communications/notifications';

/** A page of the user's notifications of the account, as the spec's list call answers it. */
export function useNotificationList(accountId: string, query: Record<string, string>) {
  return useQuery({
    queryKey: notificationKeys.list(accountId, query),
    queryFn: () => api.get<TNotificationPage>(NOTIFICATIONS_PATH, { account_id: accountId, ...query }),
    placeholderData: keepPreviousData,
  });
}

export interface TNotificationActionRequest {
  ids: string[];
  action: TNotificationAction;
  until?: string;
  /** The silent update of spec section 4 (no loader): marking one read when it is opened. */
  silent?: boolean;
}

/**
 * Read, unread, pin, unpin or snooze; then the account's notifications (list and bell) are asked
 * again, except after a silent read (opening one), which only marks it read where it is shown.
 */
export function useNotificationAction(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: TNotificationActionRequest) =>
      api.post<TNotificationChange>(
        NOTIFICATIONS_PATH,
        { account_id: accountId, ids: r.ids, action: r.action, ...(r.until ? { until: r.until } : {}) },
        { silent: r.silent },
      ),
    onSuccess: (_answer, r) => {
      if (!r.silent) return client.invalidateQueries({ queryKey: notificationKeys.account(accountId) });
      // Read on opening: the lists shown keep it (marked read) until asked again; the bell counts anew.
      const read = new Set(r.ids);
      client.setQueriesData<TNotificationPage>({ queryKey: [...notificationKeys.account(accountId), 'list'] }, (page) =>
        page ? { ...page, items: page.items.map((n) => (read.has(n.id) ? { ...n, read: true } : n)) } : page,
      );
      return client.invalidateQueries({ queryKey: notificationKeys.count(accountId) });
    },
  });
}

/** Deletes notifications; then the account's notifications are asked again. */
export function useDeleteNotifications(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.delete<TNotificationChange>(NOTIFICATIONS_PATH, undefined, { query: { account_id: accountId, ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.account(accountId) }),
  });
}
