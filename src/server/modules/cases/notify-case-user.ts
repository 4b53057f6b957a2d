import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cases, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { translate } from '../../platform/i18n.ts';
import { mailerFor, type TMailOutcome } from '../../platform/mail.ts';
import {
  NEW_CASE_RESPONSE_WITHIN_HOURS,
  NEW_CASE_VISIBLE_IN_MINUTES,
} from '../../../shared/domain/cases.ts';
import { caseMailMessages } from '../../../shared/i18n/case-messages.ts';
import { DEFAULT_LOCALE, matchLocale } from '../../../shared/i18n/locales.ts';

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
  if (!row || !row.email || !row.settings.emailNotifications) return 'skipped';
  const locale = matchLocale(row.locale ?? row.settings.language) ?? DEFAULT_LOCALE;
  const values = {
    name: `${row.firstName} ${row.lastName}`.trim(),
    caseNumber: String(row.caseNo),
    title: row.title,
    state: row.state,
    priority: String(row.priority),
    minutes: NEW_CASE_VISIBLE_IN_MINUTES,
    hours: NEW_CASE_RESPONSE_WITHIN_HOURS,
    portalName: ctx.config.portalName,
  };
  const m = caseMailMessages;
  const [subjectId, bodyId] =
    event === 'created' ? [m.createdSubject.id, m.createdBody.id] : [m.stateSubject.id, m.stateBody.id];
  return mailerFor(ctx).send({
    to: row.email,
    subject: translate(locale, subjectId, values),
    text: translate(locale, bodyId, values),
    locale,
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
  notifyCaseUser(ctx, caseNo, event).catch((err: unknown) => {
    log.error({ err, caseNo, event }, 'case e-mail failed');
  });
}
