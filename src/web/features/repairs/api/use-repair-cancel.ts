import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRepairCancellation } from '../../../../shared/contracts/payments.ts';
import type { TRepairDetail } from '../../../../shared/contracts/repairs.ts';
import { api } from '../../../lib/http.ts';

const base = (repairNumber: string) => `/mapi/repairs/${encodeURIComponent(repairNumber)}`;

/** Whether a repair may still be cancelled, and its card payment. */
export function useRepairCancellation(accountId: string, repairNumber: string) {
  return useQuery({
    queryKey: ['repairs', 'cancellation', accountId, repairNumber],
    queryFn: ({ signal }) =>
      api.get<TRepairCancellation>(
        `${base(repairNumber)}/cancellation`,
        { account_id: accountId },
        { signal },
      ),
    retry: false,
  });
}

/** Cancels a repair (refunding its card payment); the repair's detail, lists and widgets are read again. */
export function useCancelRepair(accountId: string, repairNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TRepairDetail>(`${base(repairNumber)}/cancel`, { account_id: accountId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['repairs'] }),
  });
}
