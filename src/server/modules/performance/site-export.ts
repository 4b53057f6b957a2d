/**
 * The performance site list's exports (GET /mapi/performance/sites/export): the {type} of the file
 * name (spec section 9) and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { SITE_STATES } from '../../../shared/contracts/performance.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { performanceExportMessages, siteStateMessages } from '../../../shared/i18n/performance-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

/** The list type of an export: the one state the list shows (e.g. 'failed'), else AllSites. */
export function describeSiteExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const states = splitMultiValue(query.state ?? '').filter((s) => (SITE_STATES as readonly string[]).includes(s));
  const one = states.length === 1 ? (states[0] as (typeof SITE_STATES)[number]) : undefined;
  if (!one) return { type: 'AllSites', title: translate(locale, performanceExportMessages.titleAll.id) };
  const state = translate(locale, siteStateMessages[one].id);
  return { type: one, title: translate(locale, performanceExportMessages.titleState.id, { state }) };
}
