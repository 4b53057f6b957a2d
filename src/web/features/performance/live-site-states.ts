import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { performanceSiteList, type TSiteStateEvent, type TSiteStates } from '../../../shared/contracts/performance.ts';
import { useLiveEvent } from '../../lib/use-live-events.ts';

/** The query keys the live site states keep current (the performance screens and widget read them). */
export const performanceKeys = {
  all: ['performance'] as const,
  states: (accountId: string) => ['performance', 'states', accountId] as const,
  subnetworks: (accountId: string) => ['performance', 'subnetworks', accountId] as const,
  site: (accountId: string, id: number) => ['performance', 'site', accountId, id] as const,
};

/** The list is asked again at most this often while events arrive (a storm changes many sites). */
const LIST_REFETCH_MS = 1_000;

/** A site's new state: patched into the map's states, the widget's counts and the site asked again. */
function applySiteState(client: QueryClient, accountId: string, event: TSiteStateEvent): void {
  client.setQueryData<TSiteStates>(performanceKeys.states(accountId), (old) =>
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
  void client.invalidateQueries({ queryKey: performanceKeys.subnetworks(accountId) });
  void client.invalidateQueries({ queryKey: performanceKeys.site(accountId, event.siteDbId) });
}

/**
 * Keeps the performance screens and widget current without a reload (issue 32 point 5): each
 * 'site-state' event updates the map's states in the query cache, the widget's counts and the
 * site's details are asked again, and the site list at most once a second.
 */
export function useLiveSiteStates(accountId: string): void {
  const client = useQueryClient();
  const listRefetch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveEvent(accountId, 'site-state', (data) => {
    applySiteState(client, accountId, data as TSiteStateEvent);
    listRefetch.current ??= setTimeout(() => {
      listRefetch.current = undefined;
      void client.invalidateQueries({ queryKey: [performanceSiteList.name] });
    }, LIST_REFETCH_MS);
  });
}
