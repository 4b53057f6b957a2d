import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { entitlements, featureRenewals } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { auditScoped } from '../../platform/audit.ts';
import { noticeSupportManager } from '../../platform/support-manager.ts';
import type { TRenewFeaturesRequest, TRenewFeaturesResponse } from '../../../shared/contracts/entitlements.ts';
import { entitlementMailMessages, entitlementValidationMessages as v } from '../../../shared/i18n/entitlement-messages.ts';
import { actorName, fieldError } from './field-error.ts';

/**
 * POST /mapi/entitlements/renewals: asks to renew entitlements for a term and a quantity. Nothing
 * is renewed at once (spec section 4): each becomes a pending request (at most one pending per
 * entitlement; a perpetual one needs none) and the account's support manager gets one notice
 * listing them (noticeSupportManager: e-mail, or the outbox without SMTP). Audited.
 */
export async function renewFeatures(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TRenewFeaturesRequest,
): Promise<TRenewFeaturesResponse> {
  const ids = [...new Set(body.entitlementIds)];
  const user = scope.auth.user;
  const rows = await ctx.database.db
    .select({ entitlementId: entitlements.entitlementId, featureName: entitlements.featureName, type: entitlements.entitlementType })
    .from(entitlements)
    .where(and(eq(entitlements.accountId, scope.accountId), inArray(entitlements.entitlementId, ids)));
  for (const entitlementId of ids) {
    const e = rows.find((r) => r.entitlementId === entitlementId);
    if (!e) throw fieldError('entitlementIds', v.featureUnknown, { entitlementId });
    if (e.type === 'perpetual') throw fieldError('entitlementIds', v.perpetual, { entitlementId });
  }
  await ctx.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(featureRenewals)
      .values(
        ids.map((entitlementId) => ({
          accountId: scope.accountId,
          entitlementId,
          termMonths: body.termMonths,
          quantity: body.quantity,
          requestedBy: user.id,
          requestedByName: actorName(user),
        })),
      )
      // The one-pending-per-entitlement index decides between requests at once.
      .onConflictDoNothing()
      .returning({ entitlementId: featureRenewals.entitlementId });
    const already = ids.find((id) => !inserted.some((r) => r.entitlementId === id));
    if (already) throw fieldError('entitlementIds', v.renewalPending, { entitlementId: already });
    // The notice that follows is kept in the outbox (kind entitlement.renewal), with its outcome.
    await auditScoped(tx, req, scope, 'feature_renewal_request', { entitlementIds: ids, termMonths: body.termMonths, quantity: body.quantity });
  });
  const features = ids
    .map((id) => rows.find((r) => r.entitlementId === id)!)
    .map((e) => `- ${e.entitlementId} ${e.featureName}: ${body.quantity}`)
    .join('\n');
  const { to } = await noticeSupportManager(ctx, {
    accountId: scope.accountId,
    subjectId: entitlementMailMessages.renewalSubject.id,
    bodyId: entitlementMailMessages.renewalBody.id,
    values: { requester: actorName(user), term: body.termMonths, features },
    kind: 'entitlement.renewal',
    reference: ids.join(', '),
  });
  return { pending: ids, notified: to.name };
}
