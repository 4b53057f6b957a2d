import { z } from 'zod';
import { zPhone } from '../domain/validation.ts';

/** A password as the login sends it: the base64 of its UTF-8 bytes (spec section 7). */
const zPasswordB64 = () =>
  z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** POST /mapi/users/password: a portal-password user changes their password. */
export const ZChangePasswordRequest = z
  .object({ currentPassword: zPasswordB64(), newPassword: zPasswordB64() })
  .strict();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /mapi/auth/password/forgot: asks for a reset link, by login or e-mail. */
export const ZForgotPasswordRequest = z.object({ login: z.string().trim().min(1).max(320) }).strict();

/** POST /mapi/auth/password/reset: sets a new password with the token of a reset link. */
export const ZResetPasswordRequest = z
  .object({ token: z.string().min(1).max(200), newPassword: zPasswordB64() })
  .strict();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The answer of a password change or reset: how many of the user's sessions were ended. */
export const ZPasswordChanged = z.object({ endedSessions: z.number().int() });

/**
 * GET/PUT /mapi/users/profile: the signed-in user's phone number, in E.164 (null when none), and
 * the country (ISO 3166 alpha-2) a number typed without + is read in: the user's, else the
 * selected account's, else US.
 */
export const ZProfile = z.object({
  phoneNumber: z.string().nullable(),
  phoneCountry: z.string(),
  /** Whether the user signs in with a portal password (else through an identity provider). */
  portalPassword: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /mapi/users/profile: an empty phone number removes it. */
export const ZUpdateProfileRequest = z
  .object({ phoneNumber: zPhone().or(z.literal('')) })
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
