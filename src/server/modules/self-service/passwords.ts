import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { fieldLabel } from '../../platform/error-handler.ts';
import type { TTx } from '../../platform/db.ts';
import { deleteSession } from '../../platform/session-context.ts';
import { passwordProblem, type TPasswordOwner } from '../../../shared/domain/password-strength.ts';

/** The password of a request: the base64 of its UTF-8 bytes, as the login sends it (spec section 7). */
export function decodePassword(b64: string): string {
  return Buffer.from(b64, 'base64').toString('utf8');
}

/** SHA-256 of a reset token: all that is stored of it. */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new reset token: 32 random bytes, base64url (43 characters). */
export function newResetToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** 400 WrongParams on `path` when `password` breaks the strength rule (domain/password-strength.ts). */
export function checkStrength(password: string, owner: TPasswordOwner, path: string): void {
  const problem = passwordProblem(password, owner);
  if (!problem) return;
  throw new AppError('ServerValidation.400WrongParams', {
    detail: 'weak password',
    fields: [{ path, message: { ...problem, values: { ...problem.values, field: fieldLabel(path) } } }],
  });
}

/**
 * Stores the new password hash of `userId`, forgets their reset links, and ends their sessions but
 * `keepSessionId` (the one that changed it, if any), in `tx`, the transaction that also records
 * the change. Returns how many sessions were ended. Hash first (`hashPassword`), outside it.
 */
export async function setPassword(
  ctx: TAppContext,
  tx: TTx,
  userId: string,
  passwordHash: string,
  keepSessionId?: string,
): Promise<number> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  const others = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
  let ended = 0;
  for (const s of others) if (await deleteSession(ctx, s.id, tx)) ended++;
  return ended;
}
