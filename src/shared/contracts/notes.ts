import { z } from 'zod';
import { ZAccountId } from './common.ts';

/** Who wrote a note, uploaded a file or changed a case: the customer's people or vendor staff. */
export const AUTHOR_KINDS = ['customer', 'vendor'] as const;
export const ZAuthorKind = z.enum(AUTHOR_KINDS);
export type TAuthorKind = z.infer<typeof ZAuthorKind>;

/** A note on a case or a ticket (the same rows and code for both: modules/cases/notes-and-files.ts). */
export const ZNote = z.object({
  id: z.string(),
  author: z.string(),
  authorKind: ZAuthorKind,
  body: z.string(),
  createdAt: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

/** A file attached to a case or a ticket. */
export const ZAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** POST .../notes */
export const ZAddNoteRequest = z
  .object({ account_id: ZAccountId, body: z.string().trim().min(1).max(4000) })
  .strict();

/** Query of POST .../attachments (the file itself is the multipart body). */
export const ZAttachmentUploadQuery = z.object({ account_id: ZAccountId }).strict();
