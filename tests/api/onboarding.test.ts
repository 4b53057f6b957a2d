import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOnboarding, type TOnboarding } from '../../src/shared/contracts/onboarding.ts';
import type { TMyActivityRow } from '../../src/shared/contracts/activities.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The Onboarding panel (spec section 2 screens; the account's `onboarded`, section 3): each step
 * checked from the data, and vendor staff holding the account end onboarding, once, recorded. The
 * demo's Contoso Field Services (EMEA-200002) is being onboarded: it has no managed network yet.
 * A portal of its own, since ending onboarding cannot be undone.
 */
const NEW_ACCOUNT = 'EMEA-200002';
let portal: TTestPortal;
let customer: TClient;
let staff: TClient;

const onboarding = (c: TClient, account = NEW_ACCOUNT) => c.get<TOnboarding>(`/mapi/accounts/onboarding?account_id=${account}`);
const stepsOf = (o: TOnboarding) => Object.fromEntries(o.steps.map((s) => [s.step, s.done]));
const complete = (c: TClient) => c.post<TOnboarding>('/mapi/accounts/onboarding/complete', { account_id: NEW_ACCOUNT });
const accountFacts = async (c: TClient) =>
  (await c.get<TStatus>('/mapi/index/status')).body.content.accounts.find((a) => a.account_id === NEW_ACCOUNT)!;

beforeAll(async () => {
  portal = await startTestPortal('onboarding');
  customer = createClient({ baseUrl: portal.url });
  expect((await customer.login(demo().contoso)).status).toBe(200);
  staff = createClient({ baseUrl: portal.url });
  expect((await staff.login(demo().staff)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('the Onboarding panel', () => {
  it("checks each step off from the data: the user's own as they take them, the account's as the provider does", async () => {
    expect((await accountFacts(customer)).onboarded).toBe(false);
    const before = await onboarding(customer);
    expect(before.status).toBe(200);
    expect(() => ZOnboarding.strict().parse(before.body.content)).not.toThrow();
    expect(before.body.content).toMatchObject({ onboarded: false, canComplete: false });
    expect(before.body.content.steps.map((s) => s.step)).toEqual(['settings', 'phone', 'network', 'sites', 'contracts']);
    expect(stepsOf(before.body.content)).toMatchObject({ phone: false, network: false, sites: false });

    expect((await customer.put('/mapi/users/settings', { user_settings: { timeZone: 'Europe/Berlin' } })).status).toBe(200);
    expect((await customer.put('/mapi/users/profile', { phoneNumber: '+49 30 1234567' })).status).toBe(200);
    expect(stepsOf((await onboarding(customer)).body.content)).toMatchObject({ settings: true, phone: true, network: false });
  });

  it("answers only for the caller's accounts", async () => {
    expect((await onboarding(customer, NORTHWIND_ASTRO)).status).toBe(403);
  });

  it('is ended by vendor staff holding the account, once and recorded; a customer may not end it', async () => {
    const refused = await complete(customer);
    expect(refused.status).toBe(403);
    expect((await onboarding(customer)).body.content.onboarded).toBe(false);

    expect((await onboarding(staff)).body.content.canComplete).toBe(true);
    const done = await complete(staff);
    expect(done.status).toBe(200);
    expect(done.body.content.onboarded).toBe(true);
    expect((await accountFacts(customer)).onboarded).toBe(true);
    expect((await complete(staff)).status).toBe(200);

    const staffMe = (await staff.get<TStatus>('/mapi/index/status')).body.content.user;
    const recorded = await staff.get<{ rows: TMyActivityRow[] }>(
      `/mapi/activities/mine?account_id=${NEW_ACCOUNT}&event=account_onboarded`,
    );
    expect(recorded.body.content.rows).toHaveLength(1);
    const others = await createClient({ baseUrl: portal.url });
    expect((await others.login(demo().vendorAdmin)).status).toBe(200);
    const seen = await others.get<{ rows: { user: string | null; event: string }[] }>(
      `/mapi/activities/others?account_id=${NEW_ACCOUNT}&event=account_onboarded`,
    );
    expect(seen.body.content.rows.map((r) => r.user)).toEqual([`${staffMe.firstName} ${staffMe.lastName}`]);
  });
});
