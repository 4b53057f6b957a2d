import { useQuery } from '@tanstack/react-query';
import type { TSupportCentre } from '../../../shared/contracts/support-centre.ts';
import { api } from '../../lib/http.ts';

/**
 * The account's support centre (GET /mapi/support-centre): its phone number for the account's
 * region and country, and the target first response of a case of each priority.
 */
export function useSupportCentre(accountId: string) {
  return useQuery({
    queryKey: ['support-centre', accountId],
    queryFn: ({ signal }) => api.get<TSupportCentre>('/mapi/support-centre', { account_id: accountId }, { signal }),
  });
}
