import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCalendarEvent,
  TCalendarEventRequest,
  TCalendarOccurrence,
  TCalendarSubscription,
  TIssuedCalendarSubscription,
} from '../../../../../shared/contracts/calendar.ts';
import { api } from '../../../../lib/http.ts';

/** The calendar API routes (server module calendar). */
export const calendarPaths = {
  occurrences: '/mapi/calendar/occurrences',
  events: '/mapi/calendar/events',
  event: (id: string) => `/mapi/calendar/events/${encodeURIComponent(id)}`,
  export: '/mapi/calendar/export',
  subscription: '/mapi/calendar/subscription',
};

/** The occurrences from one day to another in the user's time zone. */
export function useOccurrences(accountId: string, from: string, to: string, tz: string) {
  return useQuery({
    queryKey: ['calendar', 'occurrences', accountId, from, to, tz],
    queryFn: ({ signal }) =>
      api.get<{ occurrences: TCalendarOccurrence[] }>(calendarPaths.occurrences, { account_id: accountId, from, to, tz }, { signal }),
  });
}

export function useCalendarEvent(accountId: string, eventId: string | undefined) {
  return useQuery({
    queryKey: ['calendar', 'event', accountId, eventId],
    queryFn: ({ signal }) => api.get<TCalendarEvent>(calendarPaths.event(eventId!), { account_id: accountId }, { signal }),
    enabled: eventId !== undefined,
    retry: false,
  });
}

/** Create (no id), change or delete an event; every change reads the calendar again. */
export function useEventMutations() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['calendar'] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: TCalendarEventRequest }) =>
      id ? api.put<TCalendarEvent>(calendarPaths.event(id), body) : api.post<TCalendarEvent>(calendarPaths.events, body),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, accountId, occurrence }: { id: string; accountId: string; occurrence?: string | undefined }) =>
      api.delete(
        `${calendarPaths.event(id)}?account_id=${encodeURIComponent(accountId)}${occurrence ? `&occurrence=${encodeURIComponent(occurrence)}` : ''}`,
      ),
    onSuccess: done,
  });
  return { save, remove };
}

export function useSubscription(accountId: string) {
  const client = useQueryClient();
  const key = ['calendar', 'subscription', accountId];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<TCalendarSubscription>(calendarPaths.subscription, { account_id: accountId }, { signal }),
  });
  const renew = useMutation({
    mutationFn: () => api.post<TIssuedCalendarSubscription>(calendarPaths.subscription, { account_id: accountId }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const stop = useMutation({
    mutationFn: () => api.delete(`${calendarPaths.subscription}?account_id=${encodeURIComponent(accountId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  return { state, renew, stop };
}
