import { defineMessages } from './define.ts';

/** Columns of the software downloads list (GET /mapi/software). */
export const softwareColumnMessages = defineMessages({
  fileName: { id: 'Software.column.fileName', defaultMessage: 'File' },
  packageName: { id: 'Software.column.packageName', defaultMessage: 'Software' },
  version: { id: 'Software.column.version', defaultMessage: 'Version' },
  systemRelease: { id: 'Software.column.systemRelease', defaultMessage: 'System release' },
  regions: { id: 'Software.column.regions', defaultMessage: 'Download regions' },
  publishedOn: { id: 'Software.column.publishedOn', defaultMessage: 'Published' },
  size: { id: 'Software.column.size', defaultMessage: 'Size' },
  sha256: { id: 'Software.column.sha256', defaultMessage: 'SHA-256' },
  summary: { id: 'Software.column.summary', defaultMessage: 'Summary' },
});

/** Columns of the known issues list (GET /mapi/known-issues); enum values are `<id>.<value>`. */
export const knownIssueColumnMessages = defineMessages({
  issueId: { id: 'Software.issue.issueId', defaultMessage: 'Issue ID' },
  title: { id: 'Software.issue.title', defaultMessage: 'Title' },
  systemRelease: { id: 'Software.issue.systemRelease', defaultMessage: 'Release' },
  severity: { id: 'Software.issue.severity', defaultMessage: 'Severity' },
  status: { id: 'Software.issue.status', defaultMessage: 'Status' },
  fixedIn: { id: 'Software.issue.fixedIn', defaultMessage: 'Fixed in' },
  description: { id: 'Software.issue.description', defaultMessage: 'Description' },
  workaround: { id: 'Software.issue.workaround', defaultMessage: 'Workaround' },
});

/** Enum labels (the list engine reads `${column label id}.${value}`), declared so the extraction keeps them. */
export const knownIssueValueMessages = defineMessages({
  critical: { id: 'Software.issue.severity.critical', defaultMessage: 'Critical' },
  high: { id: 'Software.issue.severity.high', defaultMessage: 'High' },
  medium: { id: 'Software.issue.severity.medium', defaultMessage: 'Medium' },
  low: { id: 'Software.issue.severity.low', defaultMessage: 'Low' },
  open: { id: 'Software.issue.status.open', defaultMessage: 'Open' },
  fixed: { id: 'Software.issue.status.fixed', defaultMessage: 'Fixed' },
});

/** Texts of the software screens, exports and the server's refusals. */
export const softwareTextMessages = defineMessages({
  downloadsSubtitle: {
    id: 'Software.downloadsSubtitle',
    defaultMessage: 'Software {account} may download in its download regions ({regions}).',
  },
  downloadsCaption: { id: 'Software.downloadsCaption', defaultMessage: 'Software files of {account}' },
  releaseNotesSubtitle: {
    id: 'Software.releaseNotesSubtitle',
    defaultMessage: 'Release notes of each system release for {account}.',
  },
  releaseNotesCaption: { id: 'Software.releaseNotesCaption', defaultMessage: 'Release notes of {account}' },
  knownIssuesSubtitle: {
    id: 'Software.knownIssuesSubtitle',
    defaultMessage: 'Known issues of each system release, with their workaround and the release that fixes them.',
  },
  knownIssuesCaption: { id: 'Software.knownIssuesCaption', defaultMessage: 'Known issues of {account}' },
  download: { id: 'Software.download', defaultMessage: 'Download' },
  downloadFile: { id: 'Software.downloadFile', defaultMessage: 'Download {file}' },
  copyChecksum: { id: 'Software.copyChecksum', defaultMessage: 'Copy SHA-256' },
  copied: { id: 'Software.copied', defaultMessage: 'Copied' },
  noWorkaround: { id: 'Software.noWorkaround', defaultMessage: 'No workaround known yet.' },
  close: { id: 'Software.close', defaultMessage: 'Close' },
  exportDownloads: { id: 'Software.exportDownloads', defaultMessage: 'Software downloads' },
  exportReleaseNotes: { id: 'Software.exportReleaseNotes', defaultMessage: 'Release notes' },
  exportKnownIssues: { id: 'Software.exportKnownIssues', defaultMessage: 'Known issues' },
  rangeNotSatisfiable: {
    id: 'Software.rangeNotSatisfiable',
    defaultMessage: 'The requested part of the file is not available (the file has {size, number} bytes).',
  },
});
