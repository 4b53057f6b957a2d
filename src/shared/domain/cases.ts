/**
 * Case and ticket rules (spec sections 3, 4 and 9). Pure functions only.
 */
import type { TRole } from './accounts.ts';

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

/** Spec section 9: a new case is visible after about 5 minutes and answered within 24 hours. */
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

/** The last `days` UTC calendar days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
