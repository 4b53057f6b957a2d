import { describe, expect, it } from 'vitest';
import { ZNetworkSettingsForm } from '../contracts/managed-network.ts';
import {
  THRESHOLD_KEYS,
  severityLimitIssue,
  subnetworksOf,
  thresholdOrderIssues,
  thresholdShortName,
  type TThresholdValues,
} from './managed-network.ts';

const GOOD: TThresholdValues = {
  max_utilization: 30,
  high_utilization: 20,
  high_utilization_percent: 70,
  critical_utilization: 25,
  critical_utilization_percent: 85,
  max_affiliation: 1000,
  high_affiliation: 700,
  high_affiliation_percent: 70,
  critical_affiliation: 850,
  critical_affiliation_percent: 85,
};

describe('managed network thresholds (spec section 3)', () => {
  it('names each key by its short name', () => {
    expect(THRESHOLD_KEYS.map(thresholdShortName)).toEqual([
      'max', 'high', 'high_percent', 'critical', 'critical_percent',
      'max', 'high', 'high_percent', 'critical', 'critical_percent',
    ]);
  });

  it('keeps high below critical below max, in counts and percents, on the field to change', () => {
    expect(thresholdOrderIssues(GOOD)).toEqual([]);
    expect(thresholdOrderIssues({ ...GOOD, high_utilization: 25 })).toEqual([
      { field: 'high_utilization', other: 'critical_utilization', limit: 25, direction: 'lower' },
    ]);
    expect(thresholdOrderIssues({ ...GOOD, critical_affiliation: 1000 }, new Set(['critical_affiliation']))).toEqual([
      { field: 'critical_affiliation', other: 'max_affiliation', limit: 1000, direction: 'lower' },
    ]);
    expect(thresholdOrderIssues({ ...GOOD, critical_utilization_percent: 60 }, new Set(['critical_utilization_percent']))).toEqual([
      { field: 'critical_utilization_percent', other: 'high_utilization_percent', limit: 70, direction: 'higher' },
    ]);
  });

  it('keeps the impaired severity limit at or below the failed one', () => {
    expect(severityLimitIssue({ failedSevLimit: 4, impairedSevLimit: 4 })).toBeUndefined();
    expect(severityLimitIssue({ failedSevLimit: 3, impairedSevLimit: 4 })).toEqual({ field: 'impairedSevLimit', limit: 3 });
  });

  it('checks the form as a whole: percentages 0-100, whole counts, the orderings', () => {
    const ok = ZNetworkSettingsForm.safeParse({ ...GOOD, failedSevLimit: 4, impairedSevLimit: 2 });
    expect(ok.success).toBe(true);
    const paths = (values: Record<string, number>) =>
      ZNetworkSettingsForm.safeParse({ ...GOOD, failedSevLimit: 4, impairedSevLimit: 2, ...values })
        .error!.issues.map((i) => i.path.join('.'))
        .sort();
    expect(paths({ high_affiliation_percent: 101, max_utilization: 2.5 })).toEqual(['high_affiliation_percent', 'max_utilization']);
    // The rules between fields once each field is right on its own.
    expect(paths({ high_utilization: 26, failedSevLimit: 2, impairedSevLimit: 3 })).toEqual(['high_utilization', 'impairedSevLimit']);
  });

  it('lists the sub-network kinds that are set, in the spec order', () => {
    expect(subnetworksOf({ backhaul: true, data: false, dispatch: true, paging: false, voice: true })).toEqual([
      'backhaul',
      'dispatch',
      'voice',
    ]);
  });
});
