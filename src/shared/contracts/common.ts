import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';

/** An account id as used in paths, queries and bodies. */
export const ZAccountId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** One of the 16 interface languages (spec section 1). */
export const ZLocale = z.enum(SUPPORTED_LOCALES);

export const ZEmpty = z.object({}).strict();
