import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cases, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { mailLater, mailUser, type TMailOutcome } from '../../platform/mail.ts';
import { responseHoursOf } from '../../platform/support-centre.ts';
import { NEW_CASE_VISIBLE_IN_MINUTES } from '../../../shared/domain/cases.ts';
import { caseMailMessages } from '../../../shared/i18n/case-messages.ts';

export type TCaseMailEvent = 'created' | 'stateChanged';

/**
 * E-mails the case's user about its creation or a change of state, in the user's language, when
 * their e-mail notification setting is on. Returns what happened ('skipped' when the user has no
 * e-mail, turned notifications off, or the case has no user).
 */
export async function notifyCaseUser(
  ctx: TAppContext,
  caseNo: number,
  event: TCaseMailEvent,
): Promise<TMailOutcome | 'skipped'> {
  const [row] = await ctx.database.db
    .select({
      caseNo: cases.caseNo,
      accountId: cases.accountId,
      title: cases.title,
      state: cases.state,
      priority: cases.priority,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      settings: users.settings,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .where(eq(cases.caseNo, caseNo));
  if (!row) return 'skipped';
  const m = caseMailMessages;
  const [subject, body] = event === 'created' ? [m.createdSubject, m.createdBody] : [m.stateSubject, m.stateBody];
  return mailUser(ctx, row, {
    subjectId: subject.id,
    bodyId: body.id,
    values: {
      caseNumber: String(row.caseNo),
      title: row.title,
      state: row.state,
      priority: String(row.priority),
      minutes: NEW_CASE_VISIBLE_IN_MINUTES,
      hours: responseHoursOf(ctx.config.caseResponseHours, row.priority),
    },
    kind: event === 'created' ? 'case.created' : 'case.stateChanged',
    accountId: row.accountId,
    reference: String(row.caseNo),
  });
}

/** Sends in the background: a slow or failing mail server never delays or fails the request. */
export function notifyCaseUserLater(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  caseNo: number,
  event: TCaseMailEvent,
): void {
  mailLater(log, notifyCaseUser(ctx, caseNo, event), { caseNo, event });
}
