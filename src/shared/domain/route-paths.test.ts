import { describe, expect, it } from 'vitest';
import { buildPath, isAllowedRouteParam } from './route-paths.ts';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('CaseManagement/:type/:detail?', { type: 'RMA', detail: 'CS 1/2' })).toBe(
      'CaseManagement/RMA/CS%201%2F2',
    );
    expect(buildPath('/:accountId/Orders/:detail?', { accountId: 'NA-1', detail: 7 })).toBe('/NA-1/Orders/7');
  });

  it('drops an unsupplied parameter with everything after it', () => {
    expect(buildPath('CaseManagement/:type/:detail?', {})).toBe('CaseManagement');
    expect(buildPath('CaseManagement/:type/:detail?', { detail: 'x' })).toBe('CaseManagement');
    expect(buildPath('Orders/:detail?/Lines', { detail: '' })).toBe('Orders');
    expect(buildPath('Performance/SiteList/:detail?')).toBe('Performance/SiteList');
  });
});

describe('isAllowedRouteParam', () => {
  it('limits the case type to Incident, TechnicalRequest and RMA', () => {
    expect(isAllowedRouteParam('type', 'Incident')).toBe(true);
    expect(isAllowedRouteParam('type', 'TechnicalRequest')).toBe(true);
    expect(isAllowedRouteParam('type', 'RMA')).toBe(true);
    expect(isAllowedRouteParam('type', 'Ticket')).toBe(false);
    expect(isAllowedRouteParam('type', 'rma')).toBe(false);
    expect(isAllowedRouteParam('type', undefined)).toBe(false);
  });

  it('lets parameters without a limit take any value', () => {
    expect(isAllowedRouteParam('detail', 'anything')).toBe(true);
    expect(isAllowedRouteParam('constructor', 'x')).toBe(true);
  });
});
