/**
 * The SQL of the software, release notes and known issues lists. The catalogue belongs to no
 * account: each list reads it through the accounts that may see it (their technology; for
 * software also their download regions), so the list engine's tenancy (`t.account_id`) and its
 * search document's account lexeme hold as for any other list. The catalogue is small (tens of
 * rows per technology): the search document is made at query time, no index is needed.
 */
import { knownIssueList, releaseNoteList, softwareList } from '../../../shared/contracts/software.ts';
import { KNOWN_ISSUE_SEVERITIES } from '../../../shared/domain/software.ts';
import { searchDocumentSql, searchText } from '../../db/search-document.ts';
import { defineListSql, optionalCountSort, optionalTextSort } from '../../platform/list/list-definition.ts';

/** The software files an account may download: its technology, a package region among its download regions. */
export const softwareListSql = defineListSql(softwareList, {
  from: `(select a.id as account_id, f.file_id, f.file_name, f.size_bytes, f.sha256, p.name, p.version,
      p.regions, p.published_at, p.description, r.system_release,
      ${searchDocumentSql(searchText('p.name', 'p.version', 'r.system_release', 'f.file_name', 'p.description'), 'a.id')} as search
    from software_files f
    join software_packages p on p.package_id = f.package_id
    join software_releases r on r.release_id = f.release_id
    join accounts a on a.technology = r.technology and a.software_download_region && p.regions
    where f.kind = 'software') t`,
  account: 't.account_id',
  id: { sql: 't.file_id', type: 'text' },
  search: 't.search',
  columns: {
    packageName: { select: 't.name', sort: 'text' },
    version: { select: 't.version', sort: 'text' },
    systemRelease: { select: 't.system_release', sort: 'text' },
    fileName: { select: 't.file_name', sort: 'text' },
    size: { select: 't.size_bytes', sort: 'bigint' },
    sha256: { select: 't.sha256' },
    regions: { select: 't.regions' },
    publishedOn: { select: 't.published_at', sort: 'timestamptz' },
  },
  extra: { fileId: 't.file_id', description: 't.description' },
});

/** The releases of the account's technology with their notes file (if any). */
export const releaseNoteListSql = defineListSql(releaseNoteList, {
  from: `(select a.id as account_id, r.release_id, r.system_release, r.summary, r.published_at,
      f.file_id, f.size_bytes,
      ${searchDocumentSql(searchText('r.system_release', 'r.summary'), 'a.id')} as search
    from software_releases r
    join accounts a on a.technology = r.technology
    left join software_files f on f.release_id = r.release_id and f.kind = 'releaseNotes') t`,
  account: 't.account_id',
  id: { sql: 't.release_id', type: 'text' },
  search: 't.search',
  columns: {
    systemRelease: { select: 't.system_release', sort: 'text' },
    summary: { select: 't.summary' },
    publishedOn: { select: 't.published_at', sort: 'timestamptz' },
    size: { select: 't.size_bytes', sort: optionalCountSort('t.size_bytes') },
  },
  extra: { releaseId: 't.release_id', fileId: 't.file_id' },
});

/** The known issues of the releases of the account's technology. */
export const knownIssueListSql = defineListSql(knownIssueList, {
  from: `(select a.id as account_id, k.issue_id, k.title, k.description, k.workaround, k.severity, k.status,
      k.fixed_in, r.system_release,
      ${searchDocumentSql(searchText('k.issue_id', 'k.title', 'k.description', 'k.workaround', 'r.system_release'), 'a.id')} as search
    from known_issues k
    join software_releases r on r.release_id = k.release_id
    join accounts a on a.technology = r.technology) t`,
  account: 't.account_id',
  id: { sql: 't.issue_id', type: 'text' },
  search: 't.search',
  columns: {
    issueId: { select: 't.issue_id', sort: 'text' },
    title: { select: 't.title', sort: 'text' },
    systemRelease: { select: 't.system_release', sort: 'text' },
    severity: {
      select: 't.severity',
      sort: {
        sql: `array_position(array[${KNOWN_ISSUE_SEVERITIES.map((v) => `'${v}'`).join(',')}], t.severity)`,
        type: 'integer',
      },
    },
    status: { select: 't.status', sort: 'text' },
    fixedIn: { select: 't.fixed_in', sort: optionalTextSort('t.fixed_in') },
  },
  extra: { description: 't.description', workaround: 't.workaround' },
});
