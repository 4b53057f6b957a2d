import { useMutation } from '@tanstack/react-query';
import { api } from './http.ts';
import { uploadFile, type TTransferProgress } from './transfer.ts';

/**
 * Notes and files of a record that has them (a case, a ticket): the same routes under its path
 * (`/mapi/cases/10000001`, `/mapi/tickets/70000001`): POST notes, POST attachments (multipart),
 * GET attachments/:id.
 */

/** Sends one file to the record (multipart, with upload progress). */
export function uploadAttachmentTo(
  base: string,
  accountId: string,
  file: File,
  opts: { onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal } = {},
): Promise<unknown> {
  const form = new FormData();
  form.append('account_id', accountId);
  form.append('file', file, file.name);
  return uploadFile(`${base}/attachments?account_id=${encodeURIComponent(accountId)}`, form, opts);
}

/** Where one file of the record downloads. */
export function attachmentHref(base: string, accountId: string, attachmentId: string): string {
  return `${base}/attachments/${encodeURIComponent(attachmentId)}?account_id=${encodeURIComponent(accountId)}`;
}

/**
 * Adding a note (with a file sent first when there is one) and uploading a file. `refresh` reads
 * the record again however a note ends: a note refused after its file was taken leaves the file.
 */
export function useNotesAndFiles(base: string, accountId: string, refresh: () => Promise<void>) {
  const addNote = useMutation({
    mutationFn: async (v: { body: string; file?: File; onProgress?: (p: TTransferProgress) => void }) => {
      if (v.file) await uploadAttachmentTo(base, accountId, v.file, { onProgress: v.onProgress });
      return api.post(`${base}/notes`, { account_id: accountId, body: v.body });
    },
    onSettled: refresh,
  });
  const upload = useMutation({
    mutationFn: (v: { file: File; onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal }) =>
      uploadAttachmentTo(base, accountId, v.file, v),
    onSuccess: refresh,
  });
  return { addNote, upload };
}
