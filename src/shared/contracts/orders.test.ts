import { describe, expect, it } from 'vitest';
import { orderStatusDescriptionMessages } from '../i18n/order-messages.ts';
import { ORDER_STATUSES, orderStatusKey } from './orders.ts';

describe('order statuses', () => {
  it('map to distinct camelCase keys (spaces and hyphens dropped)', () => {
    expect(orderStatusKey('POST-BILLING ACCEPTANCE')).toBe('postBillingAcceptance');
    expect(orderStatusKey('EXTERNAL REQ OPEN')).toBe('externalReqOpen');
    expect(orderStatusKey('BOOKED')).toBe('booked');
    expect(new Set(ORDER_STATUSES.map(orderStatusKey)).size).toBe(35);
  });

  it('have a description only under the key of a real status, among them the codes that do not say what they mean', () => {
    const keys = new Set(ORDER_STATUSES.map(orderStatusKey));
    for (const key of Object.keys(orderStatusDescriptionMessages)) expect(keys, key).toContain(key);
    for (const status of ['SUPPLY ELIGIBLE', 'POST-BILLING ACCEPTANCE', 'PRE-BILLING ACCEPTANCE', 'PO OPEN'])
      expect(Object.keys(orderStatusDescriptionMessages)).toContain(orderStatusKey(status));
  });
});
