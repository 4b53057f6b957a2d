/**
 * The sessions this server process has looked up, kept in memory so that a request does not look
 * its session up again (the lookup was a second statement on every API request, a quarter of a list
 * request's CPU). Safe across instances because it is kept only while this process listens to the
 * database's `portal_auth` notifications (migration 0008): triggers on sessions, users,
 * user_accounts, accounts and companies name, at commit, the sessions, users, accounts or
 * companies a change concerns, and every instance forgets the sessions made of them. While the
 * listening connection is not up (at start, after a loss, while reconnecting) nothing is kept and
 * every request looks its session up as before; when it is up again, everything is forgotten, as
 * notifications may have been missed meanwhile.
 *
 * What is kept is the lookup's answer as the database gave it, including last_seen_at as it was
 * then: other instances write last_seen_at without telling anyone, so a kept session whose idle
 * end seems passed is looked up again before it is called expired (session-context.ts).
 */
import type { TRole } from '../../shared/domain/accounts.ts';
import type { TClosedAccount, TSessionRow, TSessionUser } from './session-context.ts';

/** One session as its lookup answered it (session-context.ts `loadSession`). */
export interface TSessionLookup {
  session: TSessionRow;
  realUser: TSessionUser;
  realIsVendor: boolean;
  proxiedUser: TSessionUser | null;
  proxiedIsVendor: boolean;
  /** account id -> role of the effective user */
  roles: ReadonlyMap<string, TRole>;
  closedAccounts: ReadonlyMap<string, TClosedAccount>;
}

/** Sessions kept at most; the oldest kept goes first. */
const MAX_ENTRIES = 10_000;

export class AuthCache {
  private readonly entries = new Map<string, TSessionLookup>();
  /** Counts the forgettings, so a lookup that ran across one is not kept (it may have read the old state). */
  private generation = 0;
  private listening = false;
  /** Notifications applied so far. */
  notifications = 0;

  /** Whether sessions are kept: only while the notifications are listened to. */
  get live(): boolean {
    return this.listening;
  }

  /** The kept lookup of session `id`, if any. */
  get(id: string): TSessionLookup | undefined {
    return this.listening ? this.entries.get(id) : undefined;
  }

  /** Call before a lookup; pass the answer to `keep`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a lookup made since `mark` answered `mark`, unless something was forgotten meanwhile. */
  keep(id: string, lookup: TSessionLookup, mark: number): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(id)) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(id, lookup);
  }

  /** Forgets one session (this process changed or ended it). */
  forget(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  /** Applies one `portal_auth` notification: a JSON array of tokens (migration 0008). */
  apply(payload: string): void {
    this.notifications++;
    this.generation++;
    let tokens: unknown;
    try {
      tokens = JSON.parse(payload);
    } catch {
      tokens = undefined;
    }
    if (!Array.isArray(tokens)) return this.entries.clear();
    for (const token of tokens) {
      if (typeof token !== 'string' || token === '*') return this.entries.clear();
      const kind = token.slice(0, 2);
      const id = token.slice(2);
      if (kind === 's:') this.entries.delete(id);
      else if (kind === 'u:') this.forgetWhere((e) => e.session.userId === id || e.session.proxyUserId === id);
      else if (kind === 'a:') this.forgetWhere((e) => e.roles.has(id));
      else if (kind === 'c:')
        this.forgetWhere((e) => e.realUser.companyId === id || e.proxiedUser?.companyId === id);
      else return this.entries.clear();
    }
  }

  /** The notifications are listened to (again): start keeping, from nothing. */
  up(): void {
    this.generation++;
    this.entries.clear();
    this.listening = true;
  }

  /** The listening connection is lost: keep nothing until it is up again. */
  down(): void {
    this.generation++;
    this.entries.clear();
    this.listening = false;
  }

  private forgetWhere(test: (entry: TSessionLookup) => boolean): void {
    for (const [id, entry] of this.entries) if (test(entry)) this.entries.delete(id);
  }
}
