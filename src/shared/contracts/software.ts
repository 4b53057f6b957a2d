import { z } from 'zod';
import { KNOWN_ISSUE_SEVERITIES, KNOWN_ISSUE_STATUSES } from '../domain/software.ts';
import { knownIssueColumnMessages as k, softwareColumnMessages as m } from '../i18n/software-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listRowSchema, type TListRow } from './list-descriptor.ts';

/**
 * Software downloads (GET /mapi/software): one row per software file the account may download,
 * the packages of its technology offered in one of its download regions. Users (not Guests) of an
 * account in the customeruser or softwaredownload group only (spec section 6).
 */
export const softwareList = defineListDescriptor({
  name: 'software',
  path: '/software',
  defaultSort: { column: 'publishedOn', dir: 'desc' },
  search: true,
  columns: {
    packageName: { label: m.packageName, value: 'text', sortable: true, visible: true },
    version: { label: m.version, value: 'text', sortable: true, visible: true },
    systemRelease: { label: m.systemRelease, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'release' } },
    fileName: { label: m.fileName, value: 'text', sortable: true, visible: true },
    size: { label: m.size, value: 'number', sortable: true, visible: true },
    sha256: { label: m.sha256, value: 'text', visible: true },
    regions: { label: m.regions, value: 'textList' },
    publishedOn: { label: m.publishedOn, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'published', calendarDays: true } },
  },
  extra: { fileId: 'text', description: 'text' },
});
export const ZSoftwareRow = listRowSchema(softwareList);
export type TSoftwareRow = TListRow<typeof softwareList>;

/**
 * Release notes (GET /mapi/release-notes): one row per system release of the account's technology,
 * its notes a PDF named ReleaseNotes.pdf (spec section 9). Every user of the account.
 */
export const releaseNoteList = defineListDescriptor({
  name: 'release-notes',
  path: '/release-notes',
  defaultSort: { column: 'publishedOn', dir: 'desc' },
  search: true,
  columns: {
    systemRelease: { label: m.systemRelease, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'release' } },
    summary: { label: m.summary, value: 'text', visible: true },
    publishedOn: { label: m.publishedOn, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'published', calendarDays: true } },
    size: { label: m.size, value: 'numberOrNull', sortable: true, visible: true },
  },
  extra: { releaseId: 'text', fileId: 'textOrNull' },
});
export type TReleaseNoteRow = TListRow<typeof releaseNoteList>;

/**
 * Known issues (GET /mapi/known-issues): the issues of every release of the account's technology;
 * filters release, status, severity; search. Every user of the account.
 */
export const knownIssueList = defineListDescriptor({
  name: 'known-issues',
  path: '/known-issues',
  defaultSort: { column: 'issueId', dir: 'desc' },
  search: true,
  columns: {
    issueId: { label: k.issueId, value: 'text', sortable: true, visible: true },
    title: { label: k.title, value: 'text', sortable: true, visible: true },
    systemRelease: { label: k.systemRelease, value: 'text', sortable: true, visible: true, filter: { kind: 'text', key: 'release' } },
    severity: { label: k.severity, value: 'text', values: KNOWN_ISSUE_SEVERITIES, sortable: true, visible: true, filter: { kind: 'enum' } },
    status: { label: k.status, value: 'text', values: KNOWN_ISSUE_STATUSES, sortable: true, visible: true, filter: { kind: 'enum' } },
    fixedIn: { label: k.fixedIn, value: 'textOrNull', sortable: true, visible: true },
  },
  extra: { description: 'text', workaround: 'textOrNull' },
});
export type TKnownIssueRow = TListRow<typeof knownIssueList>;

/** GET /mapi/software/files/:fileId?account_id=: a software file (HTTP Range answered). */
export const ZSoftwareFileParams = z.object({ fileId: z.string().max(80) }).strict();
/** GET /mapi/release-notes/:releaseId/file?account_id=: the release's ReleaseNotes.pdf. */
export const ZReleaseNoteParams = z.object({ releaseId: z.string().max(80) }).strict();
export const ZSoftwareRef = z.object({ account_id: ZAccountId }).strict();
