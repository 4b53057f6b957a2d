import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { accounts } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { mailerFor, type TMailOutcome } from './mail.ts';
import { translate } from './i18n.ts';

/** An account's support manager: who receives the requests the back office acts on (renewals ...). */
export interface TSupportManager {
  name: string;
  email: string;
}

/**
 * The account's support manager, or the portal's support desk (`support@<provider domain>`) when
 * the account has none on record, so a request is never dropped.
 */
export async function supportManagerOf(ctx: TAppContext, accountId: string): Promise<TSupportManager> {
  const [row] = await ctx.database.db
    .select({ name: accounts.supportManagerName, email: accounts.supportManagerEmail })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (row?.email) return { name: row.name ?? row.email, email: row.email };
  return { name: ctx.config.portalName, email: `support@${ctx.config.providerEmailDomain}` };
}

/**
 * Sends a notice to the account's support manager (SMTP, or the outbox without it), in the
 * portal's default language: the vendor's staff read them in English. `values` fill the subject
 * and body messages; `account` (the account id), `manager` and `portalName` are added. Answers the
 * mail's outcome and whom it went to, so the caller can record it.
 */
export async function noticeSupportManager(
  ctx: TAppContext,
  notice: {
    accountId: string;
    subjectId: string;
    bodyId: string;
    values: Record<string, string | number>;
    /** What the notice is about, e.g. `contract.renewal`; kept in the outbox. */
    kind: string;
    /** The object it is about, e.g. a contract number. */
    reference: string;
  },
): Promise<{ outcome: TMailOutcome; to: TSupportManager }> {
  const to = await supportManagerOf(ctx, notice.accountId);
  const values = { ...notice.values, account: notice.accountId, manager: to.name, portalName: ctx.config.portalName };
  const outcome = await mailerFor(ctx).send({
    to: to.email,
    subject: translate(DEFAULT_LOCALE, notice.subjectId, values),
    text: translate(DEFAULT_LOCALE, notice.bodyId, values),
    locale: DEFAULT_LOCALE,
    kind: notice.kind,
    accountId: notice.accountId,
    reference: notice.reference,
  });
  return { outcome, to };
}
