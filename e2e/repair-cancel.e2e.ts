import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairEvents, repairRequests, repairs, users } from '../src/server/db/schema/index.ts';
import { chargeCard } from '../src/server/modules/payments/charge-card.ts';
import { tokenizeCard } from '../src/server/modules/payments/local-processor.ts';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * Cancelling a repair in the browser (issue 30 point 5): the repair detail shows the card payment;
 * a User cancels a repair not yet at the depot through a confirmation that says what is refunded,
 * and the detail then shows it closed, cancelled and refunded; a Guest sees the payment, no button.
 * A portal of its own, holding a paid request as a checkout leaves it.
 */
const ACCOUNT = 'NA-100001';
const REPAIR = 'R2950001';
let server: TTestPortal;

beforeAll(async () => {
  server = await startTestPortal('e2e_cancel');
  const ctx = { config: server.config, database: server.database, jobs: server.jobs };
  const db = server.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'user@northwind.example'));
  const card = await tokenizeCard(db, {
    number: '4242424242424242',
    exp: '12/40',
    cvc: '123',
    name: 'Dana Field',
  });
  const paid = await chargeCard(ctx, {
    accountId: ACCOUNT,
    userId: user!.id,
    amountCents: 42_500,
    cardToken: card.token,
    idempotencyKey: 'e2e-request',
    description: 'Repair request',
  });
  const address = {
    name: 'Northwind Radio',
    lines: ['1 Main St'],
    city: 'Springfield',
    postalCode: '01101',
    country: 'US',
  };
  await db.insert(repairRequests).values({
    requestNo: 'RQ-E2E1',
    accountId: ACCOUNT,
    requestedBy: user!.id,
    customerNumber: 'C-100001',
    depot: 'Schaumburg Depot',
    billingAddress: address,
    shippingAddress: address,
    paymentId: paid.paymentId,
  });
  for (const [repairNo, cents] of [
    [REPAIR, 30_000],
    ['R2950002', 12_500],
  ] as const) {
    await db.insert(repairs).values({
      repairNo,
      accountId: ACCOUNT,
      kind: 'device',
      serialIn: `E2E-${repairNo}`,
      deviceModel: 'APX 8000',
      customerNumber: 'C-100001',
      depot: 'Schaumburg Depot',
      serviceType: 'flatRate',
      requestNo: 'RQ-E2E1',
      requestedBy: user!.id,
      chargedCents: cents,
    });
    await db.insert(repairEvents).values({ repairNo, step: 'requested', at: new Date() });
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('cancel a repair in the browser', () => {
  const b = useBrowser();

  it('shows the payment, asks before cancelling, then shows the repair cancelled and refunded', async () => {
    const context = await b.context.browser()!.newContext({ baseURL: server.url, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await signIn(page, demoLogin('nwUser'), { at: `/${ACCOUNT}/Repairs/${REPAIR}` });
      await page.getByTestId('repair-payment').waitFor();
      const facts = page.getByTestId('repair-payment-facts');
      expect(await facts.innerText()).toContain('Visa ending in 4242');
      expect(await facts.innerText()).toContain('$300.00');
      expect(await facts.innerText()).toContain('Not refunded');
      await expectAccessible(page, 'repair detail with its payment');
      expect(await findLayoutDefects(page)).toEqual([]);

      // The confirmation says what is refunded; keeping the repair changes nothing.
      await page.getByTestId('repair-cancel').click();
      const dialog = page.getByRole('dialog', { name: `Cancel repair ${REPAIR}?` });
      await dialog.waitFor();
      expect(await page.getByTestId('repair-cancel-refund').innerText()).toBe(
        '$300.00 paid by card for this repair is refunded to the card.',
      );
      await expectAccessible(page, 'cancel confirmation');
      await dialog.getByRole('button', { name: 'Keep repair' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.getByTestId('repair-step').first().getAttribute('data-step')).toBe('requested');

      await page.getByTestId('repair-cancel').click();
      await page.getByTestId('repair-cancel-confirm').click();
      await expect
        .poll(() => page.getByTestId('repair-step').first().getAttribute('data-step'))
        .toBe('cancelled');
      await expect.poll(() => facts.innerText()).toMatch(/Refunded\s+\$300\.00 on/);
      expect(await page.getByTestId('repair-cancel').count()).toBe(0);
      expect(await page.getByText(`Repair ${REPAIR} was cancelled.`).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('lets a Guest read the payment but not cancel', async () => {
    const context = await b.context.browser()!.newContext({ baseURL: server.url, locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await signIn(page, demoLogin('nwGuest'), { at: `/${ACCOUNT}/Repairs/R2950002` });
      await page.getByTestId('repair-payment').waitFor();
      expect(await page.getByTestId('repair-payment-facts').innerText()).toContain(
        'Visa mit Endziffern 4242',
      );
      expect(await page.getByTestId('repair-cancel').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
