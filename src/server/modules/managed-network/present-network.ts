import type { networks } from '../../db/schema/index.ts';
import type { TManagedNetwork } from '../../../shared/contracts/managed-network.ts';
import { zoneOffsetMs } from '../../../shared/domain/time-zone.ts';
import {
  CUSTOMER_EDITABLE_FIELDS,
  THRESHOLD_KEYS,
  THRESHOLDS_PREFIX,
  subnetworksOf,
} from '../../../shared/domain/managed-network.ts';

export type TNetworkRow = typeof networks.$inferSelect;

/** `-05:00`: the offset of the zone from UTC at `ms`. */
export function utcOffset(timezone: string, ms = Date.now()): string {
  let minutes = 0;
  try {
    minutes = Math.round(zoneOffsetMs(ms, timezone) / 60_000);
  } catch {
    minutes = 0;
  }
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The names an account Administrator may send in `changed_fields`. */
export const ADMIN_EDITABLE_FIELDS: readonly string[] = [
  ...CUSTOMER_EDITABLE_FIELDS,
  ...THRESHOLD_KEYS.map((k) => `${THRESHOLDS_PREFIX}${k}`),
];

/** Whitelists the network fields the browser receives, with the sub-network kinds that are set. */
export function presentNetwork(row: TNetworkRow, canEdit: boolean): TManagedNetwork {
  return {
    networkId: row.id,
    name: row.name,
    networkAcronym: row.networkAcronym,
    networkSystemId: row.networkSystemId,
    networkSystemId2: row.networkSystemId2,
    type: row.type,
    networkProfile: row.networkProfile,
    networkProfileNames: row.networkProfileNames,
    timezone: row.timezone,
    timezoneUtcOffset: utcOffset(row.timezone),
    mobileCountryCode: row.mobileCountryCode,
    mobileNetworkCode: row.mobileNetworkCode,
    wacnId: row.wacnId,
    logoPath: row.logoPath,
    metricsHost: row.metricsHost,
    sisenseCompanyId: row.sisenseCompanyId,
    supportEmail: row.supportEmail,
    coverageSimulation: row.coverageSimulation,
    powerStatus: row.powerStatus,
    deleted: row.deleted,
    backhaul: row.backhaul,
    data: row.data,
    dispatch: row.dispatch,
    paging: row.paging,
    voice: row.voice,
    subnetworks: subnetworksOf(row),
    failedSevLimit: row.failedSevLimit,
    impairedSevLimit: row.impairedSevLimit,
    channelUtilizationThresholds: row.channelUtilizationThresholds,
    affiliationThresholds: row.affiliationThresholds,
    editableFields: canEdit ? [...ADMIN_EDITABLE_FIELDS] : [],
  };
}
