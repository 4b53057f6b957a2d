import { defineMessages } from './define.ts';

/**
 * Column titles of the system lists (issue 32 points 7 and 8): SUS and RSUS software updates, patch
 * history, antivirus and the security bulletins matched to the system; the enum values are
 * `${label.id}.${value}`. Also the export titles the server writes.
 */
export const systemColumnMessages = defineMessages({
  service: { id: 'System.column.service', defaultMessage: 'Service' },
  level: { id: 'System.column.level', defaultMessage: 'Level' },
  zoneId: { id: 'System.column.zoneId', defaultMessage: 'Zone' },
  siteName: { id: 'System.column.siteName', defaultMessage: 'Site' },
  component: { id: 'System.column.component', defaultMessage: 'Component' },
  installedVersion: { id: 'System.column.installedVersion', defaultMessage: 'Installed version' },
  latestVersion: { id: 'System.column.latestVersion', defaultMessage: 'Latest version' },
  upToDate: { id: 'System.column.upToDate', defaultMessage: 'Up to date' },
  latestReleasedOn: { id: 'System.column.latestReleasedOn', defaultMessage: 'Latest released on' },
  installedAt: { id: 'System.column.installedAt', defaultMessage: 'Installed on' },
  patchNumber: { id: 'System.column.patchNumber', defaultMessage: 'Patch number' },
  osType: { id: 'System.column.osType', defaultMessage: 'OS type' },
  ipAddress: { id: 'System.column.ipAddress', defaultMessage: 'IP address' },
  hostname: { id: 'System.column.hostname', defaultMessage: 'Hostname' },
  scanDate: { id: 'System.column.scanDate', defaultMessage: 'Scan date' },
  definitionVersion: { id: 'System.column.definitionVersion', defaultMessage: 'Definition version' },
  systemName: { id: 'System.column.systemName', defaultMessage: 'System' },
  systemRelease: { id: 'System.column.systemRelease', defaultMessage: 'System release' },
  bulletinId: { id: 'System.column.bulletinId', defaultMessage: 'Bulletin' },
  title: { id: 'System.column.title', defaultMessage: 'Title' },
  severity: { id: 'System.column.severity', defaultMessage: 'Severity' },
  cve: { id: 'System.column.cve', defaultMessage: 'CVE' },
  publishedOn: { id: 'System.column.publishedOn', defaultMessage: 'Published on' },
  fixingPatch: { id: 'System.column.fixingPatch', defaultMessage: 'Fixing patch' },
  applied: { id: 'System.column.applied', defaultMessage: 'Patch applied' },
  appliedHosts: { id: 'System.column.appliedHosts', defaultMessage: 'Hosts with the patch' },
  lastApplied: { id: 'System.column.lastApplied', defaultMessage: 'Last seen in a scan' },
});

/** Enum values' titles. */
export const systemValueMessages = defineMessages({
  SUS: { id: 'System.column.service.SUS', defaultMessage: 'SUS' },
  RSUS: { id: 'System.column.service.RSUS', defaultMessage: 'RSUS' },
  system: { id: 'System.column.level.system', defaultMessage: 'System' },
  zone: { id: 'System.column.level.zone', defaultMessage: 'Zone' },
  site: { id: 'System.column.level.site', defaultMessage: 'Site' },
  Windows: { id: 'System.column.osType.Windows', defaultMessage: 'Windows' },
  Linux: { id: 'System.column.osType.Linux', defaultMessage: 'Linux' },
  critical: { id: 'System.column.severity.critical', defaultMessage: 'Critical' },
  high: { id: 'System.column.severity.high', defaultMessage: 'High' },
  medium: { id: 'System.column.severity.medium', defaultMessage: 'Medium' },
  low: { id: 'System.column.severity.low', defaultMessage: 'Low' },
});

/** Titles of the system exports (the document heading; the server writes them). */
export const systemExportMessages = defineMessages({
  softwareUpdates: { id: 'System.export.softwareUpdates', defaultMessage: 'Software updates' },
  patchHistory: { id: 'System.export.patchHistory', defaultMessage: 'Patch history' },
  antivirus: { id: 'System.export.antivirus', defaultMessage: 'Antivirus' },
  bulletins: {
    id: 'System.export.bulletins',
    defaultMessage: 'Security bulletins matched to the system: fixing patches and whether they are applied',
  },
});

/** What the server writes: the upgrade request's case and its refusals. */
export const systemServerMessages = defineMessages({
  upgradeTitle: { id: 'System.upgrade.caseTitle', defaultMessage: 'Upgrade request: {system} {from} to {to}' },
  upgradeDescription: {
    id: 'System.upgrade.caseDescription',
    defaultMessage: 'Please upgrade our {system} system from release {from} to release {to}.',
  },
  upgradePreferredDate: { id: 'System.upgrade.casePreferredDate', defaultMessage: 'Preferred date: {date}' },
  notLaterRelease: {
    id: 'System.upgrade.notLaterRelease',
    defaultMessage: 'Choose a release later than the one your system runs.',
  },
});
