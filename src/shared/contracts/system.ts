import { z } from 'zod';
import { ZAccountId } from './common.ts';

/** GET /mapi/system/current?account_id= */
export const ZCurrentSystemQuery = z.object({ account_id: ZAccountId }).strict();

/** The customer's system behind an account, for the footer's Your System (spec section 2). */
export const ZAccountSystem = z.object({
  systemName: z.string(),
  currentVersion: z.string(),
  /** Where the system's documentation is, or null when there is none. */
  documentationUrl: z.string().nullable(),
});
export type TAccountSystem = z.infer<typeof ZAccountSystem>;

/** `system` is null when the account has no system on record ('(no system)'). */
export const ZCurrentSystem = z.object({ system: ZAccountSystem.nullable() });
export type TCurrentSystem = z.infer<typeof ZCurrentSystem>;
