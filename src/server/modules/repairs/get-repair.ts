import { desc, eq } from 'drizzle-orm';
import { repairEvents } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { isoTime, textOrNull } from '../../platform/row-values.ts';
import { quoteReplyBy } from '../../../shared/domain/repairs.ts';
import type {
  TQuoteState,
  TRepairQuote,
  TRepairAddress,
  TRepairDetail,
  TRepairEvent,
  TRepairRow,
} from '../../../shared/contracts/repairs.ts';
import { repairListSql } from './repair-list.ts';

/**
 * One repair of the account: its list row, the fields only the detail shows, and its timeline
 * (newest first). The radio password is answered as set or not, never in clear. Another
 * account's repair is 404, as a missing one.
 */
export async function getRepair(
  ctx: TAppContext,
  scope: TAccountScope,
  repairNumber: string,
): Promise<TRepairDetail> {
  const row = (await findListRow(ctx, repairListSql, scope, [repairNumber], {
    billingAddress: { sql: 't.billing_address', value: 'json' },
    shippingAddress: { sql: 't.shipping_address', value: 'json' },
    endUserAddress: { sql: 't.end_user_address', value: 'json' },
    firmwareVersion: { sql: 't.firmware_version', value: 'textOrNull' },
    flashcodeVersion: { sql: 't.flashcode_version', value: 'textOrNull' },
    radioPasswordSet: { sql: "(coalesce(t.radio_password, '') <> '')", value: 'boolean' },
    encryption: { sql: 't.encryption', value: 'textOrNull' },
    fmApproval: { sql: 't.fm_approval', value: 'boolean' },
    ulApproval: { sql: 't.ul_approval', value: 'boolean' },
    estimateOption: { sql: 't.estimate_option', value: 'textOrNull' },
    ccInvoiceRecipient: { sql: 't.cc_invoice_recipient', value: 'textOrNull' },
    eInvoiceRecipients: { sql: 't.e_invoice_recipients', value: 'textList' },
    symptoms: { sql: 't.symptoms', value: 'textList' },
    requestNo: { sql: 't.request_no', value: 'textOrNull' },
    quoteSimCard: { sql: 't.quote_sim_card', value: 'boolean' },
    quoteState: { sql: 't.quote_state', value: 'textOrNull' },
    quoteAnsweredAt: { sql: 't.quote_answered_at', value: 'timeOrNull' },
    quoteAnsweredBy: {
      sql: "(select u.first_name || ' ' || u.last_name from users u where u.id = t.quote_answered_by)",
      value: 'textOrNull',
    },
    quoteComments: { sql: 't.quote_comments', value: 'textOrNull' },
  })) as
    | (TRepairRow &
        Omit<
          TRepairDetail,
          keyof TRepairRow | 'timeline' | 'quote' | 'billingAddress' | 'shippingAddress' | 'endUserAddress'
        > &
        Record<'billingAddress' | 'shippingAddress' | 'endUserAddress', unknown> & {
          quoteSimCard: boolean;
          quoteState: TQuoteState | null;
          quoteAnsweredAt: string | null;
          quoteAnsweredBy: string | null;
          quoteComments: string | null;
        })
    | undefined;
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `repair ${repairNumber}` });
  const events = await ctx.database.db
    .select()
    .from(repairEvents)
    .where(eq(repairEvents.repairNo, row.repairNumber))
    .orderBy(desc(repairEvents.at), desc(repairEvents.step));
  // jsonb as the driver parsed it (an object), or its text where a driver leaves it so.
  const address = (v: unknown): TRepairAddress | null => {
    const value: unknown = typeof v === 'string' ? JSON.parse(v) : v;
    return value && typeof value === 'object' ? (value as TRepairAddress) : null;
  };
  const { quoteSimCard, quoteState, quoteAnsweredAt, quoteAnsweredBy, quoteComments, ...rest } = row;
  const quote: TRepairQuote | null =
    row.quoteNumber && row.quotationDate && row.unitPrice !== null
      ? {
          number: row.quoteNumber,
          unitPrice: row.unitPrice,
          currency: row.currency ?? 'USD',
          quotationDate: row.quotationDate,
          replyBy: quoteReplyBy(new Date(row.quotationDate), quoteSimCard).toISOString(),
          simCard: quoteSimCard,
          state: quoteState ?? 'open',
          answeredAt: quoteAnsweredAt,
          answeredBy: quoteAnsweredBy,
          comments: quoteComments,
        }
      : null;
  return {
    ...rest,
    quote,
    billingAddress: address(row.billingAddress),
    shippingAddress: address(row.shippingAddress),
    endUserAddress: address(row.endUserAddress),
    timeline: events.map((e): TRepairEvent => ({
      step: e.step as TRepairEvent['step'],
      at: isoTime(e.at),
      trackingNumber: textOrNull(e.trackingNumber),
    })),
  };
}
