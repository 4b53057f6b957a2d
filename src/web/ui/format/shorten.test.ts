import { describe, expect, it } from 'vitest';
import { shortenMiddle } from './shorten.ts';

describe('shortenMiddle (spec section 9: 30 characters, 15 at the start and 15 at the end)', () => {
  it('keeps a text of up to 30 characters whole', () => {
    expect(shortenMiddle('alarm-log.txt')).toBe('alarm-log.txt');
    expect(shortenMiddle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortenMiddle('')).toBe('');
  });

  it('joins the first 15 and the last 15 characters of a longer one with ...', () => {
    expect(shortenMiddle('site-survey-north-tower-2026-11-26-final.xlsx')).toBe('site-survey-nor...1-26-final.xlsx');
    expect(shortenMiddle('b'.repeat(31))).toBe(`${'b'.repeat(15)}...${'b'.repeat(15)}`);
  });

  it('counts characters, never cutting one outside the basic plane in two', () => {
    const name = `${'𝔸'.repeat(20)}${'東'.repeat(20)}.log`;
    expect(shortenMiddle(name)).toBe(`${'𝔸'.repeat(15)}...${'東'.repeat(11)}.log`);
  });
});
