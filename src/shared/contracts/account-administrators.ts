import { z } from 'zod';
import { ZAccountId } from './common.ts';

/** GET /mapi/accounts/administrators?account_id=: whom a Guest asks for more (any role of the account). */
export const ZAccountAdministratorsQuery = z.object({ account_id: ZAccountId }).strict();

/** The account's customer Administrators by name, in name order (vendor staff holding it are not named). */
export const ZAccountAdministrators = z.object({ names: z.array(z.string()) });
export type TAccountAdministrators = z.infer<typeof ZAccountAdministrators>;
