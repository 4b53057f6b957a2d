import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCaseDetail, TCaseWorkRequest } from '../../../../shared/contracts/cases.ts';
import { api } from '../../../lib/http.ts';
import { uploadAttachmentTo, useNotesAndFiles } from '../../../lib/notes-and-files.ts';
import type { TTransferProgress } from '../../../lib/transfer.ts';
import { casePaths } from './case-paths.ts';

const detailKey = (accountId: string, caseNumber: string) => ['cases', 'detail', accountId, caseNumber];

/** One case with its notes, attachments and associated cases; another account's case is refused by the server. */
export function useCaseDetail(accountId: string, caseNumber: string) {
  return useQuery({
    queryKey: detailKey(accountId, caseNumber),
    queryFn: ({ signal }) => api.get<TCaseDetail>(casePaths.detail(caseNumber), { account_id: accountId }, { signal }),
    retry: false,
  });
}

/** After a change: the case again, and every case list (state and counts may have moved). */
function useRefreshCase(accountId: string, caseNumber: string) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: detailKey(accountId, caseNumber) });
    await client.invalidateQueries({ queryKey: ['cases', 'list'] });
    await client.invalidateQueries({ queryKey: ['cases', 'summary'] });
  };
}

/** Notes and files of the case (the shared code of cases and tickets). */
export function useCaseNotesAndFiles(accountId: string, caseNumber: string) {
  return useNotesAndFiles(casePaths.detail(caseNumber), accountId, useRefreshCase(accountId, caseNumber));
}

export function useRequestClosure(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: (reason: string) => api.post(casePaths.requestClosure(caseNumber), { account_id: accountId, reason }),
    onSuccess: refresh,
  });
}

export function useAcceptClosure(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: () => api.post(casePaths.acceptClosure(caseNumber), { account_id: accountId }),
    onSuccess: refresh,
  });
}

/** Vendor staff refuse a pending closure request, with a reason. */
export function useRefuseClosure(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: (reason: string) => api.post(casePaths.refuseClosure(caseNumber), { account_id: accountId, reason }),
    onSuccess: refresh,
  });
}

/** Reopens a closed case, with a reason, within the configured days. */
export function useReopenCase(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: (reason: string) => api.post(casePaths.reopen(caseNumber), { account_id: accountId, reason }),
    onSuccess: refresh,
  });
}

/** Vendor staff change the priority, owner or state (open, resolved); only what changed is sent. */
export function useCaseWork(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: (change: Omit<TCaseWorkRequest, 'account_id'>) =>
      api.post<{ changed: number }>(casePaths.work(caseNumber), { account_id: accountId, ...change }),
    onSuccess: refresh,
  });
}

/** Sends one file to a case (multipart, with upload progress). */
export function uploadCaseAttachment(
  accountId: string,
  caseNumber: string,
  file: File,
  opts: { onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal } = {},
): Promise<unknown> {
  return uploadAttachmentTo(casePaths.detail(caseNumber), accountId, file, opts);
}
