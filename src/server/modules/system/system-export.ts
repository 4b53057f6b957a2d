/**
 * The exports of the system lists: the {type} of the file name (spec section 9) and the document
 * title. The bulletins export is the account's evidence of which fixing patches it applied.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { SOFTWARE_LEVELS, SOFTWARE_SERVICES } from '../../../shared/contracts/system.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { systemExportMessages as m } from '../../../shared/i18n/system-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

function oneValue(query: TListQueryInput, key: string, values: readonly string[]): string | undefined {
  const chosen = splitMultiValue(query[key] ?? '').filter((v) => values.includes(v));
  return chosen.length === 1 ? chosen[0] : undefined;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** SUS or RSUS by system, zone or site: e.g. SUSBySite; AllUpdates when not one of each. */
export function describeSoftwareUpdateExport(query: TListQueryInput, locale: TLocale) {
  const service = oneValue(query, 'service', SOFTWARE_SERVICES);
  const level = oneValue(query, 'level', SOFTWARE_LEVELS);
  const type = `${service ?? 'All'}${level ? `By${capital(level)}` : 'Updates'}`;
  return { type, title: translate(locale, m.softwareUpdates.id) };
}

export const describePatchExport = (_q: TListQueryInput, locale: TLocale) => ({
  type: 'Patches',
  title: translate(locale, m.patchHistory.id),
});
export const describeAntivirusExport = (_q: TListQueryInput, locale: TLocale) => ({
  type: 'Antivirus',
  title: translate(locale, m.antivirus.id),
});
export const describeBulletinExport = (_q: TListQueryInput, locale: TLocale) => ({
  type: 'Evidence',
  title: translate(locale, m.bulletins.id),
});
