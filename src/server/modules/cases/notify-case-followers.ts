import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { caseFollowers, cases, userAccounts, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { mailLater, mailUser, type TMailOutcome } from '../../platform/mail.ts';
import { caseMailMessages } from '../../../shared/i18n/case-messages.ts';

/** What a follower is told about: a new note, a closure request, or a new state (closure accepted included). */
export type TFollowerEvent =
  | { kind: 'note'; author: string; note: string }
  | { kind: 'closureRequested'; author: string }
  | { kind: 'stateChanged' };

/** The longest part of a note quoted in the e-mail. */
const NOTE_QUOTE_MAX = 1000;

/**
 * E-mails every follower of the case about a change, in each one's language, when their e-mail
 * notification setting is on (`mailUser`). The user who made the change is not told, nor a
 * follower who no longer holds the case's account (unless vendor staff with all accounts).
 * Returns each follower's outcome.
 */
export async function notifyCaseFollowers(
  ctx: TAppContext,
  caseNo: number,
  event: TFollowerEvent,
  byUserId: string,
): Promise<(TMailOutcome | 'skipped')[]> {
  const rows = await ctx.database.db
    .select({
      accountId: cases.accountId,
      title: cases.title,
      state: cases.state,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      settings: users.settings,
    })
    .from(caseFollowers)
    .innerJoin(cases, eq(cases.caseNo, caseFollowers.caseNo))
    .innerJoin(users, eq(users.id, caseFollowers.userId))
    .where(
      and(
        eq(caseFollowers.caseNo, caseNo),
        ne(caseFollowers.userId, byUserId),
        or(
          eq(users.hasAccessToAllAccounts, true),
          sql`exists (select 1 from ${userAccounts} ua where ua.user_id = ${users.id} and ua.account_id = ${cases.accountId})`,
        ),
      ),
    );
  const m = caseMailMessages;
  return Promise.all(
    rows.map((row) =>
      mailUser(ctx, row, {
        subjectId: m.followerSubject.id,
        bodyId: m.followerBody.id,
        values: {
          caseNumber: String(caseNo),
          title: row.title,
          state: row.state,
          event: event.kind,
          author: 'author' in event ? event.author : '',
          note: event.kind === 'note' ? event.note.slice(0, NOTE_QUOTE_MAX) : '',
        },
        kind: `case.followed.${event.kind}`,
        accountId: row.accountId,
        reference: String(caseNo),
      }),
    ),
  );
}

/** Sends in the background: a slow or failing mail server never delays or fails the request. */
export function notifyCaseFollowersLater(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  caseNo: number,
  event: TFollowerEvent,
  byUserId: string,
): void {
  mailLater(log, notifyCaseFollowers(ctx, caseNo, event, byUserId), { caseNo, event: event.kind });
}
