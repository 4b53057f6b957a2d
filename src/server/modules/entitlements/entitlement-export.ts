/**
 * The {type} of the Software and Hardware exports' file names (spec section 9: '{account}
 * Entitlements {type} {date range}.{filetype}') and their document titles.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { ENTITLEMENT_TYPES } from '../../../shared/domain/entitlements.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { entitlementColumnMessages } from '../../../shared/i18n/entitlement-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

const messages = defineMessages({
  software: { id: 'Entitlements.export.software', defaultMessage: 'Software entitlements' },
  softwareType: { id: 'Entitlements.export.softwareType', defaultMessage: 'Software entitlements: {type}' },
  hardware: { id: 'Entitlements.export.hardware', defaultMessage: 'Hardware' },
});

/** Software, or Software<Type> when the list shows one type (SoftwareSubscription ...). */
export function describeSoftwareExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const types = splitMultiValue(query.type ?? '').filter((t) => (ENTITLEMENT_TYPES as readonly string[]).includes(t));
  const one = types.length === 1 ? types[0]! : undefined;
  if (!one) return { type: 'Software', title: translate(locale, messages.software.id) };
  return {
    type: `Software${one.charAt(0).toUpperCase()}${one.slice(1)}`,
    title: translate(locale, messages.softwareType.id, {
      type: translate(locale, `${entitlementColumnMessages.type.id}.${one}`),
    }),
  };
}

export function describeHardwareExport(_query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  return { type: 'Hardware', title: translate(locale, messages.hardware.id) };
}
