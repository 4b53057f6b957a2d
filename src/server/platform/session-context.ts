import crypto from 'node:crypto';
import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accounts, sessions, userAccounts, users } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { AppError } from './app-error.ts';
import { auditSessionEnd } from './audit.ts';
import { AuthCache, type TSessionLookup } from './auth-cache.ts';
import type { TDatabase, TDbOrTx } from './db.ts';
import type { TRole } from '../../shared/domain/accounts.ts';
import { roleAtLeast } from '../../shared/domain/permissions.ts';

export const SESSION_COOKIE = 'portal_sid';
/** The notifications that tell each server process which kept sessions to forget (migration 0008). */
const AUTH_CHANNEL = 'portal_auth';
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
  roles: ReadonlyMap<string, TRole>;
  /** The accounts among `roles` whose data is not served: locked, or without Customer 360 association. */
  closedAccounts: ReadonlyMap<string, TClosedAccount>;
  /** When the session counts as last seen (ms): see `idleExpiry`. */
  seenAt: number;
}

/**
 * When a session seen at `seenAt` ends if idle for `idleSeconds` (by default its own), never after
 * its absolute end (ms).
 */
export function idleExpiry(
  session: Pick<TSessionRow, 'absoluteExpiresAt' | 'idleSeconds'>,
  seenAt: number,
  idleSeconds = session.idleSeconds,
): number {
  return Math.min(seenAt + idleSeconds * 1000, session.absoluteExpiresAt.getTime());
}

/** Tells the browser when the session ends if idle (X-Session-Expires drives its countdown). */
export function announceIdleExpiry(reply: FastifyReply, expiresAt: number): void {
  reply.header('X-Session-Expires', String(expiresAt));
}

/** Why an account the user holds shows its own page instead of its data (spec section 1). */
export type TClosedAccount = 'locked' | 'noCustomer360';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TAuth;
    /** Why a session cookie signed nobody in: its session ended idle (or is gone), or reached its absolute end. */
    sessionExpired?: 'idle' | 'absolute';
  }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** How many recent sessions the two maps below keep; when full, a map is cleared. */
const RECENT_SESSIONS_MAX = 20_000;
const sessionIds = new Map<string, string>();

/**
 * The session id of a cookie token (its SHA-256), kept for recent tokens: every API request of a
 * signed-in user needs it, and hashing it again each time was 2-3% of the CPU of a list request.
 * Bounded: cleared when full. A token signed out or expired stays mapped until then, harmlessly
 * (its id finds no session).
 */
function sessionIdOf(token: string): string {
  let id = sessionIds.get(token);
  if (id === undefined) {
    id = hashToken(token);
    if (sessionIds.size >= RECENT_SESSIONS_MAX) sessionIds.clear();
    sessionIds.set(token, id);
  }
  return id;
}

const touchedAt = new Map<string, number>();

/**
 * Whether this request is the one to write the session's last_seen_at: the session was last seen
 * (by its row or by this process's latest write) longer ago than `every` ms. One write per session
 * and interval, however many of its requests arrive together: a page that sends 20 requests at the
 * moment the interval ends wrote the same row 20 times, each waiting for the other's row lock and
 * commit while holding a pooled connection. Returns the time the session counts as last seen.
 */
function claimTouch(
  id: string,
  rowSeenAt: number,
  now: number,
  every: number,
): { seenAt: number; write: boolean } {
  const seenAt = Math.max(rowSeenAt, touchedAt.get(id) ?? 0);
  if (now - seenAt <= every) return { seenAt, write: false };
  if (touchedAt.size >= RECENT_SESSIONS_MAX) touchedAt.clear();
  touchedAt.set(id, now);
  return { seenAt: now, write: true };
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

type TColumns = [key: string, column: Column][];
const sessionColumns: TColumns = Object.entries(getTableColumns(sessions));
// Every column of the users but the password hash, which only sign-in reads.
const userColumns: TColumns = Object.entries(getTableColumns(users)).filter(
  ([key]) => key !== 'passwordHash',
);

/** A row of `columns` from the values at `from`, each value as its drizzle column maps it (timestamps to Dates ...). */
function mapColumns<T>(columns: TColumns, values: readonly unknown[], from: number): T {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i]!;
    const value = values[from + i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** The proxied user's row from its JSON (keys are the row's keys), each value mapped by its column. */
function proxiedUserRow(json: Record<string, unknown> | null): TSessionUser | null {
  return (
    json &&
    mapColumns(
      userColumns,
      userColumns.map(([key]) => json[key]),
      0,
    )
  );
}

const columnList = (alias: string, columns: TColumns) =>
  columns.map(([, c]) => `${alias}."${c.name}"`).join(', ');

/** An account's TClosedAccount, or null when its data is served (`a` is the accounts row). */
const CLOSED = `case when a.locked then 'locked' when not a.customer360_associated then 'noCustomer360' end`;

/**
 * The session, the signed-in person, the proxied user (if any) and the effective user's roles, in
 * ONE statement: every API request pays for it, so it must stay a single round trip, and it runs
 * prepared through `TDatabase.query` (rows described once per connection by the driver). The
 * proxied user comes as one JSON value, null unless the session proxies, so the usual session reads
 * one field for it instead of a null per column. Values, in order: the session's columns, the real
 * user's, whether the real user's company is the vendor, the proxied user, whether the proxied
 * user's company is the vendor, and the roles as [account id, role, TClosedAccount | null]. While
 * proxying, the roles are the customer's on the accounts the staff member may use (held, or all of
 * them with access to all accounts): acting as a customer never opens an account the staff member
 * lacks.
 */
const SESSION_LOOKUP = `select ${columnList('s', sessionColumns)}, ${columnList('ru', userColumns)}, rc.is_vendor,
  case when pu.id is null then null else json_build_object(${userColumns.map(([key, c]) => `'${key}', pu."${c.name}"`).join(', ')}) end,
  pc.is_vendor,
  case when coalesce(pc.is_vendor and pu.has_access_to_all_accounts, s.proxy_user_id is null and rc.is_vendor and ru.has_access_to_all_accounts)
    then (select coalesce(json_agg(json_build_array(a.id, 'Administrator', ${CLOSED})), '[]'::json) from accounts a)
    else (select coalesce(json_agg(json_build_array(ua.account_id, ua.role, ${CLOSED})), '[]'::json) from user_accounts ua
          join accounts a on a.id = ua.account_id
          where ua.user_id = coalesce(s.proxy_user_id, s.user_id)
            and (s.proxy_user_id is null or (rc.is_vendor and ru.has_access_to_all_accounts)
                 or exists (select 1 from user_accounts sa where sa.user_id = s.user_id and sa.account_id = ua.account_id)))
  end
  from sessions s
  join users ru on ru.id = s.user_id
  join companies rc on rc.id = ru.company_id
  left join users pu on pu.id = s.proxy_user_id
  left join companies pc on pc.id = pu.company_id
  where s.id = $1`;

async function loadSession(ctx: TAppContext, id: string): Promise<TSessionLookup | undefined> {
  const [values] = await ctx.database.query({ text: SESSION_LOOKUP, params: [id] }, { prepare: true });
  if (!values) return undefined;
  let at = sessionColumns.length + userColumns.length;
  const realIsVendor = values[at++] === true;
  const proxiedUser = proxiedUserRow(values[at++] as Record<string, unknown> | null);
  const proxiedIsVendor = values[at++] === true;
  const granted = values[at] as [string, TRole, TClosedAccount | null][];
  const closedAccounts = new Map<string, TClosedAccount>();
  for (const [accountId, , closed] of granted) if (closed) closedAccounts.set(accountId, closed);
  return {
    session: mapColumns<TSessionRow>(sessionColumns, values, 0),
    realUser: mapColumns<TSessionUser>(userColumns, values, sessionColumns.length),
    realIsVendor,
    proxiedUser,
    proxiedIsVendor,
    roles: new Map(granted.map(([accountId, role]) => [accountId, role])),
    closedAccounts,
  };
}

/** Each database's kept sessions (one per portal; see auth-cache.ts). */
const authCaches = new WeakMap<TDatabase, AuthCache>();

/**
 * Whether the portal on `database` keeps the sessions it looks up (it listens to their changes), and
 * how many notifications of changes it has applied.
 */
export function sessionKeeping(database: TDatabase): { live: boolean; notifications: number } {
  const cache = authCaches.get(database);
  return { live: cache?.live ?? false, notifications: cache?.notifications ?? 0 };
}

/** Looks session `id` up in the database, and keeps the answer while that is safe. */
async function lookUpSession(ctx: TAppContext, cache: AuthCache, id: string): Promise<TSessionLookup | undefined> {
  const mark = cache.mark();
  const found = await loadSession(ctx, id);
  if (found) cache.keep(id, found, mark);
  return found;
}

/** Resolves on the event loop's next turn, after the input that arrived with this one was handled. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads the session cookie on every /mapi (and /local-processor) request and fills `req.auth`. Idle and absolute expiry
 * are enforced here, on the server: an expired session is deleted and the request goes on
 * anonymous with `req.sessionExpired` set.
 */
export function registerSessionContext(app: FastifyInstance, ctx: TAppContext): void {
  const cache = new AuthCache();
  authCaches.set(ctx.database, cache);
  const listening = ctx.database.listen(AUTH_CHANNEL, {
    notify: (payload) => cache.apply(payload),
    up: () => cache.up(),
    down: () => cache.down(),
  });
  app.addHook('onClose', async () => {
    await listening.stop();
    cache.down();
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = req.cookies[SESSION_COOKIE];
    // The built-in card processor's tokenisation (modules/payments) is for signed-in users too.
    const signedInArea = req.url.startsWith('/mapi/') || req.url.startsWith('/local-processor/');
    if (!token || token.length > 200 || !signedInArea) return;
    const { db } = ctx.database;
    const id = sessionIdOf(token);
    let row = cache.get(id);
    if (row) {
      // A notification that reached this process with the request is applied before it is answered.
      await nextTurn();
      row = cache.get(id);
    }
    let fresh = !row;
    row ??= await lookUpSession(ctx, cache, id);
    if (!row) {
      // Gone: ended idle and swept, or signed out. Inactivity is by far the likelier.
      req.sessionExpired = 'idle';
      return;
    }
    const now = Date.now();
    const seenAt = (r: TSessionLookup) => Math.max(r.session.lastSeenAt.getTime(), touchedAt.get(id) ?? 0);
    let endsAt = idleExpiry(row.session, seenAt(row));
    if (now > endsAt && !fresh) {
      // Kept since an earlier request: another instance may have seen the session since.
      fresh = true;
      cache.forget(id);
      row = await lookUpSession(ctx, cache, id);
      if (!row) {
        req.sessionExpired = 'idle';
        return;
      }
      endsAt = idleExpiry(row.session, seenAt(row));
    }
    const { session } = row;
    if (now > endsAt) {
      // The limit reached first is the reason.
      const reason = endsAt === session.absoluteExpiresAt.getTime() ? 'absolute' : 'idle';
      req.sessionExpired = reason;
      cache.forget(id);
      // Whoever deletes the row records the expiry (this request or the periodic sweep), once.
      await ctx.database.db.transaction(async (tx) => {
        if (!(await deleteSession(ctx, id, tx))) return;
        await auditSessionEnd(
          tx,
          req.ip,
          { ...session, login: row.realUser.login, proxyLogin: row.proxiedUser?.login ?? null },
          'session_expired',
          { reason },
        );
      });
      return;
    }
    const real = { user: row.realUser, isVendor: row.realIsVendor };
    if (session.proxyUserId && !row.proxiedUser) return;
    const effective = row.proxiedUser
      ? { user: row.proxiedUser, isVendor: row.proxiedIsVendor }
      : real;
    // A route the page calls by itself (config.notActivity: the live-events stream, whose answer the
    // browser's countdown never reads) is no activity: else the server would end the session later
    // than the browser says, and a stream reopened by itself would keep an idle session alive.
    const activity = req.routeOptions.config?.notActivity !== true;
    const touch = activity
      ? claimTouch(id, session.lastSeenAt.getTime(), now, Math.min(TOUCH_EVERY_MS, session.idleSeconds * 250))
      : { seenAt: seenAt(row), write: false };
    if (touch.write) {
      try {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, id));
      } catch (err) {
        touchedAt.delete(id);
        throw err;
      }
    }
    if (activity) announceIdleExpiry(reply, idleExpiry(session, touch.seenAt));
    req.auth = {
      session,
      user: effective.user,
      realUser: real.user,
      realUserId: real.user.id,
      isProxy: Boolean(session.proxyUserId),
      isVendor: effective.isVendor,
      realIsVendor: real.isVendor,
      allAccounts: effective.isVendor && effective.user.hasAccessToAllAccounts,
      roles: row.roles,
      closedAccounts: row.closedAccounts,
      seenAt: touch.seenAt,
    };
  });

  // A request that may have changed its own session or user (signing out, switching the account,
  // starting a proxy, saving settings) drops the kept lookup before it answers, so the browser's
  // next request reads the change here even before the notification arrives.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token && req.method !== 'GET' && req.method !== 'HEAD' && token.length <= 200)
      cache.forget(sessionIdOf(token));
    done(null, payload);
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

/**
 * The signed-in context, or a 401: the session reached its absolute end, expired (idle or gone),
 * or there was none (not logged in).
 */
export function requireAuth(req: FastifyRequest): TAuth {
  if (req.auth) return req.auth;
  throw new AppError(req.sessionExpired ? EXPIRED_CODES[req.sessionExpired] : 'ServerValidation.401NotLoggedIn');
}

const EXPIRED_CODES = {
  idle: 'ServerValidation.401SessionExpired',
  absolute: 'ServerValidation.401SessionLifetimeEnded',
} as const;

/**
 * Checks on the server that the acting user may use `accountId` with at least `minRole`, having
 * accepted the terms of use. A foreign account is refused with 403 and nothing of it is read; an
 * account of the user's that is locked (400 AccountLocked) or without Customer 360 association
 * (404 UserNotInCustomer360) serves no data either, as its pages in the browser show none.
 */
export function requireAccount(req: FastifyRequest, accountId: string, minRole: TRole = 'Guest'): TAuth {
  const auth = requireAuth(req);
  if (!auth.user.termsAcceptedAt && !auth.isProxy) throw new AppError('ServerValidation.403TermsNotAccepted');
  const role = auth.roles.get(accountId);
  if (!role) throw new AppError('ServerValidation.403NoAccountAccess', { detail: `account ${accountId}` });
  if (!roleAtLeast(role, minRole)) throw new AppError('ServerValidation.403Forbidden');
  const closed = auth.closedAccounts.get(accountId);
  if (closed === 'locked') throw new AppError('ServerValidation.400AccountLocked');
  if (closed === 'noCustomer360') throw new AppError('ServerValidation.404UserNotInCustomer360');
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

/**
 * Deletes a session (in `db`, the transaction that also records why, when there is one); the
 * deleted row, or undefined when it was already gone.
 */
export async function deleteSession(
  ctx: TAppContext,
  sessionId: string,
  db: TDbOrTx = ctx.database.db,
): Promise<TSessionRow | undefined> {
  authCaches.get(ctx.database)?.forget(sessionId);
  const [row] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning();
  return row;
}
