import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type {
  TEntitlementChoice,
  TEntitlementChoices,
  TEntitlementOverview,
  TLicenseTracking,
} from '../../../shared/contracts/entitlements.ts';
import { ENTITLEMENT_TYPES, type TEntitlementStatus, type TEntitlementType } from '../../../shared/domain/entitlements.ts';
import { entitlementStatusSql, renewalPendingSql } from './entitlement-list.ts';

/** Every entitlement of the account as the forms and the Overview read it, soonest expiry first. */
async function entitlementChoices(ctx: TAppContext, scope: TAccountScope): Promise<(TEntitlementChoice & { daysLeft: number | null })[]> {
  const rows = await ctx.database.rows(sql`
    select t.entitlement_id, t.feature_name, t.part_number, t.entitlement_type,
      ${sql.raw(entitlementStatusSql('t'))} as status, to_char(t.expires_on, 'YYYY-MM-DD') as expires_on,
      (t.expires_on - current_date)::int as days_left,
      t.quantity_total, t.quantity_remaining, ${sql.raw(renewalPendingSql('t'))} as renewal_pending
    from entitlements t where t.account_id = ${scope.accountId}
    order by coalesce(t.expires_on, 'infinity'::date), t.feature_name, t.entitlement_id`);
  return rows.map((r) => ({
    entitlementId: String(r.entitlement_id),
    featureName: String(r.feature_name),
    partNumber: String(r.part_number),
    type: r.entitlement_type as TEntitlementType,
    status: r.status as TEntitlementStatus,
    expiresOn: r.expires_on === null ? null : String(r.expires_on),
    daysLeft: r.days_left === null ? null : Number(r.days_left),
    total: Number(r.quantity_total),
    available: Number(r.quantity_remaining),
    renewalPending: r.renewal_pending === true,
  }));
}

/** GET /mapi/entitlements/choices: what the Activate and Renew forms choose from. */
export async function getEntitlementChoices(ctx: TAppContext, scope: TAccountScope): Promise<TEntitlementChoices> {
  const features = (await entitlementChoices(ctx, scope)).map(({ daysLeft: _, ...f }) => f);
  const hardware = await ctx.database.rows(sql`
    select hardware_id, name, product from hardware where account_id = ${scope.accountId} order by name, hardware_id`);
  const sites = await ctx.database.rows(sql`
    select distinct site_name from feature_activations where account_id = ${scope.accountId} order by 1`);
  return {
    features,
    hardware: hardware.map((h) => ({ hardwareId: String(h.hardware_id), name: String(h.name), product: String(h.product) })),
    sites: sites.map((s) => String(s.site_name)),
  };
}

/** GET /mapi/entitlements/overview: totals by type, in use against entitled, what expires soon. */
export async function getEntitlementOverview(ctx: TAppContext, scope: TAccountScope): Promise<TEntitlementOverview> {
  const all = await entitlementChoices(ctx, scope);
  const [hw] = await ctx.database.rows(sql`select count(*)::int as n from hardware where account_id = ${scope.accountId}`);
  const sum = (list: typeof all) => {
    const total = list.reduce((n, e) => n + e.total, 0);
    const available = list.reduce((n, e) => n + e.available, 0);
    return { entitlements: list.length, total, active: total - available, available };
  };
  return {
    byType: ENTITLEMENT_TYPES.map((type) => ({ type, ...sum(all.filter((e) => e.type === type)) })),
    totals: {
      ...sum(all),
      hardware: Number(hw?.n ?? 0),
      expiringSoon: all.filter((e) => e.status === 'expiringSoon').length,
      expired: all.filter((e) => e.status === 'expired').length,
      exhausted: all.filter((e) => e.available === 0).length,
      pendingRenewals: all.filter((e) => e.renewalPending).length,
    },
    expiringSoon: all
      .filter((e) => e.status === 'expiringSoon')
      .map((e) => ({ ...e, daysLeft: e.daysLeft ?? 0 })),
  };
}

/**
 * GET /mapi/entitlements/license-tracking: per feature, the licences entitled (the total of its
 * entitlements) and in use (activated), and the licences in use at each site; filtered by a
 * feature and/or a site (exact names). Expired entitlements count until the back office removes
 * them: their licences stay activated on the hardware.
 */
export async function getLicenseTracking(
  ctx: TAppContext,
  scope: TAccountScope,
  filter: { feature?: string | undefined; site?: string | undefined },
): Promise<TLicenseTracking> {
  const feature = filter.feature || null;
  const site = filter.site || null;
  const features = await ctx.database.rows(sql`
    select feature_name, sum(quantity_total)::int as entitled, sum(quantity_total - quantity_remaining)::int as in_use
    from entitlements where account_id = ${scope.accountId}
      and (${feature}::text is null or feature_name = ${feature}::text)
    group by feature_name order by feature_name`);
  const sites = await ctx.database.rows(sql`
    select e.feature_name, a.site_name, sum(a.quantity)::int as in_use
    from feature_activations a join entitlements e on e.entitlement_id = a.entitlement_id
    where a.account_id = ${scope.accountId}
      and (${feature}::text is null or e.feature_name = ${feature}::text)
      and (${site}::text is null or a.site_name = ${site}::text)
    group by e.feature_name, a.site_name order by e.feature_name, a.site_name`);
  const names = await ctx.database.rows(sql`
    select 'f' as k, feature_name as v from entitlements where account_id = ${scope.accountId}
    union select 's' as k, site_name as v from feature_activations where account_id = ${scope.accountId}
    order by 1, 2`);
  const perFeature = features
    .map((f) => ({
      featureName: String(f.feature_name),
      entitled: Number(f.entitled),
      inUse: Number(f.in_use),
      sites: sites
        .filter((s) => s.feature_name === f.feature_name)
        .map((s) => ({ siteName: String(s.site_name), inUse: Number(s.in_use) })),
    }))
    // A site filter keeps the features used there.
    .filter((f) => !site || f.sites.length > 0);
  return {
    features: perFeature,
    featureNames: names.filter((n) => n.k === 'f').map((n) => String(n.v)),
    siteNames: names.filter((n) => n.k === 's').map((n) => String(n.v)),
  };
}
