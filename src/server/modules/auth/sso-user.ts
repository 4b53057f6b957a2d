import { and, eq, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';

export interface TSsoIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** `email_verified` as the provider stated it; undefined when the provider does not say. */
  emailVerified: boolean | undefined;
}

/**
 * The portal user for an identity asserted by a provider: first by (issuer, subject), which never
 * changes for a person at a provider, then by e-mail (case-insensitive). An e-mail match links the
 * user to that identity so later logins match on the subject even if the e-mail changes.
 *
 * - The e-mail is used for matching only when the provider states `email_verified: true`; an
 *   unverified e-mail, or a provider that does not say, matches nobody (anyone can put any
 *   address on an account at many providers).
 * - A user already linked to another subject at the same issuer is not taken over through the
 *   e-mail: that is 400ExternalLoginEmailMismatch.
 * - No match: 400UserDoesNotExist (users are provisioned, never created at first login).
 */
export async function findSsoUser(ctx: TAppContext, identity: TSsoIdentity) {
  const { db } = ctx.database;
  const select = () =>
    db
      .select({ user: users, isVendor: companies.isVendor })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId));

  const [bySubject] = await select().where(
    and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)),
  );
  if (bySubject) return bySubject;

  const email = identity.email?.trim().toLowerCase();
  if (!email || identity.emailVerified !== true) {
    throw new AppError('ServerValidation.400UserDoesNotExist', {
      detail: `no user for ${identity.issuer} ${identity.subject} and no verified e-mail to match`,
    });
  }
  const [byEmail] = await select().where(eq(sql`lower(${users.email})`, email));
  if (!byEmail) {
    throw new AppError('ServerValidation.400UserDoesNotExist', { detail: `no user with e-mail ${email}` });
  }
  if (
    byEmail.user.oidcIssuer === identity.issuer &&
    byEmail.user.oidcSubject &&
    byEmail.user.oidcSubject !== identity.subject
  ) {
    throw new AppError('ServerValidation.400ExternalLoginEmailMismatch', {
      detail: `user ${byEmail.user.id} is linked to another subject at ${identity.issuer}`,
    });
  }
  await db
    .update(users)
    .set({ oidcIssuer: identity.issuer, oidcSubject: identity.subject })
    .where(eq(users.id, byEmail.user.id));
  return {
    ...byEmail,
    user: { ...byEmail.user, oidcIssuer: identity.issuer, oidcSubject: identity.subject },
  };
}
