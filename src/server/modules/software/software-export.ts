/**
 * The {type} of the file name (spec section 9) and the document title of the software, release
 * notes and known issues exports.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { KNOWN_ISSUE_STATUSES } from '../../../shared/domain/software.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { softwareTextMessages as m } from '../../../shared/i18n/software-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

export function describeSoftwareExport(_query: TListQueryInput, locale: TLocale) {
  return { type: 'AllSoftware', title: translate(locale, m.exportDownloads.id) };
}

export function describeReleaseNoteExport(_query: TListQueryInput, locale: TLocale) {
  return { type: 'AllReleases', title: translate(locale, m.exportReleaseNotes.id) };
}

/** Known issues: 'Open' or 'Fixed' when the list shows one status, else 'AllIssues'. */
export function describeKnownIssueExport(query: TListQueryInput, locale: TLocale) {
  const statuses = splitMultiValue(query.status ?? '').filter((s) => (KNOWN_ISSUE_STATUSES as readonly string[]).includes(s));
  const one = statuses.length === 1 ? statuses[0]! : undefined;
  return {
    type: one ? one.charAt(0).toUpperCase() + one.slice(1) : 'AllIssues',
    title: translate(locale, m.exportKnownIssues.id),
  };
}
