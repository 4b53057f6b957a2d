import {
  antivirusList,
  bulletinList,
  patchHistoryList,
  softwareUpdateList,
} from '../../../shared/contracts/system.ts';
import { defineListSql, optionalCountSort, optionalTextSort } from '../../platform/list/list-definition.ts';

/** A calendar date column answered as the instant its day starts in UTC (the `time` value of a row). */
const day = (column: string) => `(${column}::timestamp at time zone 'UTC')`;

/** SUS and RSUS software updates: the account's installed software, a site row with its site's name. */
export const softwareUpdateListSql = defineListSql(softwareUpdateList, {
  from: 'software_updates t left join sites s on s.id = t.site_ref',
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  columns: {
    service: { select: 't.service' },
    level: { select: 't.level' },
    zoneId: { select: 't.zone_id', sort: optionalCountSort('t.zone_id') },
    siteName: { select: 's.name', sort: optionalTextSort('s.name') },
    component: { select: 't.component', sort: 'text' },
    installedVersion: { select: 't.installed_version' },
    latestVersion: { select: 't.latest_version' },
    upToDate: { select: 't.installed_version = t.latest_version' },
    latestReleasedOn: { select: day('t.latest_released_on'), sort: 'timestamptz' },
    installedAt: { select: 't.installed_at', sort: 'timestamptz' },
  },
  extra: { id: 't.id' },
});

/** Patch history: the patches scans found on the account's hosts. */
export const patchHistoryListSql = defineListSql(patchHistoryList, {
  from: 'patch_history t',
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  columns: {
    patchNumber: { select: 't.patch_number', sort: 'text' },
    osType: { select: 't.os_type', sort: 'text' },
    ipAddress: { select: 't.ip_address' },
    hostname: { select: 't.hostname', sort: 'text' },
    scanDate: { select: 't.scan_date', sort: 'timestamptz' },
  },
  extra: { id: 't.id' },
});

/** Antivirus: the definitions each scan of the account's hosts found. */
export const antivirusListSql = defineListSql(antivirusList, {
  from: 'antivirus_scans t',
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  columns: {
    hostname: { select: 't.hostname', sort: 'text' },
    ipAddress: { select: 't.ip_address' },
    osType: { select: 't.os_type', sort: 'text' },
    definitionVersion: { select: 't.definition_version', sort: 'text' },
    scanDate: { select: 't.scan_date', sort: 'timestamptz' },
  },
  extra: { id: 't.id' },
});

/**
 * Security bulletins matched to the account's system: a bulletin target applies when its system is
 * the account's and the account's release is one it names; the fixing patch counts as applied when
 * the account's patch history holds it (on how many hosts, last seen when).
 */
export const bulletinListSql = defineListSql(bulletinList, {
  from: `security_bulletin_targets t
    join security_bulletins b on b.id = t.bulletin_id
    join account_systems sy on sy.system_name = t.system_name and sy.current_version = any(t.releases)
    left join lateral (
      select count(distinct p.hostname)::int as hosts, max(p.scan_date) as last
      from patch_history p where p.account_id = sy.account_id and p.patch_number = t.fixing_patch
    ) ap on true`,
  account: 'sy.account_id',
  id: [
    { sql: 't.bulletin_id', type: 'text' },
    { sql: 't.component', type: 'text' },
  ],
  columns: {
    bulletinId: { select: 't.bulletin_id', sort: 'text' },
    title: { select: 'b.title' },
    severity: {
      select: 'b.severity',
      sort: { sql: `array_position(array['critical','high','medium','low'], b.severity)`, type: 'integer' },
    },
    cve: { select: 'b.cve' },
    publishedOn: { select: day('b.published_on'), sort: 'timestamptz' },
    systemName: { select: 'sy.system_name' },
    systemRelease: { select: 'sy.current_version' },
    component: { select: 't.component' },
    fixingPatch: { select: 't.fixing_patch' },
    applied: { select: 'ap.hosts > 0' },
    appliedHosts: { select: 'ap.hosts' },
    lastApplied: { select: 'ap.last' },
  },
});
