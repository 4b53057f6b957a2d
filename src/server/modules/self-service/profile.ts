import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { phoneOrFieldError } from '../../platform/phone-field.ts';
import { requireAuth, type TAuth } from '../../platform/session-context.ts';
import { ZProfile, ZUpdateProfileRequest, type TProfile } from '../../../shared/contracts/self-service.ts';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/domain/phone.ts';

/** The country a number without + is read in: the user's, else the selected account's, else US. */
async function phoneCountry(ctx: TAppContext, auth: TAuth): Promise<string> {
  if (auth.user.countryCode) return auth.user.countryCode.toUpperCase();
  const accountId = auth.session.selectedAccountId;
  if (accountId && auth.roles.has(accountId)) {
    const [row] = await ctx.database.db
      .select({ countryCode: accounts.countryCode })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (row?.countryCode) return row.countryCode.toUpperCase();
  }
  return DEFAULT_PHONE_COUNTRY;
}

/**
 * GET and PUT /mapi/users/profile: the signed-in user's own profile (their phone number, kept in
 * E.164). In proxy mode it is the proxied customer's, changed by the staff member as the audit
 * records, as their settings are.
 */
export function registerProfile(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const profileOf = async (auth: TAuth, phoneNumber: string | null): Promise<TProfile> => ({
    phoneNumber,
    phoneCountry: await phoneCountry(ctx, auth),
    portalPassword: auth.user.useLocal,
  });

  app.get(
    '/users/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in user's profile: phone number (E.164), the country it is read in, how they sign in",
        tags: ['users'],
        response: { 200: zEnvelope(ZProfile) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      return ok(await profileOf(auth, auth.user.phoneNumber));
    },
  );

  app.put(
    '/users/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: "Changes the signed-in user's phone number (kept in E.164; without + read in their country)",
        tags: ['users'],
        body: ZUpdateProfileRequest,
        response: { 200: zEnvelope(ZProfile) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const typed = req.body.phoneNumber;
      const phoneNumber = typed ? phoneOrFieldError(typed, await phoneCountry(ctx, auth), 'body.phoneNumber') : null;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ phoneNumber }).where(eq(users.id, auth.user.id));
        await audit(tx, req, 'profile_change', {
          userId: auth.user.id,
          actorUserId: auth.realUserId,
          login: auth.realUser.login,
          accountId: auth.session.selectedAccountId,
          detail: { phoneNumber },
        });
      });
      return ok(await profileOf(auth, phoneNumber));
    },
  );
}
