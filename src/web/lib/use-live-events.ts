import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  performanceSiteList,
  type TSiteStateEvent,
  type TSiteStates,
} from '../../shared/contracts/performance.ts';

/** The query keys the live events keep current (the performance screens and widget read them). */
export const performanceKeys = {
  all: ['performance'] as const,
  states: (accountId: string) => ['performance', 'states', accountId] as const,
  subnetworks: (accountId: string) => ['performance', 'subnetworks', accountId] as const,
  site: (accountId: string, id: number) => ['performance', 'site', accountId, id] as const,
};

/** The list is asked again at most this often while events arrive (a storm changes many sites). */
const LIST_REFETCH_MS = 1_000;
/** A stream no screen needs any more is closed after this (moving between two screens keeps it). */
const CLOSE_AFTER_MS = 3_000;

interface TStream {
  accountId: string;
  source: EventSource;
  users: number;
  closing?: ReturnType<typeof setTimeout>;
  listRefetch?: ReturnType<typeof setTimeout>;
}

let stream: TStream | undefined;

/** A site's new state: patched into the map's states, the widget's counts and the list asked again. */
function applySiteState(client: QueryClient, s: TStream, event: TSiteStateEvent): void {
  client.setQueryData<TSiteStates>(performanceKeys.states(s.accountId), (old) =>
    old
      ? {
          sites: old.sites.map((site) =>
            site.id === event.siteDbId
              ? {
                  ...site,
                  state: event.state,
                  since: event.since,
                  openAlarms: event.openAlarms,
                  maxSeverity: event.maxSeverity,
                  utilization: event.utilization === null ? null : Math.round(event.utilization * 10) / 10,
                  affiliations: event.affiliations,
                  lastSampleAt: event.lastSampleAt,
                }
              : site,
          ),
        }
      : old,
  );
  void client.invalidateQueries({ queryKey: performanceKeys.subnetworks(s.accountId) });
  void client.invalidateQueries({ queryKey: performanceKeys.site(s.accountId, event.siteDbId) });
  s.listRefetch ??= setTimeout(() => {
    s.listRefetch = undefined;
    void client.invalidateQueries({ queryKey: [performanceSiteList.name] });
  }, LIST_REFETCH_MS);
}

function open(client: QueryClient, accountId: string): TStream {
  const source = new EventSource(`/mapi/events?account_id=${encodeURIComponent(accountId)}`);
  const s: TStream = { accountId, source, users: 0 };
  source.addEventListener('site-state', (e) => {
    try {
      applySiteState(client, s, JSON.parse((e as MessageEvent<string>).data) as TSiteStateEvent);
    } catch {
      // An event this page cannot read changes nothing.
    }
  });
  return s;
}

function close(s: TStream): void {
  clearTimeout(s.closing);
  clearTimeout(s.listRefetch);
  s.source.close();
  if (stream === s) stream = undefined;
}

/**
 * Keeps the performance screens and widget current without a reload (issue 32 point 5): ONE
 * EventSource per browser tab on GET /mapi/events for the current account, shared by every screen
 * that calls this hook and closed when none needs it; another account closes it and opens that
 * account's. Each 'site-state' event updates the map's states in the query cache, and the widget's
 * counts, the site's details and the site list are asked again. The browser reconnects a dropped
 * stream by itself, and the server sends what was missed (Last-Event-ID).
 */
export function useLiveEvents(accountId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    if (stream && stream.accountId !== accountId) close(stream);
    stream ??= open(client, accountId);
    const s = stream;
    clearTimeout(s.closing);
    s.users++;
    return () => {
      s.users--;
      if (s.users === 0) s.closing = setTimeout(() => close(s), CLOSE_AFTER_MS);
    };
  }, [client, accountId]);
}
