import { z } from 'zod';
import { ZAccountId } from './common.ts';
import { systemColumnMessages } from '../i18n/system-messages.ts';
import { defineListDescriptor, listRowSchema, type TListRow } from './list-descriptor.ts';

/** GET /mapi/system/current?account_id= */
export const ZCurrentSystemQuery = z.object({ account_id: ZAccountId }).strict();

/** The customer's system behind an account, for the footer's Your System (spec section 2). */
export const ZAccountSystem = z.object({
  systemName: z.string(),
  currentVersion: z.string(),
  /** Where the system's documentation is, or null when there is none. */
  documentationUrl: z.string().nullable(),
});
export type TAccountSystem = z.infer<typeof ZAccountSystem>;

/** `system` is null when the account has no system on record ('(no system)'). */
export const ZCurrentSystem = z.object({ system: ZAccountSystem.nullable() });
export type TCurrentSystem = z.infer<typeof ZCurrentSystem>;

// ---------------------------------------------------------------------------------------------
// System overview, configuration, upgrade requests, software updates, patches, antivirus and
// security bulletins (issue 32 points 7 and 8).

const c = systemColumnMessages;
export const SOFTWARE_SERVICES = ['SUS', 'RSUS'] as const;
export const SOFTWARE_LEVELS = ['system', 'zone', 'site'] as const;
export const OS_TYPES = ['Windows', 'Linux'] as const;
export const BULLETIN_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TSoftwareService = (typeof SOFTWARE_SERVICES)[number];
export type TSoftwareLevel = (typeof SOFTWARE_LEVELS)[number];

/**
 * SUS and RSUS software updates (GET /mapi/system/software-updates): the installed software of the
 * account's network by system, zone and site; the screens fix `service` and `level`.
 */
export const softwareUpdateList = defineListDescriptor({
  name: 'software-updates',
  path: '/system/software-updates',
  defaultSort: { column: 'component', dir: 'asc' },
  search: false,
  columns: {
    service: { label: c.service, value: 'text', values: SOFTWARE_SERVICES, filter: { kind: 'enum' } },
    level: { label: c.level, value: 'text', values: SOFTWARE_LEVELS, filter: { kind: 'enum' } },
    zoneId: { label: c.zoneId, value: 'numberOrNull', sortable: true, visible: true },
    siteName: { label: c.siteName, value: 'textOrNull', sortable: true, visible: true, filter: { kind: 'text', key: 'site' } },
    component: { label: c.component, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    installedVersion: { label: c.installedVersion, value: 'text', visible: true },
    latestVersion: { label: c.latestVersion, value: 'text', visible: true },
    upToDate: { label: c.upToDate, value: 'boolean', visible: true, filter: { kind: 'boolean', key: 'up_to_date' } },
    latestReleasedOn: { label: c.latestReleasedOn, value: 'time', sortable: true },
    installedAt: { label: c.installedAt, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'installed' } },
  },
  extra: { id: 'number' },
});
export const ZSoftwareUpdateRow = listRowSchema(softwareUpdateList);
export type TSoftwareUpdateRow = TListRow<typeof softwareUpdateList>;

/** Patch history (GET /mapi/system/patches; spec section 3, Patch/antivirus). */
export const patchHistoryList = defineListDescriptor({
  name: 'patch-history',
  path: '/system/patches',
  defaultSort: { column: 'scanDate', dir: 'desc' },
  search: false,
  columns: {
    patchNumber: { label: c.patchNumber, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'patch' } },
    osType: { label: c.osType, value: 'text', values: OS_TYPES, sortable: true, visible: true, filter: { kind: 'enum', key: 'os_type' } },
    ipAddress: { label: c.ipAddress, value: 'text', visible: true, filter: { kind: 'text', key: 'ip' } },
    hostname: { label: c.hostname, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    scanDate: { label: c.scanDate, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'scan' } },
  },
  extra: { id: 'number' },
});
export const ZPatchRow = listRowSchema(patchHistoryList);
export type TPatchRow = TListRow<typeof patchHistoryList>;

/** Antivirus (GET /mapi/system/antivirus; spec section 3, Patch/antivirus): each host's scans. */
export const antivirusList = defineListDescriptor({
  name: 'antivirus',
  path: '/system/antivirus',
  defaultSort: { column: 'scanDate', dir: 'desc' },
  search: false,
  columns: {
    hostname: { label: c.hostname, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    ipAddress: { label: c.ipAddress, value: 'text', visible: true, filter: { kind: 'text', key: 'ip' } },
    osType: { label: c.osType, value: 'text', values: OS_TYPES, sortable: true, visible: true, filter: { kind: 'enum', key: 'os_type' } },
    definitionVersion: { label: c.definitionVersion, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'definition' } },
    scanDate: { label: c.scanDate, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'scan' } },
  },
  extra: { id: 'number' },
});
export const ZAntivirusRow = listRowSchema(antivirusList);
export type TAntivirusRow = TListRow<typeof antivirusList>;

/**
 * Security bulletins matched to the account's system (GET /mapi/system/bulletins; issue 32 point
 * 8): one row per bulletin and affected component of the account's system release, its fixing patch,
 * and whether the account's patch history shows that patch (on how many hosts, last seen when).
 */
export const bulletinList = defineListDescriptor({
  name: 'security-bulletins',
  path: '/system/bulletins',
  defaultSort: { column: 'publishedOn', dir: 'desc' },
  search: false,
  columns: {
    bulletinId: { label: c.bulletinId, value: 'text', sortable: true, visible: true },
    title: { label: c.title, value: 'text', visible: true, filter: { kind: 'text' } },
    severity: { label: c.severity, value: 'text', values: BULLETIN_SEVERITIES, sortable: true, visible: true, filter: { kind: 'enum' } },
    cve: { label: c.cve, value: 'textOrNull', visible: true },
    publishedOn: {
      label: c.publishedOn,
      value: 'time',
      sortable: true,
      visible: true,
      filter: { kind: 'dateRange', key: 'published', calendarDays: true },
    },
    systemName: { label: c.systemName, value: 'text' },
    systemRelease: { label: c.systemRelease, value: 'text' },
    component: { label: c.component, value: 'text', visible: true },
    fixingPatch: { label: c.fixingPatch, value: 'text', visible: true },
    applied: { label: c.applied, value: 'boolean', visible: true, filter: { kind: 'boolean' } },
    appliedHosts: { label: c.appliedHosts, value: 'number', visible: true },
    lastApplied: { label: c.lastApplied, value: 'timeOrNull', visible: true },
  },
});
export const ZBulletinRow = listRowSchema(bulletinList);
export type TBulletinRow = TListRow<typeof bulletinList>;

/** GET /mapi/system/overview and /configuration: ?account_id= */
export const ZSystemQuery = z.object({ account_id: ZAccountId }).strict();

/** A site of the overview with the versions installed on it (SUS and RSUS site components). */
export const ZOverviewSite = z.object({
  id: z.number(),
  siteId: z.number(),
  name: z.string(),
  type: z.string(),
  versions: z.array(z.object({ service: z.enum(SOFTWARE_SERVICES), component: z.string(), version: z.string(), upToDate: z.boolean() })),
});
export const ZOverviewZone = z.object({ zoneId: z.number(), sites: z.array(ZOverviewSite) });

/**
 * System Overview (spec section 2): the system and its release, the releases it may be upgraded
 * to, whether the recent versions report applies, the zones and sites of the managed network with
 * their versions. `system` null: no system on record; `network` null: no managed network.
 */
export const ZSystemOverview = z.object({
  system: ZAccountSystem.nullable(),
  upgradeTargets: z.array(z.string()),
  recentVersionsReport: z.boolean(),
  network: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
  zones: z.array(ZOverviewZone),
});
export type TSystemOverview = z.infer<typeof ZSystemOverview>;

/** System Configuration: the network's configuration facts (no network: null). */
export const ZSystemConfiguration = z.object({
  system: ZAccountSystem.nullable(),
  network: z
    .object({
      id: z.string(),
      name: z.string(),
      networkAcronym: z.string(),
      networkSystemId: z.string(),
      networkSystemId2: z.string().nullable(),
      type: z.string(),
      networkProfile: z.string(),
      timezone: z.string(),
      wacnId: z.string().nullable(),
      mobileCountryCode: z.string().nullable(),
      mobileNetworkCode: z.string().nullable(),
      subnetworks: z.array(z.string()),
      zones: z.number(),
      sites: z.number(),
      sitesByType: z.record(z.string(), z.number()),
      hosts: z.number(),
    })
    .nullable(),
});
export type TSystemConfiguration = z.infer<typeof ZSystemConfiguration>;

/**
 * POST /mapi/system/upgrade-requests: asks for an upgrade of the system to a later release; opens a
 * technical request case (the cases module's creation) and answers its number.
 */
export const ZUpgradeRequestBody = z
  .object({
    account_id: ZAccountId,
    targetRelease: z.string().trim().max(20).optional(),
    preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    notes: z.string().trim().max(2000).optional(),
  })
  .strict();
export type TUpgradeRequestBody = z.infer<typeof ZUpgradeRequestBody>;
export const ZUpgradeRequestAnswer = z.object({ caseNumber: z.string() });

/** GET /mapi/system/software-updates/recent?account_id=&service=: the recent versions report. */
export const ZRecentVersionsQuery = z.object({ account_id: ZAccountId, service: z.enum(SOFTWARE_SERVICES).optional() }).strict();
export const ZRecentVersions = z.object({
  service: z.enum(SOFTWARE_SERVICES),
  systemRelease: z.string(),
  components: z.array(
    z.object({
      component: z.string(),
      level: z.enum(SOFTWARE_LEVELS),
      latestVersion: z.string(),
      latestReleasedOn: z.string(),
      installed: z.number(),
      behind: z.number(),
    }),
  ),
});
export type TRecentVersions = z.infer<typeof ZRecentVersions>;
