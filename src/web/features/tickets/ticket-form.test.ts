import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateTicketRequest } from '../../../shared/contracts/tickets.ts';
import { installZodMessages, issueToMessage } from '../../../shared/domain/validation.ts';
import { emptyTicketForm, localDateTimeToIso, toCreateTicketRequest } from './ticket-form.ts';

installZodMessages(z);

describe('create ticket form', () => {
  it('an empty form misses exactly the required fields, each with "{field} is required."', () => {
    const r = ZCreateTicketRequest.safeParse(toCreateTicketRequest(emptyTicketForm(), 'NA-100001'));
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => [String(i.path[0]), issueToMessage(i, 'x').id]);
    expect(fields.sort()).toEqual(
      [
        ['description', 'Validation.required'],
        ['impact', 'Validation.required'],
        ['site', 'Validation.required'],
        ['title', 'Validation.required'],
        ['urgency', 'Validation.required'],
      ].sort(),
    );
  });

  it('sends the filled-in fields: levels as numbers, local dates as ISO, the parent', () => {
    const v = emptyTicketForm('70000001');
    Object.assign(v, { title: 'T', description: 'D', site: 'Hill Top', unitId: '', productName: 'ASTRO 25' });
    Object.assign(v, { impact: '2', urgency: '3', unitStatus: 'degraded', startAt: '2026-03-01T08:00', type: 'problem' });
    const req = toCreateTicketRequest(v, 'NA-100001');
    expect(req).toEqual({
      account_id: 'NA-100001',
      type: 'problem',
      title: 'T',
      description: 'D',
      site: 'Hill Top',
      productName: 'ASTRO 25',
      impact: 2,
      urgency: 3,
      unitStatus: 'degraded',
      startAt: new Date('2026-03-01T08:00').toISOString(),
      parentTicketId: '70000001',
    });
    expect(ZCreateTicketRequest.safeParse(req).success).toBe(true);
  });

  it('reads datetime-local values as local time', () => {
    expect(localDateTimeToIso('')).toBeUndefined();
    expect(localDateTimeToIso('2026-03-01T08:00')).toBe(new Date(2026, 2, 1, 8, 0).toISOString());
  });

  it('sends times rounded to 5 minutes (spec section 9), also when the field was never left', () => {
    expect(localDateTimeToIso('2026-03-01T08:03')).toBe(new Date(2026, 2, 1, 8, 5).toISOString());
    expect(localDateTimeToIso('2026-03-01T08:12')).toBe(new Date(2026, 2, 1, 8, 10).toISOString());
  });
});
