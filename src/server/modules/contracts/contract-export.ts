/**
 * The exports of the contract and coverage lists (GET /mapi/contracts/export, /coverage/export):
 * the {type} of the file name (spec section 9) and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { ASSET_STATES, CONTRACT_STATUSES } from '../../../shared/contracts/contracts.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import {
  contractColumnMessages,
  coverageColumnMessages,
  renewalServerMessages as m,
} from '../../../shared/i18n/contract-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The one value of an enum filter, when the query names exactly one valid value. */
function oneValue(query: TListQueryInput, key: string, values: readonly string[]): string | undefined {
  const chosen = splitMultiValue(query[key] ?? '').filter((v) => values.includes(v));
  return chosen.length === 1 ? chosen[0] : undefined;
}

/** A contract export: AllContracts, or the one status shown (e.g. Expired). */
export function describeContractExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const status = oneValue(query, 'status', CONTRACT_STATUSES);
  if (!status) return { type: 'AllContracts', title: translate(locale, m.exportAll.id) };
  return {
    type: capital(status),
    title: translate(locale, m.exportStatus.id, {
      status: translate(locale, `${contractColumnMessages.status.id}.${status}`),
    }),
  };
}

/** A coverage export: AllAssets, or the one asset state shown (e.g. Retired). */
export function describeCoverageExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const state = oneValue(query, 'state', ASSET_STATES);
  if (!state) return { type: 'AllAssets', title: translate(locale, m.coverageAll.id) };
  return {
    type: capital(state),
    title: translate(locale, m.coverageState.id, {
      state: translate(locale, `${coverageColumnMessages.state.id}.${state}`),
    }),
  };
}
