import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCaseDetail } from '../../../../shared/contracts/cases.ts';
import { api } from '../../../lib/http.ts';
import { uploadFile, type TTransferProgress } from '../../../lib/transfer.ts';
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

/**
 * A note, with a file sent first when there is one. The case is read again however it ends: a
 * note refused after its file was taken leaves the file on the case.
 */
export function useAddNote(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: async (v: { body: string; file?: File; onProgress?: (p: TTransferProgress) => void }) => {
      if (v.file) await uploadCaseAttachment(accountId, caseNumber, v.file, { onProgress: v.onProgress });
      return api.post(casePaths.notes(caseNumber), { account_id: accountId, body: v.body });
    },
    onSettled: refresh,
  });
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

/** Sends one file to a case (multipart, with upload progress). */
export function uploadCaseAttachment(
  accountId: string,
  caseNumber: string,
  file: File,
  opts: { onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal } = {},
): Promise<unknown> {
  const form = new FormData();
  form.append('account_id', accountId);
  form.append('file', file, file.name);
  return uploadFile(`${casePaths.attachments(caseNumber)}?account_id=${encodeURIComponent(accountId)}`, form, opts);
}

export function useUploadAttachment(accountId: string, caseNumber: string) {
  const refresh = useRefreshCase(accountId, caseNumber);
  return useMutation({
    mutationFn: (v: { file: File; onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal }) =>
      uploadCaseAttachment(accountId, caseNumber, v.file, v),
    onSuccess: refresh,
  });
}
