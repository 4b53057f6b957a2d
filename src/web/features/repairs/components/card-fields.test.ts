import { describe, expect, it } from 'vitest';
import { cardProblems } from './card-fields.tsx';

/** What the card fields refuse before the card leaves the browser (message ids per field). */
describe('cardProblems', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ids = (card: Partial<Record<'number' | 'exp' | 'cvc' | 'name', string>>) =>
    Object.fromEntries(
      Object.entries(
        cardProblems({ number: '4242 4242 4242 4242', exp: '12/29', cvc: '123', name: 'Dana', ...card }, now),
      ).map(([field, message]) => [field, message.id]),
    );

  it('accepts a good card, spaces and dashes in its number included', () => {
    expect(ids({})).toEqual({});
    expect(ids({ number: '4242-4242-4242-4242' })).toEqual({});
    expect(ids({ number: '3782 822463 10005', cvc: '1234' })).toEqual({});
  });

  it('refuses a number failing the Luhn check, too short or with letters', () => {
    for (const number of ['4242 4242 4242 4241', '4242', '4242 4242 4242 424x', ''])
      expect(ids({ number })).toEqual({ number: 'Payment.card.invalidNumber' });
  });

  it('refuses an expiry not written MM/YY, or past (the current month still counts)', () => {
    for (const exp of ['13/29', '1229', '12-29', ''])
      expect(ids({ exp })).toEqual({ exp: 'Payment.card.invalidExpiry' });
    expect(ids({ exp: '10/26' })).toEqual({ exp: 'Payment.card.expiryPassed' });
    expect(ids({ exp: '11/26' })).toEqual({});
    expect(ids({ exp: '11/2026' })).toEqual({});
  });

  it('wants 3 CVC digits, 4 on American Express, and a name', () => {
    expect(ids({ cvc: '12' })).toEqual({ cvc: 'Payment.card.invalidCvc' });
    expect(ids({ number: '378282246310005', cvc: '123' })).toEqual({ cvc: 'Payment.card.invalidCvc' });
    expect(ids({ name: ' ' })).toEqual({ name: 'Payment.card.nameRequired' });
  });
});
