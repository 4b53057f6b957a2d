import { z } from 'zod';
import { ZPagingParams, zOffsetPage } from './list.ts';

/** Longest search text of the outbox (as the lists' `q`). */
export const OUTBOX_SEARCH_MAX = 200;

/**
 * GET /mapi/admin/outbox (vendor staff): e-mails kept instead of sent, newest first, paged like the
 * other admin lists; `q` keeps the mails whose recipient, subject or reference contains it
 * (case-insensitive).
 */
export const ZOutboxQuery = z
  .object({
    ...ZPagingParams,
    q: z.string().trim().max(OUTBOX_SEARCH_MAX).optional(),
  })
  .strict();
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxMail = z.object({
  id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  locale: z.string(),
  kind: z.string(),
  accountId: z.string().nullable(),
  /** the account's name, when the mail belongs to one */
  accountName: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(['kept', 'failed']),
  error: z.string().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/** A page of outbox mails, newest first, with the total of the matching mails the caller may read. */
export const ZOutboxPage = zOffsetPage(ZOutboxMail);
export type TOutboxPage = z.infer<typeof ZOutboxPage>;
