/**
 * Demo managed networks (issue 32 point 1): one per radio account (ASTRO, MOTOTRBO, LTE), as
 * `has_network` was before; the accounts of other technologies have none. Own random source, so
 * the rest of the demo world stays what it was.
 */
import { sql } from 'drizzle-orm';
import { networks, sites } from '../schema/index.ts';
import type { TRegion, TTechnology } from '../../../shared/domain/accounts.ts';
import type {
  TAffiliationThresholds,
  TChannelUtilizationThresholds,
} from '../../../shared/domain/managed-network.ts';
import type { TSiteSubnetwork, TSiteType } from '../../../shared/domain/sites.ts';
import { createRandom, type TRandom } from './random.ts';
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

/** Sites per network: tens in the tiny and small seeds, 100 in the large one (20 networks: 2,000 sites). */
const SITES_PER_NETWORK = { tiny: 12, small: 30, large: 100 } as const;

/** How many networks the large seed makes (issue 32 point 9); the tiny and small seeds give every radio account one. */
export const LARGE_SEED_NETWORKS = 20;

/**
 * The accounts that get a network in the large seed: the fixed demo accounts of a network
 * technology first (Northwind, Contoso, Lakeshore...), then the generated ones in their order,
 * LARGE_SEED_NETWORKS in all. `isGenerated` tells the generated accounts apart.
 */
export function largeSeedNetworkAccounts(
  list: readonly TNetworkAccount[],
  isGenerated: (a: TNetworkAccount) => boolean,
): TNetworkAccount[] {
  const radio = list.filter((a) => NETWORK_TECHNOLOGIES.includes(a.technology as TTechnology));
  return [...radio.filter((a) => !isGenerated(a)), ...radio.filter(isGenerated)].slice(0, LARGE_SEED_NETWORKS);
}

/** Where each region's demo networks are (a county-sized area around a centre). */
const CENTRES: Record<TRegion, [number, number]> = {
  NA: [41.6, -88.1],
  LACR: [-33.4, -70.6],
  EMEA: [51.4, 7.0],
  APAC: [35.6, 139.7],
  ANZ: [-33.9, 151.0],
};

const SITE_NAMES = [
  'Hill Top', 'North Ridge', 'County Courthouse', 'Water Tower', 'Airport', 'Harbor Point', 'Cedar Lake',
  'East Prime', 'Fairgrounds', 'Granite Peak', 'Hospital', 'Industrial Park', 'Junction', 'Kingsley',
  'Lakeside', 'Mill Creek', 'Northgate', 'Oak Valley', 'Pine Bluff', 'Quarry', 'Riverside', 'South Mesa',
  'Transit Center', 'University', 'Valley View', 'West Prime', 'Willow Bend', 'Yardley', 'Zion Hill', 'Dispatch Center',
];

/** The sub-networks of a site of a network kind: within one of the spec's families. */
function siteKinds(technology: string, type: TSiteType, r: TRandom): TSiteSubnetwork[] {
  if (type === 'dispatch') return ['Dispatch', 'Backhaul'];
  if (technology === 'lte') return r.chance(0.5) ? ['Data', 'Backhaul'] : ['Data'];
  if (technology === 'mototrbo') return r.chance(0.3) ? ['Voice', 'Data', 'Paging', 'Backhaul'] : ['Voice', 'Data', 'Backhaul'];
  return r.chance(0.7) ? ['Voice', 'Data', 'Backhaul'] : ['Voice', 'Backhaul'];
}

/** The demo sites of the demo networks: in zones of up to 10 sites, a few hidden from cases or performance. */
export function demoSites(
  list: readonly TNetworkAccount[],
  scale: keyof typeof SITES_PER_NETWORK,
): (typeof sites.$inferInsert)[] {
  const r = createRandom(20261128);
  const byAccount = new Map(list.map((a) => [a.id, a]));
  return demoNetworks(list).flatMap((n) => {
    const a = byAccount.get(n.accountId)!;
    const [lat, lon] = CENTRES[a.region as TRegion] ?? CENTRES.NA;
    return Array.from({ length: SITES_PER_NETWORK[scale] }, (_, i) => {
      const type: TSiteType =
        a.technology === 'lte' ? 'data' : i === SITE_NAMES.length - 1 ? 'dispatch' : i % 10 === 0 ? 'core' : r.pick(['simulcast', 'simulcast', 'repeater'] as const);
      const zoneId = Math.floor(i / 10) + 1;
      const siteId = (i % 10) + 1;
      return {
        accountId: n.accountId,
        networkId: n.id,
        siteId,
        zoneId,
        // Past the 30 names (the large seed), the name takes a number: 'Hill Top 2'.
        name: i < SITE_NAMES.length ? SITE_NAMES[i]! : `${SITE_NAMES[i % SITE_NAMES.length]!} ${Math.floor(i / SITE_NAMES.length) + 1}`,
        type,
        subnetwork: siteKinds(a.technology, type, r),
        primeSite: type === 'simulcast' && siteId === 2,
        latitude: Math.round((lat + (r.next() - 0.5) * 1.2) * 1e5) / 1e5,
        longitude: Math.round((lon + (r.next() - 0.5) * 1.6) * 1e5) / 1e5,
        faultManagerId: `FM-${String(zoneId).padStart(2, '0')}${String(siteId).padStart(3, '0')}`,
        networkProfile: n.networkProfile,
        showInCaseManagement: i % 7 !== 6,
        showInPerformance: i % 11 !== 10,
        thresholdCount: 8,
        thresholdPercent: 80,
        thresholdMax: 10,
      };
    });
  });
}

/** Writes the demo networks of these accounts and their sites. */
export async function seedNetworks(
  tx: TSeedTx,
  list: readonly TNetworkAccount[],
  scale: keyof typeof SITES_PER_NETWORK,
): Promise<void> {
  const rows = demoNetworks(list);
  if (rows.length) await tx.insert(networks).values(rows);
  const siteRows = demoSites(list, scale);
  for (let i = 0; i < siteRows.length; i += 1000) await tx.insert(sites).values(siteRows.slice(i, i + 1000));
  // Every site has a live state row, 'unknown' until its first sample (issue 32 point 3).
  await tx.execute(
    sql`insert into site_states (site_id, account_id, network_id) select id, account_id, network_id from sites on conflict do nothing`,
  );
}
