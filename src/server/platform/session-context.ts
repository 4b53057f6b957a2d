import crypto from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accounts, companies, sessions, userAccounts, users } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { AppError } from './app-error.ts';
import { auditSessionEnd } from './audit.ts';
import type { TRole } from '../../shared/domain/accounts.ts';

export const SESSION_COOKIE = 'portal_sid';
/** last_seen_at is written at most this often (or a quarter of the idle time), so reads stay reads. */
const TOUCH_EVERY_MS = 30_000;

export type TUserRow = typeof users.$inferSelect;
/** A user as every request knows it: the row without its password hash, which only sign-in reads. */
export type TSessionUser = Omit<TUserRow, 'passwordHash'>;
export type TSessionRow = typeof sessions.$inferSelect;

/** Who is acting on this request. In proxy mode `user` is the proxied customer, `realUser` the staff. */
export interface TAuth {
  session: TSessionRow;
  user: TSessionUser;
  realUser: TSessionUser;
  realUserId: string;
  isProxy: boolean;
  isVendor: boolean;
  /** whether the real (signed-in) person is vendor staff */
  realIsVendor: boolean;
  allAccounts: boolean;
  /** account id -> role of the effective user */
  roles: Map<string, TRole>;
  idleExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TAuth;
    sessionExpired?: boolean;
  }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The roles a user holds per account (all accounts as Administrator for all-accounts vendor users). */
export async function loadRoles(
  ctx: TAppContext,
  user: TUserRow,
  isVendor: boolean,
): Promise<Map<string, TRole>> {
  const { db } = ctx.database;
  if (isVendor && user.hasAccessToAllAccounts) {
    const rows = await db.select({ id: accounts.id }).from(accounts);
    return new Map(rows.map((r) => [r.id, 'Administrator' as TRole]));
  }
  const rows = await db
    .select({ accountId: userAccounts.accountId, role: userAccounts.role })
    .from(userAccounts)
    .where(eq(userAccounts.userId, user.id));
  return new Map(rows.map((r) => [r.accountId, r.role as TRole]));
}

const realUser = alias(users, 'real_user');
const realCompany = alias(companies, 'real_company');
const proxiedUser = alias(users, 'proxied_user');
const proxiedCompany = alias(companies, 'proxied_company');
// Every column of the users but the password hash, which only sign-in reads.
const { passwordHash: _realHash, ...realUserColumns } = getTableColumns(realUser);
const { passwordHash: _proxiedHash, ...proxiedUserColumns } = getTableColumns(proxiedUser);

/**
 * The proxied user as one JSON value (null unless the session proxies), so the usual session,
 * which does not, reads one field for it instead of a null per column; keys are the row's keys.
 */
const proxiedUserJson = sql<Record<string, unknown> | null>`case when ${proxiedUser.id} is null then null else json_build_object(${sql.join(
  Object.entries(proxiedUserColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) end`;

/** The proxied user's row from its JSON, each value as its column maps it (timestamps to Dates ...). */
function proxiedUserRow(json: Record<string, unknown> | null): TSessionUser | null {
  if (!json) return null;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(proxiedUserColumns)) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TSessionUser;
}

/**
 * The session, the signed-in person, the proxied user (if any) and the effective user's roles, in
 * ONE statement: every API request pays for it, so it must stay a single round trip, and it is a
 * prepared statement built once per database (building it per request was a quarter of the CPU
 * time of a list request).
 */
function sessionLookup(db: TAppContext['database']['db']) {
  const effectiveId = sql`coalesce(${sessions.proxyUserId}, ${sessions.userId})`;
  const allAccounts = sql`coalesce(${proxiedCompany.isVendor} and ${proxiedUser.hasAccessToAllAccounts}, ${sessions.proxyUserId} is null and ${realCompany.isVendor} and ${realUser.hasAccessToAllAccounts})`;
  return db
    .select({
      session: sessions,
      realUser: realUserColumns,
      realIsVendor: realCompany.isVendor,
      proxiedUser: proxiedUserJson,
      proxiedIsVendor: proxiedCompany.isVendor,
      roles: sql<[string, TRole][]>`case when ${allAccounts}
        then (select coalesce(json_agg(json_build_array(a.id, 'Administrator')), '[]'::json) from ${accounts} a)
        else (select coalesce(json_agg(json_build_array(ua.account_id, ua.role)), '[]'::json) from ${userAccounts} ua where ua.user_id = ${effectiveId})
        end`,
    })
    .from(sessions)
    .innerJoin(realUser, eq(realUser.id, sessions.userId))
    .innerJoin(realCompany, eq(realCompany.id, realUser.companyId))
    .leftJoin(proxiedUser, eq(proxiedUser.id, sessions.proxyUserId))
    .leftJoin(proxiedCompany, eq(proxiedCompany.id, proxiedUser.companyId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('portal_session_lookup');
}

const sessionLookups = new WeakMap<object, ReturnType<typeof sessionLookup>>();

async function loadSessionRow(ctx: TAppContext, id: string) {
  const { db } = ctx.database;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ id });
  return row && { ...row, proxiedUser: proxiedUserRow(row.proxiedUser) };
}

/**
 * Reads the session cookie on every /mapi request and fills `req.auth`. Idle and absolute expiry
 * are enforced here, on the server: an expired session is deleted and the request goes on
 * anonymous with `req.sessionExpired` set.
 */
export function registerSessionContext(app: FastifyInstance, ctx: TAppContext): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 200 || !req.url.startsWith('/mapi/')) return;
    const { db } = ctx.database;
    const id = hashToken(token);
    const row = await loadSessionRow(ctx, id);
    if (!row) {
      req.sessionExpired = true;
      return;
    }
    const { session } = row;
    const now = Date.now();
    const idleExpires = session.lastSeenAt.getTime() + session.idleSeconds * 1000;
    if (now > idleExpires || now > session.absoluteExpiresAt.getTime()) {
      req.sessionExpired = true;
      // Whoever deletes the row records the expiry (this request or the periodic sweep), once.
      if (await deleteSession(ctx, id)) {
        await auditSessionEnd(
          ctx,
          req.ip,
          { ...session, login: row.realUser.login, proxyLogin: row.proxiedUser?.login ?? null },
          'session_expired',
          { reason: now > idleExpires ? 'idle' : 'absolute' },
        );
      }
      return;
    }
    const real = { user: row.realUser, isVendor: row.realIsVendor };
    if (session.proxyUserId && !row.proxiedUser) return;
    const effective = row.proxiedUser
      ? { user: row.proxiedUser, isVendor: Boolean(row.proxiedIsVendor) }
      : real;
    const roles = new Map(row.roles.map(([accountId, role]) => [accountId, role]));
    let lastSeen = session.lastSeenAt;
    if (now - lastSeen.getTime() > Math.min(TOUCH_EVERY_MS, session.idleSeconds * 250)) {
      lastSeen = new Date(now);
      await db.update(sessions).set({ lastSeenAt: lastSeen }).where(eq(sessions.id, id));
    }
    const idleExpiresAt = new Date(
      Math.min(lastSeen.getTime() + session.idleSeconds * 1000, session.absoluteExpiresAt.getTime()),
    );
    reply.header('X-Session-Expires', String(idleExpiresAt.getTime()));
    req.auth = {
      session,
      user: effective.user,
      realUser: real.user,
      realUserId: real.user.id,
      isProxy: Boolean(session.proxyUserId),
      isVendor: effective.isVendor,
      realIsVendor: real.isVendor,
      allAccounts: effective.isVendor && effective.user.hasAccessToAllAccounts,
      roles,
      idleExpiresAt,
    };
  });
}

/**
 * Who may call a route is checked before its input is even validated: an anonymous caller of a
 * signed-in route gets 401, never a 400 describing the expected input. Account-level checks
 * (which account, which role) stay in the handlers, where the account id is known.
 */
export function registerAccessCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const access = req.routeOptions.config?.access;
    try {
      if (!access || access === 'public') return done();
      if (access === 'staff' || access === 'staff-account') requireStaff(req);
      else if (access === 'all-accounts') requireAllAccountsStaff(req);
      else requireAuth(req);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

/** The signed-in context, or a 401 (session expired when there was a session, else not logged in). */
export function requireAuth(req: FastifyRequest): TAuth {
  if (req.auth) return req.auth;
  throw new AppError(
    req.sessionExpired ? 'ServerValidation.401SessionExpired' : 'ServerValidation.401NotLoggedIn',
  );
}

const ROLE_ORDER: Record<TRole, number> = { Guest: 0, User: 1, Administrator: 2 };

/**
 * Checks on the server that the acting user may use `accountId` with at least `minRole`, having
 * accepted the terms of use. A foreign account is refused with 403 and nothing of it is read.
 */
export function requireAccount(req: FastifyRequest, accountId: string, minRole: TRole = 'Guest'): TAuth {
  const auth = requireAuth(req);
  if (!auth.user.termsAcceptedAt && !auth.isProxy) throw new AppError('ServerValidation.403TermsNotAccepted');
  const role = auth.roles.get(accountId);
  if (!role) throw new AppError('ServerValidation.403NoAccountAccess', { detail: `account ${accountId}` });
  if (ROLE_ORDER[role] < ROLE_ORDER[minRole]) throw new AppError('ServerValidation.403Forbidden');
  return auth;
}

/** Vendor staff only (the real identity, not a proxied one). */
export function requireStaff(req: FastifyRequest): TAuth {
  const auth = requireAuth(req);
  if (auth.isProxy || !auth.realIsVendor) throw new AppError('ServerValidation.403Forbidden');
  return auth;
}

/**
 * Vendor staff acting on an account (proxy login): the account must be one they hold, unless they
 * have access to all accounts. A foreign account is refused like any other: 403 NoAccountAccess.
 */
export function requireStaffAccount(req: FastifyRequest, accountId: string): TAuth {
  const auth = requireStaff(req);
  if (!auth.roles.has(accountId))
    throw new AppError('ServerValidation.403NoAccountAccess', {
      detail: `staff without account ${accountId}`,
    });
  return auth;
}

/** Vendor staff with access to all accounts. */
export function requireAllAccountsStaff(req: FastifyRequest): TAuth {
  const auth = requireStaff(req);
  if (!auth.allAccounts)
    throw new AppError('ServerValidation.403Forbidden', { detail: 'not all-accounts staff' });
  return auth;
}

/**
 * The accounts a signed-in person may see in lists that are not about one account (staff
 * searches, the outbox): undefined means all of them (vendor users with access to all accounts).
 */
export function visibleAccountIds(auth: TAuth): string[] | undefined {
  return auth.allAccounts ? undefined : [...auth.roles.keys()];
}

/** Deletes a session; the deleted row, or undefined when it was already gone. */
export async function deleteSession(ctx: TAppContext, sessionId: string): Promise<TSessionRow | undefined> {
  const [row] = await ctx.database.db.delete(sessions).where(eq(sessions.id, sessionId)).returning();
  return row;
}
