import type {
  TPerformanceSiteDetail,
  TSiteStates,
  TSiteTrend,
  TSubnetworkStatuses,
  TTrendPreset,
} from '../../../shared/contracts/performance.ts';
import { api } from '../../lib/http.ts';
import { performanceKeys } from './live-site-states.ts';

/** The spec's network status chart refresh (section 9): 30 seconds. */
export const TREND_REFRESH_MS = 30_000;

export const siteStatesQuery = (accountId: string) => ({
  queryKey: performanceKeys.states(accountId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TSiteStates>('/mapi/performance/sites/states', { account_id: accountId }, { signal }),
});

export const subnetworkStatusesQuery = (accountId: string) => ({
  queryKey: performanceKeys.subnetworks(accountId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TSubnetworkStatuses>('/mapi/performance/subnetworks', { account_id: accountId }, { signal }),
});

export const siteDetailQuery = (accountId: string, id: number) => ({
  queryKey: performanceKeys.site(accountId, id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TPerformanceSiteDetail>(`/mapi/performance/sites/${id}`, { account_id: accountId }, { signal }),
});

export const siteTrendQuery = (accountId: string, id: number, preset: TTrendPreset) => ({
  queryKey: [...performanceKeys.site(accountId, id), 'trend', preset] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TSiteTrend>(`/mapi/performance/sites/${id}/trend`, { account_id: accountId, preset }, { signal }),
  refetchInterval: TREND_REFRESH_MS,
  staleTime: TREND_REFRESH_MS,
});
