import { describe, expect, it } from 'vitest';
import { describeProxyRequest, proxyActionMessages as a } from './proxy-actions.ts';

describe('describeProxyRequest', () => {
  it('names the recorded routes in words, with their numbers', () => {
    expect(describeProxyRequest('GET', '/mapi/cases')).toEqual({ message: a.viewedList, values: { area: 'cases' }, known: true });
    expect(describeProxyRequest('GET', '/mapi/cases/10000953')).toEqual({ message: a.openedCase, values: { number: '10000953' }, known: true });
    expect(describeProxyRequest('POST', '/mapi/cases/10000953/notes').message).toBe(a.notedCase);
    expect(describeProxyRequest('POST', '/mapi/cases/10000953/closure/accept').message).toBe(a.acceptedClosure);
    expect(describeProxyRequest('PUT', '/mapi/cases/10000953/follow').message).toBe(a.followedCase);
    expect(describeProxyRequest('DELETE', '/mapi/cases/10000953/follow').message).toBe(a.unfollowedCase);
    expect(describeProxyRequest('GET', '/mapi/tickets/export')).toMatchObject({ message: a.exportedList, values: { area: 'tickets' } });
    expect(describeProxyRequest('GET', '/mapi/tickets/70000001')).toMatchObject({ message: a.openedTicket, values: { number: '70000001' } });
    expect(describeProxyRequest('GET', '/mapi/cases/summary').message).toBe(a.viewedDashboard);
    expect(describeProxyRequest('GET', '/mapi/index/status').message).toBe(a.openedPortal);
    expect(describeProxyRequest('PUT', '/mapi/users/settings').message).toBe(a.changedSettings);
  });

  it('says "another page" or "another change" for a route without its own words', () => {
    expect(describeProxyRequest('GET', '/mapi/repairs/fleet-readiness')).toEqual({ message: a.viewedOther, values: {}, known: false });
    expect(describeProxyRequest('POST', '/mapi/repairs/cart/checkout')).toEqual({ message: a.changedOther, values: {}, known: false });
    // The method decides: a GET of a case is not a note.
    expect(describeProxyRequest('GET', '/mapi/cases/10000953/notes').known).toBe(false);
  });
});
