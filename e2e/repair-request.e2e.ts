import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { demoLogin, signIn, useBrowser } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';
import { pdfText } from '../tests/support/pdf-text.ts';

/**
 * The repair request flow in the browser (issue 30 points 3 and 4): Northwind's administrator looks
 * up a radio, fills every section (an inactive customer number says why and offers its
 * replacement), adds a second unit that starts from the first one's customer, addresses and
 * depot, checks the cart out and sees the confirmation and both units on the Repairs list. The
 * second unit is a flat-rate repair: paid by card (a declined test card says why, another is
 * charged), and the confirmation prints every label and packing slip in one PDF, read back here.
 */
const ACCOUNT = 'NA-100001';
const SCREENSHOTS = path.resolve('e2e/artifacts/screenshots');

async function lookUpAndStart(page: Page, serial: string): Promise<void> {
  await page.goto(`/${ACCOUNT}/Repairs/SerialNumberLookup`);
  await page.getByTestId('serial-input').fill(serial);
  await page.getByTestId('serial-input').press('Enter');
  await page.getByTestId('serial-request-repair').click();
  await page.getByTestId('repair-request').waitFor();
}

async function next(page: Page, section: string): Promise<void> {
  await page.getByTestId('step-next').click();
  await page.getByTestId(`form-${section}`).waitFor();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('requesting repairs', () => {
  const b = useBrowser();

  it('fills every section, adds a second unit quickly, checks out and finds both units on the Repairs list', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    // Start from an empty cart (the cart is kept on the server between logins).
    await page.request.delete(`/mapi/repairs/cart?account_id=${ACCOUNT}`, {
      headers: { 'csrf-token': (await page.request.get('/mapi/health')).headers()['x-csrf'] ?? '' },
    });
    await lookUpAndStart(page, '481CKP0001');

    // Customer: a replaced number says so and offers its replacement.
    await page.getByTestId('form-customer').waitFor();
    await choose(page, 'customer-number', 'C1000093');
    await expect.poll(() => page.getByTestId('form-customer').innerText()).toContain('C1000093 was replaced by C1000001');
    await page.getByTestId('step-next').click();
    expect(await page.getByTestId('form-customer').count()).toBe(1);
    await page.getByTestId('use-replacement').click();
    await expectAccessible(page, 'repair request, customer step');
    await next(page, 'billing');

    // Billing: required fields named, then filled.
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('form-billing').innerText()).toContain('Name is required.');
    await page.getByTestId('billing-name').fill('Northwind County Radio Shop');
    await page.getByTestId('billing-lines').fill('100 Main St\nBuilding 2');
    await page.getByTestId('billing-city').fill('Springfield');
    await page.getByTestId('billing-postalCode').fill('62701');
    await page.getByTestId('billing-country').fill('US');
    await next(page, 'shipping');
    expect(await page.getByTestId('same-as-billing').isChecked()).toBe(true);
    await next(page, 'endUser');
    await page.getByTestId('has-end-user').check();
    await page.getByTestId('endUser-name').fill('Springfield Fire Department');
    await page.getByTestId('endUser-lines').fill('7 Station Rd');
    await page.getByTestId('endUser-city').fill('Springfield');
    await page.getByTestId('endUser-country').fill('US');
    await next(page, 'device');

    // Device: at least one symptom, then every field.
    expect(await page.getByTestId('device-serial').inputValue()).toBe('481CKP0001');
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('form-device').innerText()).toContain('Please specify at least one symptom.');
    await page.getByTestId('device-symptoms').fill('No audio from the speaker\nBattery drains overnight');
    await choose(page, 'device-serviceType', 'Warranty');
    await choose(page, 'device-encryption', 'AES-256');
    await page.getByTestId('device-poNumber').fill('PO-4471');
    await page.getByTestId('device-firmwareVersion').fill('R22.1.0');
    await page.getByTestId('device-flashcodeVersion').fill('FC-0099');
    await page.getByTestId('device-radioPassword').fill('s3cret');
    await page.getByTestId('device-ccInvoiceRecipient').fill('ap@northwind.example');
    await page.getByTestId('device-eInvoiceRecipients').fill('ap@northwind.example; it@northwind.example');
    await page.getByTestId('device-fmApproval').check();
    await page.getByTestId('device-ulApproval').check();
    await expectAccessible(page, 'repair request, device step');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'repair-request-device.png'), fullPage: true });
    await next(page, 'depot');
    await page.getByTestId('depot-ELG').check();
    await next(page, 'quotation');
    await page.getByTestId('estimate-quoteFirst').check();
    await page.getByTestId('step-next').click();

    // The cart, then a second unit: it starts at the device step from the first unit's sections.
    await page.getByTestId('repair-cart').waitFor();
    expect(await page.getByTestId('cart-unit').count()).toBe(1);
    await lookUpAndStart(page, '481CKP0003');
    await page.getByTestId('request-prefilled').waitFor();
    await page.getByTestId('form-device').waitFor();
    await page.getByTestId('device-symptoms').fill('Display flickers');
    await choose(page, 'device-serviceType', 'Flat rate');
    await next(page, 'depot');
    expect(await page.getByTestId('depot-ELG').isChecked()).toBe(true);
    await next(page, 'quotation');
    await page.getByTestId('step-next').click();

    await page.getByTestId('repair-cart').waitFor();
    await expect.poll(() => page.getByTestId('cart-unit').count()).toBe(2);
    expect(await page.getByTestId('cart-unit-bulk').count()).toBe(2);
    // The APX 6500's flat rate, by card (seed-repairs.ts).
    expect(await page.getByTestId('cart-total').innerText()).toBe('$425.00');
    await expectAccessible(page, 'repair cart');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'repair-cart.png'), fullPage: true });

    // Terms first, then a card the test processor declines (README "Test cards"), then one it approves.
    await page.getByTestId('cart-checkout').click();
    await expect.poll(() => page.getByTestId('cart-checkout-error').innerText()).toContain('Please agree to the repair terms.');
    await page.getByTestId('cart-agree-terms').check();
    const useCard = async (number: string) => {
      await page.getByTestId('card-number').fill(number);
      await page.getByTestId('card-exp').fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
      await page.getByTestId('card-cvc').fill('123');
      await page.getByTestId('card-name').fill('Nora Westfield');
      await page.getByTestId('card-use').click();
      await page.getByTestId('card-ready').waitFor();
    };
    await useCard('4000 0000 0000 0002');
    await page.getByTestId('cart-checkout').click();
    await expect.poll(() => page.getByTestId('cart-checkout-error').innerText()).toContain('The card was declined. Use another card.');
    expect(await page.getByTestId('cart-unit').count()).toBe(2);
    await useCard('4242 4242 4242 4242');
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('repair-confirmation').waitFor();
    expect(await page.getByTestId('confirmation-payment').innerText()).toContain('$425.00');
    // The card by its brand's name, as the repair's detail shows it (was 'visa', the processor's code).
    expect(await page.getByTestId('confirmation-payment').innerText()).toContain('Visa ending in 4242');
    expect(await page.getByTestId('confirmation-request').count()).toBe(1);
    const numbers = await page.getByTestId('confirmation-repair').allInnerTexts();
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/^R\d{7}$/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'repair-confirmation.png'), fullPage: true });

    // One file: the shipment's packing slip, then a label per box, each naming its repair.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('confirmation-print-all').click(),
    ]);
    const pdf = pdfText(fs.readFileSync((await download.path())!));
    expect(download.suggestedFilename()).toMatch(/^shipping documents RQ\d{7}\.pdf$/);
    expect(pdf.pages).toHaveLength(3);
    for (const n of numbers) expect(pdf.pages[0]).toContain(n);
    expect(pdf.pages[0]).toContain('481CKP0001');
    expect(pdf.pages[0]).toContain('481CKP0003');
    expect(pdf.pages[0]).toContain('62701 Springfield');
    expect(pdf.pages.slice(1).map((p) => /Box (\d) of 2/.exec(p)?.[1])).toEqual(['1', '2']);
    for (const [i, n] of [...numbers].sort().entries()) expect(pdf.pages[1 + i]).toContain(n);

    await page.getByTestId('confirmation-to-repairs').click();
    await page.getByTestId('table-row').first().waitFor();
    const listed = await page.locator('td[data-col="repairNumber"]').allInnerTexts();
    for (const n of numbers) expect(listed).toContain(n);

    // The RMA screen counts an empty cart again.
    await page.goto(`/${ACCOUNT}/Repairs/SerialNumberLookup`);
    await expect.poll(() => page.getByTestId('repair-cart-link').innerText()).toBe('Repair cart (0)');
  });

  it('works at phone width', async () => {
    const { page } = b;
    await signIn(page, demoLogin('nwAdmin'));
    await page.setViewportSize({ width: 375, height: 800 });
    await lookUpAndStart(page, '481CKP0002');
    await page.getByTestId('form-customer').waitFor();
    expect(await findLayoutDefects(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'repair-request-phone.png'), fullPage: true });
    await page.goto(`/${ACCOUNT}/Repairs/Cart`);
    await page.getByTestId('repair-cart').waitFor();
    expect(await findLayoutDefects(page)).toEqual([]);
  });
});
