import { describe, expect, it } from 'vitest';
import { requestedLocationFor } from './requested-location.ts';

/** Spec section 4: the location kept at expiry is restored after the next sign-in, once. */
describe('the location restored after sign-in', () => {
  const mine = new Set(['NA-100001', 'NA-100002']);

  it('restores a page of an account the person holds, with its query and hash', () => {
    expect(requestedLocationFor('/NA-100002/AllCases?state=open#top', mine)).toBe('/NA-100002/AllCases?state=open#top');
  });

  it('restores a page outside any account', () => {
    expect(requestedLocationFor('/proxy', mine)).toBe('/proxy');
    expect(requestedLocationFor('/help/index.html', mine)).toBe('/help/index.html');
  });

  it("does not lead someone else to the previous person's account: their own start instead", () => {
    expect(requestedLocationFor('/EMEA-200002/Dashboard', mine)).toBe('/');
  });

  it('ignores nothing kept, and addresses of other sites', () => {
    expect(requestedLocationFor(null, mine)).toBe('/');
    expect(requestedLocationFor('//evil.example/x', mine)).toBe('/');
    expect(requestedLocationFor('https://evil.example', mine)).toBe('/');
  });
});
