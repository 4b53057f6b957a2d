/**
 * The rules of a site (spec sections 3 and 5; issue 32 point 2): coordinates in range and the
 * sub-network combinations a site may have. Shared by the server (the site routes) and the staff
 * site form.
 */
import { defineMessages } from '../i18n/define.ts';

/** A site's sub-network values (spec section 5 names them capitalised). */
export const SITE_SUBNETWORKS = ['Voice', 'Data', 'Paging', 'Backhaul', 'Dispatch'] as const;
export type TSiteSubnetwork = (typeof SITE_SUBNETWORKS)[number];

/** The two families a site's sub-networks must come from (spec section 5); a single value is always allowed. */
export const SUBNETWORK_FAMILIES: readonly (readonly TSiteSubnetwork[])[] = [
  ['Voice', 'Data', 'Paging', 'Backhaul'],
  ['Dispatch', 'Backhaul'],
];

/** Site types (spec section 3 names the field, not its values). */
export const SITE_TYPES = ['simulcast', 'repeater', 'dispatch', 'core', 'data'] as const;
export type TSiteType = (typeof SITE_TYPES)[number];

export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

/** Site and zone numbers: 1 to 65535. */
export const SITE_NUMBER_MAX = 65_535;

export const siteRuleMessages = defineMessages({
  subnetworkCombination: {
    id: 'Sites.validation.subnetworkCombination',
    defaultMessage:
      'Choose sub-networks from Voice, Data, Paging and Backhaul, or from Dispatch and Backhaul, or a single one.',
  },
  countAboveMax: {
    id: 'Sites.validation.countAboveMax',
    defaultMessage: 'The threshold count cannot be higher than the threshold maximum ({max, number}).',
  },
  notForCaseManagement: {
    id: 'Sites.validation.notForCaseManagement',
    defaultMessage: 'Choose one of the sites of this account.',
  },
});

/**
 * Whether a site's sub-networks are allowed (spec section 5): any subset of [Voice, Data, Paging,
 * Backhaul], or of [Dispatch, Backhaul], or a single value; at least one, none twice.
 */
export function isSubnetworkCombination(values: readonly string[]): boolean {
  if (values.length === 0 || new Set(values).size !== values.length) return false;
  if (!values.every((v) => (SITE_SUBNETWORKS as readonly string[]).includes(v))) return false;
  if (values.length === 1) return true;
  return SUBNETWORK_FAMILIES.some((family) => values.every((v) => (family as readonly string[]).includes(v)));
}

/** Whether a latitude is in range (spec section 5). */
export function isLatitude(v: number): boolean {
  return Number.isFinite(v) && v >= LATITUDE_MIN && v <= LATITUDE_MAX;
}

/** Whether a longitude is in range (spec section 5). */
export function isLongitude(v: number): boolean {
  return Number.isFinite(v) && v >= LONGITUDE_MIN && v <= LONGITUDE_MAX;
}

/** How a case or ticket names a site it was given from the account's sites: `name (zone/site)`. */
export function siteLabel(site: { name: string; zoneId: number; siteId: number }): string {
  return `${site.name} (${site.zoneId}/${site.siteId})`;
}
