import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZCreateCaseRequest } from '../contracts/cases.ts';
import { ZCreateTicketRequest } from '../contracts/tickets.ts';
import { installZodMessages, issueToMessage, isEmailList, parseApiDate, readApiDate, zApiDate } from './validation.ts';

installZodMessages(z);

describe('dates (spec section 5: a number, an ISO timestamp with Z, or a string containing UTC or GMT)', () => {
  it.each([
    [1767225600000, '2026-01-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z'],
    ['2026-03-01T08:30Z', '2026-03-01T08:30:00.000Z'],
    ['2026-03-01T08:30:15.250Z', '2026-03-01T08:30:15.250Z'],
    ['Thu, 01 Jan 2026 10:00:00 GMT', '2026-01-01T10:00:00.000Z'],
    ['2026-01-01 10:00 UTC', '2026-01-01T10:00:00.000Z'],
  ])('reads %j as %s', (input, iso) => {
    expect(readApiDate(input)?.toISOString()).toBe(iso);
    expect(zApiDate().parse(input)).toBe(iso);
  });

  it.each([
    '2026-01-01',
    '2026-01-01T10:00:00',
    '2026-01-01T10:00:00+02:00',
    '01/02/2026',
    'tomorrow',
    '2026-02-30T00:00:00Z',
    'UTC',
    '',
    Number.NaN,
    true,
    null,
  ])('refuses %j with "Incorrect date"', (input) => {
    expect(readApiDate(input)).toBeUndefined();
    expect(() => parseApiDate(input)).toThrow('Incorrect date');
    const result = zApiDate().safeParse(input);
    expect(result.success).toBe(false);
    expect(issueToMessage(result.error!.issues[0]!, 'Start').id).toBe('Validation.incorrectDate');
  });
});

describe('dates the database stores and gives back: the years 100 to 9999', () => {
  it.each([
    [-59011459200000, '0100-01-01T00:00:00.000Z'],
    [253402300799999, '9999-12-31T23:59:59.999Z'],
    ['0100-01-01T00:00:00Z', '0100-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ])('reads the edge %j', (input, iso) => {
    expect(zApiDate().parse(input)).toBe(iso);
  });

  it.each([
    -59011459200001,
    253402300800000,
    -8.64e15,
    8.64e15,
    -1e14,
    Number.MAX_SAFE_INTEGER,
    '0099-12-31T23:59:59Z',
    '0001-01-01T00:00:00Z',
    'Sat, 01 Jan 10000 00:00:00 GMT',
    '-001000-01-01 UTC',
  ])('refuses %j with "Incorrect date"', (input) => {
    expect(readApiDate(input)).toBeUndefined();
    const result = zApiDate().safeParse(input);
    expect(result.success).toBe(false);
    expect(issueToMessage(result.error!.issues[0]!, 'Start').id).toBe('Validation.incorrectDate');
  });
});

describe('the contracts use the shared rules', () => {
  const ticket = {
    account_id: 'NA-100001',
    title: 'Title',
    description: 'Description',
    type: 'incident',
    site: 'Hill Top',
    impact: 2,
    urgency: 2,
  };

  it('ticket dates: the spec forms are accepted and answered as ISO, others are "Incorrect date"', () => {
    const ok = ZCreateTicketRequest.parse({ ...ticket, startAt: 'Thu, 01 Jan 2026 10:00:00 GMT', endAt: 1767265200000 });
    expect([ok.startAt, ok.endAt]).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z']);
    const bad = ZCreateTicketRequest.safeParse({ ...ticket, startAt: '2026-01-01 10:00' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['startAt', 'Validation.incorrectDate']]);
  });

  it('case e-mail lists and phones follow isEmailList and looksLikePhone', () => {
    const base = { account_id: 'NA-100001', category: 'tsu', caseType: 'Incident', title: 'T', description: 'D' };
    for (const list of ['a@b.example', 'a@b.example; c@d.example;', ' a@b.example ;c@d.example ', 'a@b;c', 'x', 'a@b.example;;bad']) {
      expect(ZCreateCaseRequest.safeParse({ ...base, ccEmails: list }).success, list).toBe(isEmailList(list.trim()));
    }
    expect(ZCreateCaseRequest.parse({ ...base, ccEmails: ' a@b.example ;c@d.example ; ;' }).ccEmails).toBe(
      'a@b.example; c@d.example',
    );
    expect(ZCreateCaseRequest.safeParse({ ...base, alternativeContactPhone: '(222)222-3333' }).success).toBe(true);
    expect(ZCreateCaseRequest.safeParse({ ...base, alternativeContactPhone: '+44 20 7946 0958' }).success).toBe(true);
    const phone = ZCreateCaseRequest.safeParse({ ...base, alternativeContactPhone: 'call me' });
    expect(phone.error?.issues[0]?.message).toBe('Validation.phoneNumber');
  });

  it('case technology and region are the spec values only', () => {
    const base = { account_id: 'NA-100001', category: 'tsu', caseType: 'Incident', title: 'T', description: 'D' };
    expect(ZCreateCaseRequest.safeParse({ ...base, technology: 'astro', region: 'EMEA' }).success).toBe(true);
    for (const change of [{ technology: 'ASTRO 25' }, { technology: 'analog' }, { region: 'EU' }, { region: 'na' }]) {
      const r = ZCreateCaseRequest.safeParse({ ...base, ...change });
      const field = Object.keys(change)[0]!;
      expect(r.error?.issues.map((i) => [i.path.join('.'), issueToMessage(i, field).id])).toEqual([
        [field, 'Validation.invalidValue'],
      ]);
    }
  });
});
