/**
 * Demo managed networks (issue 32 point 1): one per radio account (ASTRO, MOTOTRBO, LTE), as
 * `has_network` was before; the accounts of other technologies have none. Own random source, so
 * the rest of the demo world stays what it was.
 */
import { networks } from '../schema/index.ts';
import type { TRegion, TTechnology } from '../../../shared/domain/accounts.ts';
import type {
  TAffiliationThresholds,
  TChannelUtilizationThresholds,
} from '../../../shared/domain/managed-network.ts';
import { createRandom } from './random.ts';
import type { TSeedTx } from './seed-cases.ts';

/** The technologies whose accounts have a managed network. */
export const NETWORK_TECHNOLOGIES: readonly TTechnology[] = ['astro', 'mototrbo', 'lte'];

const ZONES: Record<TRegion, string[]> = {
  NA: ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles'],
  LACR: ['America/Santiago', 'America/Lima', 'America/Sao_Paulo', 'America/Mexico_City'],
  EMEA: ['Europe/London', 'Europe/Berlin', 'Europe/Warsaw', 'Europe/Paris', 'Europe/Rome'],
  APAC: ['Asia/Tokyo', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Singapore'],
  ANZ: ['Australia/Sydney', 'Pacific/Auckland'],
};

/** Mobile country codes by the account's country (LTE networks). */
const MCC: Record<string, string> = {
  US: '313', CA: '302', CL: '730', AR: '722', PE: '716', BR: '724', MX: '334', GB: '234', DE: '262',
  PL: '260', FR: '208', IT: '222', JP: '440', CN: '460', KR: '450', SG: '525', AU: '505', NZ: '530',
};

const TYPES: Record<string, { type: string; profile: string; profiles: string[] }> = {
  astro: { type: 'ASTRO 25', profile: 'P25 Phase 2 TDMA', profiles: ['P25 Phase 1 FDMA', 'P25 Phase 2 TDMA'] },
  mototrbo: { type: 'MOTOTRBO Capacity Max', profile: 'Capacity Max Trunking', profiles: ['Capacity Max Trunking', 'Connect Plus'] },
  lte: { type: 'LTE Broadband', profile: 'Band 14 Public Safety', profiles: ['Band 14 Public Safety', 'Band 28 Public Safety'] },
};

export interface TNetworkAccount {
  id: string;
  name: string;
  technology: string;
  region: string;
  countryCode: string;
  supportManagerEmail?: string | null;
}

/** Thresholds that respect the rules (high below critical below max), around a site's channel count. */
function thresholds(channels: number, radios: number): {
  channelUtilizationThresholds: TChannelUtilizationThresholds;
  affiliationThresholds: TAffiliationThresholds;
} {
  return {
    channelUtilizationThresholds: {
      max_utilization: channels,
      high_utilization: Math.round(channels * 0.7),
      high_utilization_percent: 70,
      critical_utilization: Math.round(channels * 0.85),
      critical_utilization_percent: 85,
    },
    affiliationThresholds: {
      max_affiliation: radios,
      high_affiliation: Math.round(radios * 0.75),
      high_affiliation_percent: 75,
      critical_affiliation: Math.round(radios * 0.9),
      critical_affiliation_percent: 90,
    },
  };
}

/** The demo network rows of these accounts (those of the network technologies). */
export function demoNetworks(list: readonly TNetworkAccount[]): (typeof networks.$inferInsert)[] {
  const r = createRandom(20261127);
  return list
    .filter((a) => NETWORK_TECHNOLOGIES.includes(a.technology as TTechnology))
    .map((a) => {
      const kind = TYPES[a.technology]!;
      const acronym = a.name
        .split(/\s+/)
        .map((w) => w[0] ?? '')
        .join('')
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 5);
      const channels = a.technology === 'lte' ? r.pick([40, 60, 80]) : r.pick([12, 20, 28, 30]);
      const radios = r.pick([600, 1200, 2500, 4000]);
      const systemId = r.int(0x100, 0xfff).toString(16).toUpperCase();
      const failed = r.pick([4, 5]);
      return {
        id: `NET-${a.id}`,
        accountId: a.id,
        name: `${a.name} ${a.technology === 'lte' ? 'Broadband' : 'Radio'} Network`.replace('Radio Radio', 'Radio'),
        networkAcronym: acronym || 'NET',
        networkSystemId: systemId,
        networkSystemId2: a.technology === 'astro' && r.chance(0.3) ? r.int(0x100, 0xfff).toString(16).toUpperCase() : null,
        type: kind.type,
        networkProfile: kind.profile,
        networkProfileNames: kind.profiles,
        timezone: r.pick(ZONES[a.region as TRegion] ?? ZONES.NA),
        mobileCountryCode: a.technology === 'lte' ? (MCC[a.countryCode] ?? '001') : null,
        mobileNetworkCode: a.technology === 'lte' ? String(r.int(10, 99)) : null,
        wacnId: a.technology === 'astro' ? `BEE${r.int(0, 255).toString(16).toUpperCase().padStart(2, '0')}` : null,
        logoPath: null,
        metricsHost: `metrics-${a.id.toLowerCase()}.nms.internal`,
        sisenseCompanyId: `SIS-${a.id}`,
        supportEmail: a.supportManagerEmail ?? null,
        coverageSimulation: a.technology === 'astro',
        powerStatus: true,
        backhaul: true,
        data: true,
        dispatch: a.technology === 'astro',
        paging: a.technology === 'mototrbo' && r.chance(0.5),
        voice: a.technology !== 'lte',
        failedSevLimit: failed,
        impairedSevLimit: failed - r.int(1, 2),
        ...thresholds(channels, radios),
      };
    });
}

/** Writes the demo networks of these accounts. */
export async function seedNetworks(tx: TSeedTx, list: readonly TNetworkAccount[]): Promise<void> {
  const rows = demoNetworks(list);
  if (rows.length) await tx.insert(networks).values(rows);
}
