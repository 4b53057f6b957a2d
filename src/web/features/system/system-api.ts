import type { TSystemConfiguration, TSystemOverview } from '../../../shared/contracts/system.ts';
import { api } from '../../lib/http.ts';

/** System Overview of an account (GET /mapi/system/overview). */
export const systemOverviewQuery = (accountId: string) => ({
  queryKey: ['system', 'overview', accountId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TSystemOverview>('/mapi/system/overview', { account_id: accountId }, { signal }),
});

/** System Configuration of an account (GET /mapi/system/configuration). */
export const systemConfigurationQuery = (accountId: string) => ({
  queryKey: ['system', 'configuration', accountId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<TSystemConfiguration>('/mapi/system/configuration', { account_id: accountId }, { signal }),
});
