import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, matchLocale } from '../../shared/i18n/locales.ts';
import { outbox } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { translate } from './i18n.ts';

/** One e-mail, already translated into the recipient's language. */
export interface TMail {
  to: string;
  subject: string;
  text: string;
  locale: string;
  /** What the mail is about, e.g. `case.created`; kept in the outbox. */
  kind: string;
  accountId?: string | null;
  /** The object it is about, e.g. a case number. */
  reference?: string | null;
}

/** What happened to a mail: sent over SMTP, kept in the outbox (no SMTP), or failed (kept too). */
export type TMailOutcome = 'sent' | 'kept' | 'failed';

export interface TMailer {
  send(mail: TMail): Promise<TMailOutcome>;
}

const mailers = new WeakMap<TAppContext, TMailer>();

/**
 * The portal's mailer: SMTP via `SMTP_URL` (nodemailer), or, without it, the `outbox` table that
 * staff read at GET /mapi/admin/outbox. A mail SMTP refuses is kept in the outbox as `failed`
 * with the error, so nothing is lost silently. One mailer per application context.
 */
export function mailerFor(ctx: TAppContext): TMailer {
  let mailer = mailers.get(ctx);
  if (mailer) return mailer;
  const { config, database } = ctx;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;
  const keep = async (mail: TMail, status: 'kept' | 'failed', error?: string) => {
    await database.db.insert(outbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      locale: mail.locale,
      kind: mail.kind,
      accountId: mail.accountId ?? null,
      reference: mail.reference ?? null,
      status,
      error: error ?? null,
    });
  };
  mailer = {
    async send(mail) {
      if (!transport) {
        await keep(mail, 'kept');
        return 'kept';
      }
      try {
        await transport.sendMail({
          from: `"${config.portalName.replace(/["\\\r\n]/g, '')}" <${config.mailFrom}>`,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { 'Content-Language': mail.locale },
        });
        return 'sent';
      } catch (e) {
        await keep(mail, 'failed', e instanceof Error ? e.message.slice(0, 500) : String(e));
        return 'failed';
      }
    },
  };
  mailers.set(ctx, mailer);
  return mailer;
}

/** The parts of a user row a notification e-mail needs. */
export interface TMailRecipient {
  email: string | null;
  firstName: string;
  lastName: string;
  locale: string | null;
  settings: { emailNotifications: boolean; language?: string };
}

/**
 * E-mails a user about something of theirs, in their language, when they have an address and their
 * e-mail notification setting is on ('skipped' otherwise). `values` fill the subject and body
 * messages; `name` (the user's) and `portalName` are added. `values` may be a function of the
 * user's locale (amounts and dates formatted in it).
 */
export function mailUser(
  ctx: TAppContext,
  user: TMailRecipient | undefined,
  mail: {
    subjectId: string;
    bodyId: string;
    values: Record<string, string | number> | ((locale: string) => Record<string, string | number>);
    kind: string;
    accountId: string;
    reference: string;
  },
): Promise<TMailOutcome | 'skipped'> {
  if (!user?.email || !user.settings.emailNotifications) return Promise.resolve('skipped');
  const locale = matchLocale(user.locale ?? user.settings.language) ?? DEFAULT_LOCALE;
  const values = {
    ...(typeof mail.values === 'function' ? mail.values(locale) : mail.values),
    name: `${user.firstName} ${user.lastName}`.trim(),
    portalName: ctx.config.portalName,
  };
  return mailerFor(ctx).send({
    to: user.email,
    subject: translate(locale, mail.subjectId, values),
    text: translate(locale, mail.bodyId, values),
    locale,
    kind: mail.kind,
    accountId: mail.accountId,
    reference: mail.reference,
  });
}

/** The background mails of this process not finished yet (sent, kept, skipped or failed). */
const unfinishedMails = new Set<Promise<unknown>>();

/** Sends in the background: a slow or failing mail server never delays or fails the request. */
export function mailLater(
  log: FastifyBaseLogger,
  sending: Promise<unknown>,
  context: Record<string, unknown>,
): void {
  const done: Promise<unknown> = sending
    .catch((err: unknown) => log.error({ err, ...context }, 'notification e-mail failed'))
    .finally(() => unfinishedMails.delete(done));
  unfinishedMails.add(done);
}

/**
 * Resolves once every mail this process began in the background has finished: whether a mail was
 * sent, kept in the outbox or skipped is then final, so "no mail was sent" can be read off the
 * SMTP server or the outbox without waiting for a guessed time.
 */
export async function backgroundMailsFinished(): Promise<void> {
  while (unfinishedMails.size > 0) await Promise.allSettled([...unfinishedMails]);
}
