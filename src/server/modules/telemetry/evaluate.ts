import type {
  TAffiliationThresholds,
  TChannelUtilizationThresholds,
} from '../../../shared/domain/managed-network.ts';
import type { TAlarmKind } from '../../db/schema/index.ts';

/** The network values a measurement is judged by (read at each ingest: a change applies at the next one). */
export interface TNetworkLimits {
  failedSevLimit: number;
  impairedSevLimit: number;
  channelUtilizationThresholds: TChannelUtilizationThresholds;
  affiliationThresholds: TAffiliationThresholds;
}

/** How far a value is over its thresholds. */
export type TLevel = 'normal' | 'high' | 'critical';

/**
 * The level of a sub-network's channel utilization: critical when its percent reaches
 * critical_utilization_percent or its busy channels (when sent) reach critical_utilization; high
 * likewise with the high thresholds. max_utilization is the channels of a site.
 */
export function utilizationLevel(t: TChannelUtilizationThresholds, percent: number, busyChannels?: number): TLevel {
  const busy = busyChannels ?? -1;
  if (percent >= t.critical_utilization_percent || busy >= t.critical_utilization) return 'critical';
  if (percent >= t.high_utilization_percent || busy >= t.high_utilization) return 'high';
  return 'normal';
}

/**
 * The level of a site's affiliations (summed over its sub-networks): critical when the count
 * reaches critical_affiliation or critical_affiliation_percent of max_affiliation (the radios a site
 * takes); high likewise.
 */
export function affiliationLevel(t: TAffiliationThresholds, count: number): TLevel {
  const percent = t.max_affiliation > 0 ? (count * 100) / t.max_affiliation : 0;
  if (count >= t.critical_affiliation || percent >= t.critical_affiliation_percent) return 'critical';
  if (count >= t.high_affiliation || percent >= t.high_affiliation_percent) return 'high';
  return 'normal';
}

/** The severity of an alarm at a level: high opens at impairedSevLimit, critical at failedSevLimit. */
export function levelSeverity(limits: TNetworkLimits, level: Exclude<TLevel, 'normal'>): number {
  return level === 'critical' ? limits.failedSevLimit : limits.impairedSevLimit;
}

/** A site's state from the highest severity among its open alarms (none: normal). */
export function stateOf(limits: TNetworkLimits, maxSeverity: number | null): 'normal' | 'impaired' | 'failed' {
  if (maxSeverity !== null && maxSeverity >= limits.failedSevLimit) return 'failed';
  if (maxSeverity !== null && maxSeverity >= limits.impairedSevLimit) return 'impaired';
  return 'normal';
}

/** The severity of the status alarm of a site reported down. */
export const DOWN_SEVERITY = 5;

/** An alarm to open (or keep open, with this severity and message) or to clear, by its key. */
export interface TAlarmChange {
  site: number;
  kind: TAlarmKind;
  sub: string | null;
  src: string | null;
  /** Undefined: clear it. */
  open?: { severity: number; message: string; level?: Exclude<TLevel, 'normal'>; value?: number };
}

/** The key of an alarm: at most one is open per key (site_alarms_open_uq). */
export function alarmKey(a: Pick<TAlarmChange, 'site' | 'kind' | 'sub' | 'src'>): string {
  return `${a.site}|${a.kind}|${a.sub ?? ''}|${a.src ?? ''}`;
}

/** The message of a threshold alarm (the NMS's own alarms keep theirs). */
export function thresholdMessage(
  kind: 'utilization' | 'affiliation',
  level: Exclude<TLevel, 'normal'>,
  value: number,
  sub: string | null,
): string {
  const what = kind === 'utilization' ? `Channel utilization ${Math.round(value)}%` : `${value} affiliations`;
  return `${what} above the ${level} threshold${sub ? ` (${sub})` : ''}`;
}
