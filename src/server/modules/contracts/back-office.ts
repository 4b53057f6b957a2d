/**
 * The back office that renews contracts (external to the portal). The portal hands it a renewal
 * request and records its answer later; it never renews at once (spec section 4). The built-in
 * local back office sends the request to the account's support manager (e-mail, or the outbox
 * without a mail server); vendor staff record its answer through
 * POST /mapi/contracts/:contractNumber/renewal/answer (renewal.ts `recordRenewalAnswer`). A real
 * back office would implement the same interface and call the same answer path.
 */
import type { TAppContext } from '../../platform/app-context.ts';
import type { TMailOutcome } from '../../platform/mail.ts';
import { noticeSupportManager } from '../../platform/support-manager.ts';
import { renewalServerMessages } from '../../../shared/i18n/contract-messages.ts';

/** A renewal request as the back office receives it. */
export interface TRenewalSubmission {
  renewalId: string;
  accountId: string;
  contractNumber: string;
  contractName: string;
  /** YYYY-MM-DD, or null (no expiration). */
  expirationDate: string | null;
  requester: string;
  comment: string | null;
}

export interface TBackOffice {
  /** Hands the request over; its answer comes later. Answers whom it went to and how (kept in the audit). */
  submitRenewal(ctx: TAppContext, submission: TRenewalSubmission): Promise<{ to: string; outcome: TMailOutcome }>;
}

/** The built-in back office: a notice to the account's support manager. */
export const localBackOffice: TBackOffice = {
  async submitRenewal(ctx, s) {
    const { outcome, to } = await noticeSupportManager(ctx, {
      accountId: s.accountId,
      subjectId: renewalServerMessages.noticeSubject.id,
      bodyId: renewalServerMessages.noticeBody.id,
      values: {
        contract: s.contractNumber,
        name: s.contractName,
        expiration: s.expirationDate ?? '-',
        requester: s.requester,
        comment: s.comment ?? '-',
      },
      kind: 'contract.renewal',
      reference: s.contractNumber,
    });
    return { to: to.email, outcome };
  },
};
