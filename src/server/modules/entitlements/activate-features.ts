import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { entitlements, featureActivations, hardware } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TTx } from '../../platform/db.ts';
import type { TActivateFeaturesRequest, TActivateFeaturesResponse } from '../../../shared/contracts/entitlements.ts';
import { entitlementValidationMessages as v } from '../../../shared/i18n/entitlement-messages.ts';
import { actorName, fieldError } from './field-error.ts';


/**
 * POST /mapi/entitlements/activations: activates `quantity` licences of each chosen entitlement on
 * a hardware at a site, all in one transaction or none. New hardware is inserted in that
 * transaction, so it is kept only if every activation succeeds (spec section 4); an ID the account
 * already has is the duplicate error, an unknown existing one a field error. Each feature's
 * remaining quantity is drawn down by one conditional UPDATE (`remaining >= quantity`, not
 * expired): of two activations of the last licence at once, the second finds no row to update and
 * gets 409 (its transaction, new hardware included, rolls back). Audited after the commit.
 */
export async function activateFeatures(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TActivateFeaturesRequest,
): Promise<TActivateFeaturesResponse> {
  const ids = [...new Set(body.entitlementIds)];
  const user = scope.auth.user;
  const result = await ctx.database.db.transaction(async (tx) => {
    const hardwareCreated = await keepHardware(tx, scope, body, user.id);
    const activations: TActivateFeaturesResponse['activations'] = [];
    for (const entitlementId of ids) {
      const [row] = await tx
        .update(entitlements)
        .set({ quantityRemaining: sql`${entitlements.quantityRemaining} - ${body.quantity}` })
        .where(
          and(
            eq(entitlements.entitlementId, entitlementId),
            eq(entitlements.accountId, scope.accountId),
            gte(entitlements.quantityRemaining, body.quantity),
            or(isNull(entitlements.expiresOn), gte(entitlements.expiresOn, sql`current_date`)),
          ),
        )
        .returning({ featureName: entitlements.featureName, remaining: entitlements.quantityRemaining });
      if (!row) throw await whyNot(tx, scope, entitlementId);
      await tx.insert(featureActivations).values({
        accountId: scope.accountId,
        entitlementId,
        hardwareId: body.hardwareId,
        quantity: body.quantity,
        siteName: body.siteName,
        activatedBy: user.id,
        activatedByName: actorName(user),
      });
      activations.push({ entitlementId, featureName: row.featureName, quantity: body.quantity, remaining: row.remaining });
    }
    await auditScoped(tx, req, scope, 'feature_activate', {
      hardwareId: body.hardwareId,
      hardwareCreated,
      siteName: body.siteName,
      quantity: body.quantity,
      entitlementIds: ids,
    });
    return { hardwareId: body.hardwareId, hardwareCreated, activations };
  });
  return result;
}

/** New hardware is inserted (a duplicate ID refused), existing hardware must be the account's. Answers whether it is new. */
async function keepHardware(tx: TTx, scope: TAccountScope, body: TActivateFeaturesRequest, userId: string): Promise<boolean> {
  const hardwareId = body.hardwareId;
  if (body.newHardware) {
    const inserted = await tx
      .insert(hardware)
      .values({
        accountId: scope.accountId,
        hardwareId,
        name: body.hardwareName ?? '',
        product: body.hardwareProduct ?? '',
        createdBy: userId,
      })
      .onConflictDoNothing()
      .returning({ hardwareId: hardware.hardwareId });
    if (!inserted.length) throw fieldError('hardwareId', v.hardwareDuplicate, { hardwareId });
    return true;
  }
  const [found] = await tx
    .select({ hardwareId: hardware.hardwareId })
    .from(hardware)
    .where(and(eq(hardware.accountId, scope.accountId), eq(hardware.hardwareId, hardwareId)));
  if (!found) throw fieldError('hardwareId', v.hardwareUnknown, { hardwareId });
  return false;
}

/** Why an entitlement could not be drawn down: not the account's, expired, or too few licences left (409). */
async function whyNot(tx: TTx, scope: TAccountScope, entitlementId: string) {
  const [e] = await tx
    .select({
      featureName: entitlements.featureName,
      remaining: entitlements.quantityRemaining,
      expired: sql<boolean>`coalesce(${entitlements.expiresOn} < current_date, false)`,
    })
    .from(entitlements)
    .where(and(eq(entitlements.entitlementId, entitlementId), eq(entitlements.accountId, scope.accountId)));
  if (!e) return fieldError('entitlementIds', v.featureUnknown, { entitlementId });
  if (e.expired) return fieldError('entitlementIds', v.featureExpired, { entitlementId, feature: e.featureName });
  return fieldError(
    'entitlementIds',
    v.notEnough,
    { entitlementId, feature: e.featureName, available: e.remaining },
    'ServerValidation.409NotEnoughLicences',
  );
}
