import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TAffiliationThresholds,
  TChannelUtilizationThresholds,
} from '../../../shared/domain/managed-network.ts';
import { accounts } from './identity.ts';

/**
 * The managed network of an account (spec section 3, Managed network and Network; issue 32 point
 * 1). One per account for now (staff may provision more later, so no unique key on the account);
 * an account "has a network" when it has a row that is not `deleted`.
 */
export const networks = pgTable(
  'networks',
  {
    /** networkId: the vendor's id of the network, fixed. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    networkAcronym: text('network_acronym').notNull(),
    /** The network's system id and the second one of a system with two cores. */
    networkSystemId: text('network_system_id').notNull(),
    networkSystemId2: text('network_system_id2'),
    /** ASTRO 25, Capacity Max, LTE ... */
    type: text('type').notNull(),
    networkProfile: text('network_profile').notNull(),
    networkProfileNames: text('network_profile_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** IANA zone of the network; its UTC offset is derived when answered. */
    timezone: text('timezone').notNull(),
    /** Mobile country code (3 digits), mobile network code (2-3 digits), WACN ID (5 hex digits). */
    mobileCountryCode: text('mobile_country_code'),
    mobileNetworkCode: text('mobile_network_code'),
    wacnId: text('wacn_id'),
    logoPath: text('logo_path'),
    metricsHost: text('metrics_host'),
    sisenseCompanyId: text('sisense_company_id'),
    supportEmail: text('support_email'),
    coverageSimulation: boolean('coverage_simulation').notNull().default(false),
    /** Whether the network's power status is monitored. */
    powerStatus: boolean('power_status').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    backhaul: boolean('backhaul').notNull().default(false),
    data: boolean('data').notNull().default(false),
    dispatch: boolean('dispatch').notNull().default(false),
    paging: boolean('paging').notNull().default(false),
    voice: boolean('voice').notNull().default(false),
    /** The alarm severity (1-5) from which a site counts as failed, and as impaired. */
    failedSevLimit: integer('failed_sev_limit').notNull(),
    impairedSevLimit: integer('impaired_sev_limit').notNull(),
    channelUtilizationThresholds: jsonb('channel_utilization_thresholds').$type<TChannelUtilizationThresholds>().notNull(),
    affiliationThresholds: jsonb('affiliation_thresholds').$type<TAffiliationThresholds>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('networks_account_idx').on(t.accountId)],
);

/**
 * A site of a managed network (spec section 3, Site; issue 32 point 2), provisioned by vendor staff.
 * Its Fault Manager ID and its site ID and zone ID pair are each unique within the network (the
 * spec's 'Fault Manager ID site exists' and 'site ID and zone ID pair exists'), and the database
 * holds the rules it can (coordinates in range, a sub-network kind at least).
 */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: text('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    /** The site's number in its zone. */
    siteId: integer('site_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    name: text('name').notNull(),
    /** simulcast, repeater, dispatch, core, data (SITE_TYPES). */
    type: text('type').notNull(),
    /** Voice, Data, Paging, Backhaul, Dispatch: a subset of [Voice, Data, Paging, Backhaul] or of [Dispatch, Backhaul]. */
    subnetwork: text('subnetwork').array().notNull(),
    /** Whether the site is the prime site of its simulcast group. */
    primeSite: boolean('prime_site').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    faultManagerId: text('fault_manager_id'),
    networkProfile: text('network_profile'),
    showInCaseManagement: boolean('show_in_case_management').notNull().default(true),
    showInPerformance: boolean('show_in_performance').notNull().default(true),
    /** The site's own thresholds: a count, a percentage and the maximum. */
    thresholdCount: integer('threshold_count'),
    thresholdPercent: doublePrecision('threshold_percent'),
    thresholdMax: integer('threshold_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_fault_manager_uq').on(t.networkId, t.faultManagerId),
    uniqueIndex('sites_site_zone_uq').on(t.networkId, t.siteId, t.zoneId),
    index('sites_account_name_idx').on(t.accountId, t.name, t.id),
    index('sites_account_site_idx').on(t.accountId, t.zoneId, t.siteId, t.id),
    check('sites_latitude_ck', sql`${t.latitude} between -90 and 90`),
    check('sites_longitude_ck', sql`${t.longitude} between -180 and 180`),
    check('sites_subnetwork_ck', sql`cardinality(${t.subnetwork}) > 0`),
  ],
);
