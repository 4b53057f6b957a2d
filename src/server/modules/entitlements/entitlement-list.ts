import { entitlementList, hardwareList } from '../../../shared/contracts/entitlements.ts';
import { EXPIRING_SOON_DAYS } from '../../../shared/domain/entitlements.ts';
import { defineListSql, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

/** How an entitlement stands today (shared/domain/entitlements.ts ENTITLEMENT_STATUSES), in SQL. */
export function entitlementStatusSql(alias: string): string {
  return `(case when ${alias}.expires_on is null then 'active'
    when ${alias}.expires_on < current_date then 'expired'
    when ${alias}.expires_on <= current_date + ${EXPIRING_SOON_DAYS} then 'expiringSoon'
    else 'active' end)`;
}

/** Whether a renewal request of the entitlement awaits the back office. */
export function renewalPendingSql(alias: string): string {
  return `exists (select 1 from feature_renewals r where r.entitlement_id = ${alias}.entitlement_id and r.status = 'pending')`;
}

const expires = `(t.expires_on::timestamp at time zone 'UTC')`;

/**
 * The SQL of the Software list (entitlementList). An account holds tens to a few thousand
 * entitlements: the expiration date and feature sorts have indexes (db/schema/entitlements.ts),
 * the quantities sort within the account's rows.
 */
export const entitlementListSql = defineListSql(entitlementList, {
  from: 'entitlements t',
  account: 't.account_id',
  id: { sql: 't.entitlement_id', type: 'text' },
  search: 't.search',
  columns: {
    entitlementId: { select: 't.entitlement_id', sort: 'text' },
    featureName: { select: 't.feature_name', sort: 'text' },
    partNumber: { select: 't.part_number', sort: 'text' },
    type: { select: 't.entitlement_type', sort: 'text' },
    status: { select: entitlementStatusSql('t') },
    expiresOn: { select: expires, sort: optionalTimeSort(expires) },
    purchased: { select: 't.quantity_purchased', sort: 'integer' },
    remaining: { select: 't.quantity_remaining', sort: 'integer' },
    total: { select: 't.quantity_total', sort: 'integer' },
    active: { select: '(t.quantity_total - t.quantity_remaining)', sort: 'integer' },
    available: { select: 't.quantity_remaining', sort: 'integer' },
    orderNumber: { select: 't.order_number', sort: optionalTextSort('t.order_number') },
  },
  extra: { renewalPending: renewalPendingSql('t') },
});

const onHardware = `from feature_activations a join entitlements e on e.entitlement_id = a.entitlement_id
  where a.account_id = t.account_id and a.hardware_id = t.hardware_id`;

/** The SQL of the Hardware list (hardwareList): each hardware with what was activated on it. */
export const hardwareListSql = defineListSql(hardwareList, {
  from: 'hardware t',
  account: 't.account_id',
  id: { sql: 't.hardware_id', type: 'text' },
  search: 't.search',
  columns: {
    hardwareId: { select: 't.hardware_id', sort: 'text' },
    name: { select: 't.name', sort: 'text' },
    product: { select: 't.product', sort: 'text' },
    activatedFeatures: { select: `array(select distinct e.feature_name ${onHardware} order by 1)` },
    sites: { select: `array(select distinct a.site_name ${onHardware} order by 1)` },
    licences: { select: `coalesce((select sum(a.quantity)::int ${onHardware}), 0)`, sort: 'integer' },
    createdAt: { select: 't.created_at', sort: 'timestamptz' },
  },
});
