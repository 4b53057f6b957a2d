import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { repairEvents, repairs, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { mailLater, mailUser } from '../../platform/mail.ts';
import type { TQuoteAnswerRequest, TQuoteState, TRepairStep } from '../../../shared/contracts/repairs.ts';
import {
  QUOTE_REPLY_DAYS,
  SIM_CARD_QUOTE_REPLY_DAYS,
  SIM_CARD_REMINDER_DAYS_BEFORE,
  quoteReplyBy,
} from '../../../shared/domain/repairs.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { drawFromBank, notifyLowBalanceLater } from './repair-bank.ts';
import { repairMailMessages } from '../../../shared/i18n/repair-messages.ts';

/** What a quote e-mail tells: an answer, the return of an unanswered quote, the SIM-card reminder. */
export type TQuoteMailEvent = Exclude<TQuoteState, 'open'> | 'reminder';

const STATE_OF: Record<TQuoteAnswerRequest['decision'], Exclude<TQuoteState, 'open'>> = {
  accept: 'accepted',
  reject: 'rejected',
  dispute: 'disputed',
};

/** The timeline steps an answer adds: accepted → approved and in repair; rejected → returned unrepaired. */
const STEPS_OF: Record<Exclude<TQuoteState, 'open'>, TRepairStep[]> = {
  accepted: ['approved', 'inRepair'],
  rejected: ['returnedUnrepaired'],
  disputed: ['disputed'],
  expired: ['returnedUnrepaired'],
};

/**
 * POST /mapi/repairs/:repairNumber/quote: answers the repair's open quote in one transaction. The
 * update's condition (quote still unanswered) decides between two answers at once: the second
 * finds no row and is 409 'Quotation is allready resolved'. A repair of another account, or one
 * without a quote, is 404. The e-mail follows the commit (notifyQuoteLater).
 */
export async function answerQuote(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  repairNumber: string,
  request: TQuoteAnswerRequest,
): Promise<void> {
  const comments = request.comments?.trim() ?? '';
  if (request.decision === 'dispute' && comments === '') {
    throw new AppError('ServerValidation.400WrongParams', {
      fields: [
        {
          path: 'body.comments',
          message: { id: validationMessages.required.id, values: { field: 'Comments' } },
        },
      ],
    });
  }
  const state = STATE_OF[request.decision];
  const answered = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(repairs)
      .set({
        quoteState: state,
        quoteAnsweredAt: sql`now()`,
        quoteAnsweredBy: scope.auth.user.id,
        quoteComments: comments === '' ? null : comments,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(repairs.repairNo, repairNumber),
          eq(repairs.accountId, scope.accountId),
          isNotNull(repairs.quoteNumber),
          isNull(repairs.quoteState),
        ),
      )
      .returning({
        repairNo: repairs.repairNo,
        at: repairs.quoteAnsweredAt,
        accountId: repairs.accountId,
        customerNumber: repairs.customerNumber,
        serviceType: repairs.serviceType,
        quoteNumber: repairs.quoteNumber,
        unitPrice: repairs.unitPrice,
        currency: repairs.currency,
      });
    if (!row) return undefined;
    await tx
      .insert(repairEvents)
      .values(STEPS_OF[state].map((step) => ({ repairNo: row.repairNo, step, at: row.at! })));
    // A service-repair-bank repair's accepted quote is drawn from its bank in this transaction.
    const lowBalance = state === 'accepted' ? await drawFromBank(tx, row) : false;
    await auditScoped(tx, req, scope, 'repair_quote_answer', { repairNumber, quoteNumber: row.quoteNumber, decision: request.decision });
    return { ...row, lowBalance };
  });
  if (!answered) {
    const [found] = await ctx.database.db
      .select({ quoteNumber: repairs.quoteNumber })
      .from(repairs)
      .where(and(eq(repairs.repairNo, repairNumber), eq(repairs.accountId, scope.accountId)));
    if (!found?.quoteNumber)
      throw new AppError('ServerValidation.404NotFound', { detail: `quote of repair ${repairNumber}` });
    throw new AppError('ServerValidation.409QuotationResolved');
  }
  notifyQuoteLater(ctx, req.log, repairNumber, state, scope.auth.user.id);
  if (answered.lowBalance) notifyLowBalanceLater(ctx, req.log, repairNumber, scope.auth.user.id);
}

/**
 * E-mails a quote's change to the user who asked for the repair (or, when nobody is on record, to
 * `fallbackUserId`: the user who answered), in their language, when their e-mail notification
 * setting is on.
 */
export async function notifyQuote(
  ctx: TAppContext,
  repairNumber: string,
  event: TQuoteMailEvent,
  fallbackUserId?: string,
): Promise<'sent' | 'kept' | 'failed' | 'skipped'> {
  const { db } = ctx.database;
  const [repair] = await db.select().from(repairs).where(eq(repairs.repairNo, repairNumber));
  const recipientId = repair?.requestedBy ?? fallbackUserId;
  if (!repair || !recipientId || !repair.quoteNumber || !repair.quotationDate) return 'skipped';
  const [user] = await db.select().from(users).where(eq(users.id, recipientId));
  const [by] = repair.quoteAnsweredBy
    ? await db.select().from(users).where(eq(users.id, repair.quoteAnsweredBy))
    : [];
  const m = repairMailMessages;
  const body = {
    accepted: m.acceptedBody,
    rejected: m.rejectedBody,
    disputed: m.disputedBody,
    expired: m.expiredBody,
    reminder: m.reminderBody,
  }[event];
  return mailUser(ctx, user, {
    subjectId: event === 'reminder' ? m.reminderSubject.id : m.subject.id,
    bodyId: body.id,
    values: {
      repairNumber: repair.repairNo,
      quoteNumber: repair.quoteNumber,
      by: by ? `${by.firstName} ${by.lastName}`.trim() : '',
      comments: repair.quoteComments ?? '',
      days: QUOTE_REPLY_DAYS,
      replyBy: quoteReplyBy(repair.quotationDate, repair.quoteSimCard).toISOString().slice(0, 10),
    },
    kind: `repair.quote.${event}`,
    accountId: repair.accountId,
    reference: repair.repairNo,
  });
}

/** Sends in the background: a slow or failing mail server never delays or fails the answer. */
export function notifyQuoteLater(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  repairNumber: string,
  event: TQuoteMailEvent,
  fallbackUserId?: string,
): void {
  mailLater(log, notifyQuote(ctx, repairNumber, event, fallbackUserId), { repairNumber, event });
}

/**
 * One run of `repair-quote-expiry` at `now`: returns unrepaired every quote still unanswered
 * QUOTE_REPLY_DAYS after its quotation date (state expired, timeline returnedUnrepaired, e-mail),
 * and reminds each open SIM-card quote once, from SIM_CARD_REMINDER_DAYS_BEFORE days before its
 * reply-by date until that date. The updates' conditions make each run idempotent: a quote is
 * returned once and reminded once, however many runs or instances meet it.
 */
export async function runQuoteExpiry(
  ctx: TAppContext,
  now: Date = new Date(),
): Promise<{ returned: string[]; reminded: string[] }> {
  const { db } = ctx.database;
  const at = now.toISOString();
  const returned = await db.transaction(async (tx) => {
    const rows = await tx
      .update(repairs)
      .set({ quoteState: 'expired', quoteAnsweredAt: sql`${at}::timestamptz`, updatedAt: sql`now()` })
      .where(
        and(
          isNotNull(repairs.quoteNumber),
          isNull(repairs.quoteState),
          sql`${repairs.quotationDate} + make_interval(days => ${QUOTE_REPLY_DAYS}) <= ${at}::timestamptz`,
        ),
      )
      .returning({ repairNo: repairs.repairNo });
    if (rows.length) {
      await tx
        .insert(repairEvents)
        .values(rows.map((r) => ({ repairNo: r.repairNo, step: 'returnedUnrepaired', at: now })));
    }
    return rows.map((r) => r.repairNo);
  });
  const remindFrom = SIM_CARD_QUOTE_REPLY_DAYS - SIM_CARD_REMINDER_DAYS_BEFORE;
  const reminded = (
    await db
      .update(repairs)
      .set({ quoteRemindedAt: sql`${at}::timestamptz` })
      .where(
        and(
          isNotNull(repairs.quoteNumber),
          isNull(repairs.quoteState),
          eq(repairs.quoteSimCard, true),
          isNull(repairs.quoteRemindedAt),
          sql`${repairs.quotationDate} + make_interval(days => ${remindFrom}) <= ${at}::timestamptz`,
          sql`${repairs.quotationDate} + make_interval(days => ${SIM_CARD_QUOTE_REPLY_DAYS}) > ${at}::timestamptz`,
        ),
      )
      .returning({ repairNo: repairs.repairNo })
  ).map((r) => r.repairNo);
  for (const no of returned) await notifyQuote(ctx, no, 'expired');
  for (const no of reminded) await notifyQuote(ctx, no, 'reminder');
  return { returned, reminded };
}

/** The job: every hour (minute 7, UTC); not retried, the next hour's run is its retry. */
export const REPAIR_QUOTE_EXPIRY_CRON = '7 * * * *';

export function registerQuoteExpiry(ctx: TAppContext): void {
  const job = defineJob({
    name: 'repair-quote-expiry',
    retry: { limit: 0 },
    handler: async (_data, run) => {
      const { returned, reminded } = await runQuoteExpiry(run.ctx);
      if (returned.length || reminded.length)
        run.log.info({ returned: returned.length, reminded: reminded.length }, 'repair quotes');
    },
  });
  void ctx.jobs.declare(job, { cron: REPAIR_QUOTE_EXPIRY_CRON });
}
