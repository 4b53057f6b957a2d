/**
 * Case and ticket rules (spec sections 3, 4 and 9). Pure functions only.
 */
import type { TRole } from './accounts.ts';
import { zonedDay } from './time-zone.ts';

export type TCaseState = 'open' | 'resolved' | 'closed';

/** What a case's closure looks like at a given moment. */
export interface TClosureFacts {
  state: TCaseState;
  closureRequested: boolean;
}

/**
 * Spec section 4: "closure can be requested and becomes closed only after acceptance". A closure
 * is requested (with a reason) on an open or resolved case that has no pending request.
 */
export function canRequestClosure(c: TClosureFacts): boolean {
  return c.state !== 'closed' && !c.closureRequested;
}

/** A pending closure request can be accepted; the case then becomes closed. */
export function canAcceptClosure(c: TClosureFacts): boolean {
  return c.state !== 'closed' && c.closureRequested;
}

/**
 * A pending closure request can be refused instead (with a reason); the case stays as it was. Who
 * refuses (issue 29; product decision): vendor staff who hold the account (route access
 * staff-account), as they know whether the work is done; the customer reads the reason on the
 * case's timeline.
 */
export function canRefuseClosure(c: TClosureFacts): boolean {
  return canAcceptClosure(c);
}

/** Days after its closure during which a case can be reopened (CASE_REOPEN_DAYS configures it). */
export const DEFAULT_CASE_REOPEN_DAYS = 14;

/**
 * Until when a case can be reopened (with a reason): a closed case, for `days` days after it was
 * closed; null when it cannot be reopened at all (not closed).
 */
export function reopenUntil(c: { state: TCaseState; closedAt: Date | null }, days: number): Date | null {
  if (c.state !== 'closed' || !c.closedAt) return null;
  return new Date(c.closedAt.getTime() + days * 86_400_000);
}

/** Whether a case can be reopened at `now`. */
export function canReopen(
  c: { state: TCaseState; closedAt: Date | null },
  days: number,
  now: Date = new Date(),
): boolean {
  const until = reopenUntil(c, days);
  return until !== null && now.getTime() <= until.getTime();
}

/**
 * Who accepts a closure (the spec is silent; product decision): an Administrator of the account,
 * i.e. the customer's Administrator or vendor staff holding the account as Administrator. The
 * person who asked may accept only when they are such an Administrator themselves.
 */
export const CLOSURE_ACCEPT_MIN_ROLE: TRole = 'Administrator';

/** Roles that may create cases and tickets, add notes and attachments and ask for closure: Guests only read. */
export const CASE_WRITE_MIN_ROLE: TRole = 'User';

/** Resolution time in whole days elapsed between creation and resolution (floor), or null while unresolved. */
export function resolutionDays(createdAt: Date, resolvedAt: Date | null | undefined): number | null {
  if (!resolvedAt) return null;
  return Math.max(0, Math.floor((resolvedAt.getTime() - createdAt.getTime()) / 86_400_000));
}

/** Priority 1-4 shown as Critical, High, Medium, Low; new cases are Priority 3 (Medium), spec section 9. */
export const NEW_CASE_PRIORITY = 3;
/**
 * Spec section 9: a new case is visible after about 5 minutes and answered within 24 hours. The
 * 24 hours are the default target of Priority 3; each priority's target is configuration
 * (CASE_RESPONSE_HOURS, server/platform/support-centre.ts).
 */
export const NEW_CASE_VISIBLE_IN_MINUTES = 5;
export const NEW_CASE_RESPONSE_WITHIN_HOURS = 24;
/** Spec section 9: notes appear in reports within 24 hours (said under the Add note field). */
export const NOTE_IN_REPORTS_WITHIN_HOURS = 24;

/**
 * Ticket priority from impact and urgency (1 = highest each), an ITIL-style matrix (the spec is
 * silent): impact + urgency of 2-3 is Critical (1), 4 High (2), 5-6 Medium (3), 7-8 Low (4).
 */
export function ticketPriority(impact: number, urgency: number): 1 | 2 | 3 | 4 {
  const score = impact + urgency;
  if (score <= 3) return 1;
  if (score === 4) return 2;
  if (score <= 6) return 3;
  return 4;
}

/**
 * A new case's priority: the customer may say how bad it is with impact and urgency (both or
 * neither); it then follows the ticket rule (ticketPriority), else it is Priority 3 (spec section
 * 9). Priority 1 (Critical) is Severity 1: a system down.
 */
export function casePriority(level: { impact?: number; urgency?: number }): 1 | 2 | 3 | 4 {
  if (level.impact === undefined || level.urgency === undefined) return NEW_CASE_PRIORITY;
  return ticketPriority(level.impact, level.urgency);
}

/** The last `days` UTC calendar days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now: Date = new Date(), timeZone = 'UTC'): string[] {
  const today = Date.parse(`${zonedDay(now.getTime(), timeZone)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
