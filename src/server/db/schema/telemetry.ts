import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.ts';
import { networks, sites } from './networks.ts';

/**
 * A token through which a network management system pushes the telemetry of one network
 * (issue 32 point 3). Vendor staff issue and revoke it; only the SHA-256 of the secret is kept
 * (the secret is shown once, at issue), with its last 4 characters to tell tokens apart.
 */
export const networkIngestTokens = pgTable('network_ingest_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  networkId: text('network_id')
    .notNull()
    .references(() => networks.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenHint: text('token_hint'),
  /** The user id of the staff member who issued it (none for the simulator's own token). */
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** The states a site can be in: 'unknown' until its first sample and after 5 minutes without one. */
export const SITE_STATES = ['normal', 'impaired', 'failed', 'unknown'] as const;
export type TSiteState = (typeof SITE_STATES)[number];

/**
 * The live state of every site (one row per site, made with the site): what the map, the site
 * list and the widgets show. `since` is when the site entered its state.
 */
export const siteStates = pgTable(
  'site_states',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    networkId: text('network_id').notNull(),
    state: text('state').$type<TSiteState>().notNull().default('unknown'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    lastSampleAt: timestamp('last_sample_at', { withTimezone: true }),
    openAlarms: integer('open_alarms').notNull().default(0),
    /** The highest severity among the open alarms (none when none is open). */
    maxSeverity: integer('max_severity'),
    /** The latest utilization, percent 0-100, the highest over the site's sub-networks. */
    utilization: doublePrecision('utilization'),
    /** The latest affiliations, summed over the site's sub-networks. */
    affiliations: integer('affiliations'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_states_account_state_idx').on(t.accountId, t.state),
    check('site_states_state_ck', sql`${t.state} in ('normal', 'impaired', 'failed', 'unknown')`),
  ],
);

/** Where an alarm comes from: the site's status, a threshold crossed, or the NMS itself. */
export const ALARM_KINDS = ['status', 'utilization', 'affiliation', 'nms'] as const;
export type TAlarmKind = (typeof ALARM_KINDS)[number];

/** The alarms of a site, open (cleared_at null) and cleared: at most one open per source. */
export const siteAlarms = pgTable(
  'site_alarms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    networkId: text('network_id').notNull(),
    /** The network management system's id of the alarm (kind 'nms'). */
    sourceAlarmId: text('source_alarm_id'),
    kind: text('kind').$type<TAlarmKind>().notNull(),
    subnetwork: text('subnetwork'),
    severity: integer('severity').notNull(),
    message: text('message').notNull(),
    /** A threshold alarm's level (high, critical) and the value that crossed it: the screens word it. */
    level: text('level').$type<'high' | 'critical'>(),
    value: doublePrecision('value'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('site_alarms_open_uq')
      .on(t.siteId, t.kind, sql`coalesce(${t.subnetwork}, '')`, sql`coalesce(${t.sourceAlarmId}, '')`)
      .where(sql`${t.clearedAt} is null`),
    index('site_alarms_account_idx').on(t.accountId, t.clearedAt, t.openedAt.desc()),
    index('site_alarms_site_idx').on(t.siteId, t.openedAt.desc()),
    check('site_alarms_kind_ck', sql`${t.kind} in ('status', 'utilization', 'affiliation', 'nms')`),
    check('site_alarms_severity_ck', sql`${t.severity} between 1 and 5`),
  ],
);

/**
 * The raw measurements of a site's sub-network, kept 7 days. Partitioned by range of `at`, one
 * partition a day plus a default one (migration 0032; drizzle knows it as a plain table).
 */
export const siteSamples = pgTable(
  'site_samples',
  {
    siteId: integer('site_id').notNull(),
    /** voice, data, paging, backhaul, dispatch */
    subnetwork: text('subnetwork').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Percent of the channels busy, 0-100. */
    utilization: doublePrecision('utilization').notNull(),
    busyChannels: integer('busy_channels'),
    affiliations: integer('affiliations'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.subnetwork, t.at] })],
);

/** The hourly roll-up of site_samples, kept 13 months. */
export const siteSamplesHourly = pgTable(
  'site_samples_hourly',
  {
    siteId: integer('site_id').notNull(),
    subnetwork: text('subnetwork').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    samples: integer('samples').notNull(),
    utilizationAvg: doublePrecision('utilization_avg').notNull(),
    utilizationMax: doublePrecision('utilization_max').notNull(),
    affiliationsAvg: doublePrecision('affiliations_avg'),
    affiliationsMax: integer('affiliations_max'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.subnetwork, t.hour] })],
);

/**
 * The general live channel (site states, notifications, alerts, the banner): each row is announced
 * at commit by `pg_notify('portal_events', '<id>:<account id>')` (platform/events.ts); pruned after
 * 24 hours. `account_id` '*' is an event for every account (it carries no account's data);
 * `user_id` set, an event for that user only (their notifications).
 */
export const portalEvents = pgTable(
  'portal_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id').notNull(),
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_events_account_idx').on(t.accountId, t.id)],
);

/**
 * An Incident case the network opened itself (issue 32 point 6): one open at a time per account,
 * which every site failed longer than INCIDENT_AFTER_MINUTES joins. Its time to restore runs from
 * the first alarm of its sites to the moment the last of them was restored.
 */
export const networkIncidents = pgTable(
  'network_incidents',
  {
    caseNo: integer('case_no')
      .primaryKey()
      .references(() => cases.caseNo, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    /** The earliest open alarm of its sites when each joined. */
    firstAlarmAt: timestamp('first_alarm_at', { withTimezone: true }).notNull(),
    /** When its last failed site came back (null while one is still failed). */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('network_incidents_account_idx').on(t.accountId, t.restoredAt)],
);

/** The sites of a network incident: when each failed, its first alarm, and when it was restored. */
export const networkIncidentSites = pgTable(
  'network_incident_sites',
  {
    caseNo: integer('case_no')
      .notNull()
      .references(() => networkIncidents.caseNo, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    failedSince: timestamp('failed_since', { withTimezone: true }).notNull(),
    firstAlarmAt: timestamp('first_alarm_at', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caseNo, t.siteId] }),
    uniqueIndex('network_incident_sites_open_uq').on(t.siteId).where(sql`${t.restoredAt} is null`),
  ],
);
