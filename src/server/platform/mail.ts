import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { outbox } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';

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
