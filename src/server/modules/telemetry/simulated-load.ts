import type { TIngestSite } from '../../../shared/contracts/telemetry.ts';
import type { TSubnetworkKind } from '../../../shared/domain/managed-network.ts';

/**
 * What the built-in simulator reports for a site at an instant (issue 32 point 3): a daily load
 * curve in the network's time zone (busy from about 08:00 to 18:00), a load of its own per site,
 * impairments (a sub-network's surge for a 10-minute window), NMS alarms (a power alarm for a
 * 15-minute window) and rare outages (a site down for a 30-minute window). Every draw is a hash of
 * the site and its time window, never Math.random: the same instant gives the same batch, so demos
 * and tests are stable.
 */

/** A site as the simulator sees it. */
export interface TSimSite {
  id: number;
  siteId: number;
  zoneId: number;
  subnetworks: TSubnetworkKind[];
}

/** The network values the simulator scales its numbers by. */
export interface TSimNetwork {
  timezone: string;
  /** Channels of a site (max_utilization) and radios it takes (max_affiliation). */
  channels: number;
  radios: number;
}

/** Chance per site and window. */
export const SURGE_CHANCE = 0.03;
export const POWER_ALARM_CHANCE = 0.01;
export const OUTAGE_CHANCE = 0.003;
const SURGE_WINDOW_MS = 10 * 60_000;
const POWER_WINDOW_MS = 15 * 60_000;
const OUTAGE_WINDOW_MS = 30 * 60_000;

/** A number in [0, 1) from a text (FNV-1a, then a final mix). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

/** A formatter per time zone (making one costs far more than using it). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The local hour (fractional) of an instant in a time zone. */
export function localHour(at: Date, timezone: string): number {
  let format = hourFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timezone, format);
  }
  const parts = format.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour + minute / 60;
}

/** The share of capacity in use at a local hour: 0.1 at night, rising from 06:00 to about 0.52 at 13:30, back by 21:00. */
export function dailyLoad(hour: number): number {
  const day = hour >= 6 && hour <= 21 ? Math.sin((Math.PI * (hour - 6)) / 15) : 0;
  return 0.1 + 0.42 * Math.max(0, day) ** 1.5;
}

/** Whether a site is inside an event window of a kind (the window holding `at`). */
function inWindow(kind: string, site: number, at: Date, windowMs: number, chance: number): boolean {
  return unitHash(`${kind}:${site}:${Math.floor(at.getTime() / windowMs)}`) < chance;
}

/** Whether the simulator has the site down at `at`. */
export function simulatedDown(site: number, at: Date): boolean {
  return inWindow('outage', site, at, OUTAGE_WINDOW_MS, OUTAGE_CHANCE);
}

/** One site's report at `at`. */
export function simulatedReport(net: TSimNetwork, site: TSimSite, at: Date): TIngestSite {
  if (simulatedDown(site.id, at)) return { siteId: site.siteId, zoneId: site.zoneId, status: 'down' };
  const load = dailyLoad(localHour(at, net.timezone));
  // A site's own weight: a courthouse downtown is busier than a hilltop repeater.
  const weight = 0.6 + 0.6 * unitHash(`weight:${site.id}`);
  const minute = Math.floor(at.getTime() / 60_000);
  const surgeWindow = Math.floor(at.getTime() / SURGE_WINDOW_MS);
  const surgeOn = inWindow('surge', site.id, at, SURGE_WINDOW_MS, SURGE_CHANCE)
    ? site.subnetworks[Math.floor(unitHash(`surge-sub:${site.id}:${surgeWindow}`) * site.subnetworks.length)]
    : undefined;
  const measurements = site.subnetworks.map((subnetwork) => {
    const noise = (unitHash(`noise:${site.id}:${subnetwork}:${minute}`) - 0.5) * 8;
    let utilization = load * weight * 100 + noise;
    // A surge reaches the high threshold and, one time in three, the critical one.
    if (subnetwork === surgeOn) utilization = unitHash(`surge-level:${site.id}:${surgeWindow}`) < 0.33 ? 93 : 78;
    utilization = Math.round(Math.min(100, Math.max(0, utilization)) * 10) / 10;
    const affiliations = Math.max(
      0,
      Math.round(((net.radios * load * weight) / (2 * site.subnetworks.length)) * (1 + noise / 40)),
    );
    return {
      subnetwork,
      utilization,
      busyChannels: Math.round((utilization / 100) * net.channels),
      affiliations,
    };
  });
  const power = inWindow('power', site.id, at, POWER_WINDOW_MS, POWER_ALARM_CHANCE);
  return {
    siteId: site.siteId,
    zoneId: site.zoneId,
    status: 'up',
    alarms: [
      {
        id: `SIM-POWER-${site.id}`,
        severity: 2,
        message: 'Site on battery power (commercial power lost)',
        state: power ? 'open' : 'clear',
      },
    ],
    measurements,
  };
}
