import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { networks, sites } from './networks.ts';

/**
 * The installed software of a managed network as the SUS and RSUS software update services report
 * it (spec section 2, SUS and RSUS software updates by site, system and zone; issue 32 point 7): one
 * row per component at the system level, at a zone, or at a site, with the version installed and the
 * newest version the service offers for it.
 */
export const softwareUpdates = pgTable(
  'software_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: text('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    /** SUS (system upgrade service) or RSUS (remote security update service). */
    service: text('service').notNull(),
    /** system, zone or site. */
    level: text('level').notNull(),
    /** The zone of a zone or site row (null at the system level). */
    zoneId: integer('zone_id'),
    /** The site of a site row. */
    siteRef: integer('site_ref').references(() => sites.id, { onDelete: 'cascade' }),
    component: text('component').notNull(),
    installedVersion: text('installed_version').notNull(),
    latestVersion: text('latest_version').notNull(),
    /** When the latest version was released and when the installed one was put in. */
    latestReleasedOn: date('latest_released_on').notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('software_updates_account_idx').on(t.accountId, t.service, t.level, t.component, t.id),
    check('software_updates_service_ck', sql`${t.service} in ('SUS', 'RSUS')`),
    check('software_updates_level_ck', sql`${t.level} in ('system', 'zone', 'site')`),
  ],
);

/** Patch history (spec section 3, Patch/antivirus): a patch found installed on a host by a scan. */
export const patchHistory = pgTable(
  'patch_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patchNumber: text('patch_number').notNull(),
    osType: text('os_type').notNull(),
    ipAddress: text('ip_address').notNull(),
    hostname: text('hostname').notNull(),
    scanDate: timestamp('scan_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('patch_history_account_scan_idx').on(t.accountId, t.scanDate, t.id),
    index('patch_history_account_patch_idx').on(t.accountId, t.patchNumber),
  ],
);

/** Antivirus (spec section 3, Patch/antivirus): the virus definitions a host had at its last scan. */
export const antivirusScans = pgTable(
  'antivirus_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    ipAddress: text('ip_address').notNull(),
    osType: text('os_type').notNull(),
    definitionVersion: text('definition_version').notNull(),
    scanDate: timestamp('scan_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('antivirus_scans_account_scan_idx').on(t.accountId, t.scanDate, t.id)],
);

/** A security bulletin of the vendor (issue 32 point 8): published to every customer of the systems it names. */
export const securityBulletins = pgTable('security_bulletins', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** critical, high, medium, low. */
  severity: text('severity').notNull(),
  cve: text('cve'),
  publishedOn: date('published_on').notNull(),
});

/**
 * What a bulletin affects: a component of a system in the releases named, and the patch that fixes
 * it there. An account's system matches when its system name is `system_name` and its release is one
 * of `releases`.
 */
export const securityBulletinTargets = pgTable(
  'security_bulletin_targets',
  {
    bulletinId: text('bulletin_id')
      .notNull()
      .references(() => securityBulletins.id, { onDelete: 'cascade' }),
    systemName: text('system_name').notNull(),
    component: text('component').notNull(),
    releases: text('releases').array().notNull(),
    fixingPatch: text('fixing_patch').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulletinId, t.systemName, t.component] })],
);
