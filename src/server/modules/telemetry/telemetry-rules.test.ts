import { describe, expect, it } from 'vitest';
import { affiliationLevel, stateOf, utilizationLevel, type TNetworkLimits } from './evaluate.ts';
import { dailyLoad, localHour, simulatedDown, simulatedReport, type TSimSite } from './simulated-load.ts';

const LIMITS: TNetworkLimits = {
  failedSevLimit: 5,
  impairedSevLimit: 3,
  channelUtilizationThresholds: {
    max_utilization: 20,
    high_utilization: 14,
    high_utilization_percent: 70,
    critical_utilization: 17,
    critical_utilization_percent: 85,
  },
  affiliationThresholds: {
    max_affiliation: 1000,
    high_affiliation: 750,
    high_affiliation_percent: 60,
    critical_affiliation: 900,
    critical_affiliation_percent: 90,
  },
};

describe('threshold evaluation (issue 32 point 3)', () => {
  it('grades utilization by its percent or its busy channels, whichever reaches a threshold first', () => {
    const t = LIMITS.channelUtilizationThresholds;
    expect(utilizationLevel(t, 69.9)).toBe('normal');
    expect(utilizationLevel(t, 70)).toBe('high');
    expect(utilizationLevel(t, 85)).toBe('critical');
    expect(utilizationLevel(t, 10, 14)).toBe('high');
    expect(utilizationLevel(t, 10, 17)).toBe('critical');
  });

  it('grades affiliations by the count or the percent of the maximum', () => {
    const a = LIMITS.affiliationThresholds;
    expect(affiliationLevel(a, 599)).toBe('normal');
    // 60 % of 1,000 comes before the count of 750.
    expect(affiliationLevel(a, 600)).toBe('high');
    expect(affiliationLevel(a, 900)).toBe('critical');
  });

  it('makes a site failed from failedSevLimit, impaired from impairedSevLimit, else normal', () => {
    expect(stateOf(LIMITS, null)).toBe('normal');
    expect(stateOf(LIMITS, 2)).toBe('normal');
    expect(stateOf(LIMITS, 3)).toBe('impaired');
    expect(stateOf(LIMITS, 5)).toBe('failed');
  });
});

describe('the simulator (issue 32 point 3)', () => {
  const net = { timezone: 'America/Chicago', channels: 20, radios: 1000 };
  const site: TSimSite = { id: 42, siteId: 2, zoneId: 1, subnetworks: ['voice', 'data', 'backhaul'] };

  it('follows a daily curve: busy around midday in the network time zone, quiet at night', () => {
    expect(dailyLoad(13)).toBeGreaterThan(3 * dailyLoad(3));
    expect(dailyLoad(9)).toBeGreaterThan(dailyLoad(6));
    // 19:00 UTC is 13:00 in Chicago in November.
    expect(localHour(new Date('2026-11-27T19:00:00Z'), net.timezone)).toBe(13);
  });

  it('reports every sub-network of a site, the same way for the same instant', () => {
    const at = new Date('2026-11-27T19:00:00Z');
    const report = simulatedReport(net, site, at);
    expect(report).toEqual(simulatedReport(net, site, at));
    if (report.status === 'up') expect(report.measurements?.map((m) => m.subnetwork)).toEqual(site.subnetworks);
  });

  it('has impairments and rare outages over a day of 2,000 sites', () => {
    let down = 0;
    let over = 0;
    let samples = 0;
    for (let id = 1; id <= 2000; id++)
      for (let h = 0; h < 24; h += 2) {
        const at = new Date(Date.UTC(2026, 10, 27, h, 3));
        if (simulatedDown(id, at)) down++;
        else
          for (const m of simulatedReport(net, { ...site, id }, at).measurements ?? []) {
            samples++;
            if (m.utilization >= 70) over++;
          }
      }
    expect(down).toBeGreaterThan(0);
    expect(down / 24_000).toBeLessThan(0.01);
    expect(over).toBeGreaterThan(0);
    expect(over / samples).toBeLessThan(0.1);
  });
});
