import { z } from 'zod';

/** GET /mapi/admin/outbox (staff): e-mails kept instead of sent, newest first. */
export const ZOutboxQuery = z.object({ limit: z.string().max(20).optional() }).strict();
export const ZOutboxMail = z.object({
  id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  locale: z.string(),
  kind: z.string(),
  accountId: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(['kept', 'failed']),
  error: z.string().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxMails = z.array(ZOutboxMail);
