import { useQuery } from '@tanstack/react-query';
import type { TEntitlementChoices, TEntitlementOverview, TLicenseTracking } from '../../../../shared/contracts/entitlements.ts';
import { api } from '../../../lib/http.ts';

/** The entitlement API routes (server module entitlements). */
export const entitlementPaths = {
  overview: '/mapi/entitlements/overview',
  choices: '/mapi/entitlements/choices',
  tracking: '/mapi/entitlements/license-tracking',
  activations: '/mapi/entitlements/activations',
  renewals: '/mapi/entitlements/renewals',
};

/**
 * Query keys start with the lists' names (`entitlements`, `hardware`), so an activation or a
 * renewal refreshes the lists, the overview and the forms' choices at once.
 */
export const ENTITLEMENT_QUERY_KEYS = [['entitlements'], ['hardware']] as const;

export function useEntitlementOverview(accountId: string) {
  return useQuery({
    queryKey: ['entitlements', 'overview', accountId],
    queryFn: ({ signal }) => api.get<TEntitlementOverview>(entitlementPaths.overview, { account_id: accountId }, { signal }),
  });
}

export function useEntitlementChoices(accountId: string) {
  return useQuery({
    queryKey: ['entitlements', 'choices', accountId],
    queryFn: ({ signal }) => api.get<TEntitlementChoices>(entitlementPaths.choices, { account_id: accountId }, { signal }),
  });
}

export function useLicenseTracking(accountId: string, feature: string, site: string) {
  return useQuery({
    queryKey: ['entitlements', 'tracking', accountId, feature, site],
    queryFn: ({ signal }) =>
      api.get<TLicenseTracking>(
        entitlementPaths.tracking,
        { account_id: accountId, feature: feature || undefined, site: site || undefined },
        { signal },
      ),
  });
}
