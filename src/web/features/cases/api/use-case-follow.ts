import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFollowState } from '../../../../shared/contracts/cases.ts';
import { api } from '../../../lib/http.ts';
import { casePaths } from './case-paths.ts';

/** After a change: this case's detail and every case list (the Following filter). */
function useRefresh(accountId: string, caseNumber: string) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ['cases', 'detail', accountId, caseNumber] });
    await client.invalidateQueries({ queryKey: ['cases', 'list'] });
  };
}

/** Follows (true) or stops following (false) a case. */
export function useFollowCase(accountId: string, caseNumber: string) {
  const refresh = useRefresh(accountId, caseNumber);
  return useMutation({
    mutationFn: (follow: boolean) => {
      const path = `${casePaths.follow(caseNumber)}?account_id=${encodeURIComponent(accountId)}`;
      return follow ? api.put<TFollowState>(path, {}) : api.delete<TFollowState>(path);
    },
    onSuccess: refresh,
  });
}

/** Replaces the CC list of a case. */
export function useUpdateCc(accountId: string, caseNumber: string) {
  const refresh = useRefresh(accountId, caseNumber);
  return useMutation({
    mutationFn: (ccEmails: string) => api.put(casePaths.cc(caseNumber), { account_id: accountId, ccEmails }),
    onSuccess: refresh,
  });
}
