/**
 * The managed network of an account (spec section 3, Managed network; issue 32 point 1): its
 * sub-network kinds, the threshold keys of channel utilization and affiliation with their short
 * names, and the rules of the thresholds (percentages 0-100; high below critical below max). Shared
 * by the server (POST /mapi/managed/network) and the Managed Configuration form.
 */
import { defineMessages } from '../i18n/define.ts';

/** The sub-network kinds (spec section 3); a network lists those that are set. */
export const SUBNETWORK_KINDS = ['backhaul', 'data', 'dispatch', 'paging', 'voice'] as const;
export type TSubnetworkKind = (typeof SUBNETWORK_KINDS)[number];

/** The short names the thresholds are shown by (spec section 3). */
export const THRESHOLD_SHORT_NAMES = ['max', 'high', 'high_percent', 'critical', 'critical_percent'] as const;
export type TThresholdShortName = (typeof THRESHOLD_SHORT_NAMES)[number];

/** The spec's key of a short name in a group: `high_percent` of utilization is `high_utilization_percent`. */
function keyOf<G extends string>(group: G, short: TThresholdShortName): string {
  return short.endsWith('_percent') ? `${short.replace('_percent', '')}_${group}_percent` : `${short}_${group}`;
}

export const CHANNEL_UTILIZATION_KEYS = [
  'max_utilization',
  'high_utilization',
  'high_utilization_percent',
  'critical_utilization',
  'critical_utilization_percent',
] as const;
export const AFFILIATION_KEYS = [
  'max_affiliation',
  'high_affiliation',
  'high_affiliation_percent',
  'critical_affiliation',
  'critical_affiliation_percent',
] as const;
export type TChannelUtilizationKey = (typeof CHANNEL_UTILIZATION_KEYS)[number];
export type TAffiliationKey = (typeof AFFILIATION_KEYS)[number];
export type TThresholdKey = TChannelUtilizationKey | TAffiliationKey;
export const THRESHOLD_KEYS: readonly TThresholdKey[] = [...CHANNEL_UTILIZATION_KEYS, ...AFFILIATION_KEYS];

export type TChannelUtilizationThresholds = Record<TChannelUtilizationKey, number>;
export type TAffiliationThresholds = Record<TAffiliationKey, number>;
export type TThresholdValues = Record<TThresholdKey, number>;

/** The two threshold groups: the network field each is kept in and the word of its keys. */
export const THRESHOLD_GROUPS = [
  { field: 'channelUtilizationThresholds', word: 'utilization', keys: CHANNEL_UTILIZATION_KEYS },
  { field: 'affiliationThresholds', word: 'affiliation', keys: AFFILIATION_KEYS },
] as const;
export type TThresholdGroupField = (typeof THRESHOLD_GROUPS)[number]['field'];

/** The short name a key is shown by (`high_utilization_percent` -> `high_percent`). */
export function thresholdShortName(key: TThresholdKey): TThresholdShortName {
  for (const group of THRESHOLD_GROUPS) {
    const short = THRESHOLD_SHORT_NAMES.find((s) => keyOf(group.word, s) === key);
    if (short) return short;
  }
  throw new Error(`not a threshold key: ${key}`);
}

export function isThresholdKey(key: string): key is TThresholdKey {
  return (THRESHOLD_KEYS as readonly string[]).includes(key);
}

/** Whether a threshold is a percentage (0-100) rather than a count. */
export function isPercentThreshold(key: TThresholdKey): boolean {
  return key.endsWith('_percent');
}

/** The highest count a threshold may hold (channels or affiliations of a network). */
export const THRESHOLD_COUNT_MAX = 100_000;

/** Alarm severities run from 1 (lowest) to 5 (critical): the severity limits are among them. */
export const SEVERITY_LIMIT_MIN = 1;
export const SEVERITY_LIMIT_MAX = 5;

/** The network fields (spec section 3, Managed network and Network) the POST may name. */
export const NETWORK_FIELDS = [
  'affiliationThresholds',
  'backhaul',
  'channelUtilizationThresholds',
  'coverageSimulation',
  'data',
  'deleted',
  'dispatch',
  'failedSevLimit',
  'impairedSevLimit',
  'logoPath',
  'metricsHost',
  'mobileCountryCode',
  'mobileNetworkCode',
  'name',
  'networkAcronym',
  'networkId',
  'networkProfile',
  'networkProfileNames',
  'networkSystemId',
  'networkSystemId2',
  'paging',
  'powerStatus',
  'sisenseCompanyId',
  'supportEmail',
  'timezone',
  'timezoneUtcOffset',
  'type',
  'voice',
  'wacnId',
] as const;
export type TNetworkField = (typeof NETWORK_FIELDS)[number];

/**
 * What the account's Administrator may change (`changed_fields`): the severity limits and every
 * threshold (`thresholds.<key>`). The rest of the network is the vendor's provisioning.
 */
export const CUSTOMER_EDITABLE_FIELDS = ['failedSevLimit', 'impairedSevLimit'] as const;
export type TEditableNetworkField = (typeof CUSTOMER_EDITABLE_FIELDS)[number];
export const THRESHOLDS_PREFIX = 'thresholds.';

export const networkRuleMessages = defineMessages({
  mustBeLower: {
    id: 'ManagedNetwork.validation.mustBeLower',
    defaultMessage: '{field} must be lower than {other} ({limit, number}).',
  },
  mustBeHigher: {
    id: 'ManagedNetwork.validation.mustBeHigher',
    defaultMessage: '{field} must be higher than {other} ({limit, number}).',
  },
  unknownField: {
    id: 'ManagedNetwork.validation.unknownField',
    defaultMessage: '"{name}" is not a field of the network.',
  },
  readOnlyField: {
    id: 'ManagedNetwork.validation.readOnlyField',
    defaultMessage: '"{name}" can only be changed by the vendor.',
  },
  changedWithoutValue: {
    id: 'ManagedNetwork.validation.changedWithoutValue',
    defaultMessage: '{field} is named as changed but has no value.',
  },
  networkIdTaken: {
    id: 'ManagedNetwork.validation.networkIdTaken',
    defaultMessage: 'This network ID is already used by another network.',
  },
  accountHasNetwork: {
    id: 'ManagedNetwork.validation.accountHasNetwork',
    defaultMessage: 'This account already has a network; change it or mark it deleted first.',
  },
});

/**
 * One broken ordering rule, said on the field to change: `field` must be lower (or higher) than
 * `other`, which holds `limit`.
 */
export interface TOrderIssue {
  field: TThresholdKey;
  other: TThresholdKey;
  limit: number;
  direction: 'lower' | 'higher';
}

/** The orderings of one group: high below critical below max (counts), high below critical (percents). */
function groupOrder(word: string): [TThresholdKey, TThresholdKey][] {
  const k = (s: TThresholdShortName) => keyOf(word, s) as TThresholdKey;
  return [
    [k('high'), k('critical')],
    [k('critical'), k('max')],
    [k('high_percent'), k('critical_percent')],
  ];
}

/**
 * The ordering rules of spec section 3's thresholds broken by `values`: high below critical below
 * max, high_percent below critical_percent, in each group. A broken rule is said on its lower
 * field ("must be lower than"), unless only its higher field is among `changed` (a critical
 * lowered under the high: "must be higher than").
 */
export function thresholdOrderIssues(values: TThresholdValues, changed?: ReadonlySet<string>): TOrderIssue[] {
  const out: TOrderIssue[] = [];
  for (const group of THRESHOLD_GROUPS) {
    for (const [low, high] of groupOrder(group.word)) {
      if (values[low] < values[high]) continue;
      if (changed && !changed.has(low) && changed.has(high))
        out.push({ field: high, other: low, limit: values[low], direction: 'higher' });
      else out.push({ field: low, other: high, limit: values[high], direction: 'lower' });
    }
  }
  return out;
}

/** The severity limits' rule: a site is impaired from a severity no higher than the one it fails from. */
export function severityLimitIssue(limits: {
  failedSevLimit: number;
  impairedSevLimit: number;
}): { field: 'impairedSevLimit'; limit: number } | undefined {
  return limits.impairedSevLimit > limits.failedSevLimit
    ? { field: 'impairedSevLimit', limit: limits.failedSevLimit }
    : undefined;
}

/** The sub-network kinds a network has set, in the spec's order. */
export function subnetworksOf(network: Record<TSubnetworkKind, boolean>): TSubnetworkKind[] {
  return SUBNETWORK_KINDS.filter((kind) => network[kind]);
}
