import { z } from 'zod';
import { ZAccountId } from './common.ts';

/** GET /mapi/support-centre?account_id= */
export const ZSupportCentreQuery = z.object({ account_id: ZAccountId }).strict();

/**
 * The support centre of an account: the phone number for its region and country (configuration,
 * SUPPORT_CENTRE_PHONES) and the target first response of a case of each priority, 1 to 4
 * (CASE_RESPONSE_HOURS).
 */
export const ZSupportCentre = z.object({
  phone: z.string(),
  region: z.string(),
  countryCode: z.string(),
  responseHours: z.array(z.object({ priority: z.number().int(), hours: z.number() })),
});
export type TSupportCentre = z.infer<typeof ZSupportCentre>;
