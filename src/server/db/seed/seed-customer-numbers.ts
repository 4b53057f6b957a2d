import { eq } from 'drizzle-orm';
import { accounts, appConfig, customerNumbers } from '../schema/index.ts';
import { canCreateRma } from '../../../shared/domain/permissions.ts';
import type { TAccountFacts, TRegion } from '../../../shared/domain/accounts.ts';
import type { TSeedTx } from './seed-cases.ts';

/**
 * The customer numbers NA-100001 (Northwind ASTRO) requests repairs under
 * (createRMACustomerNumbers), one per back-office status so the demo shows each message of the
 * request flow (spec section 5): active, contact support, choose another, replaced (by the active one).
 */
export const DEMO_CUSTOMER_NUMBERS = {
  active: 'C1000001',
  contactSupport: 'C1000091',
  chooseAnother: 'C1000092',
  replaced: 'C1000093',
} as const;

/**
 * Gives NA-100001 its repair customer numbers and their statuses, and makes sure the Create RMA
 * rules hold for it (spec section 6): its random facts may have left the createRMA permission off.
 */
export async function seedCustomerNumbers(tx: TSeedTx): Promise<void> {
  const n = DEMO_CUSTOMER_NUMBERS;
  await tx.insert(customerNumbers).values([
    { customerNumber: n.contactSupport, status: 'contactSupport' },
    { customerNumber: n.chooseAnother, status: 'chooseAnother' },
    { customerNumber: n.replaced, status: 'replaced', replacedBy: n.active },
  ]);
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, 'NA-100001'));
  if (!account) return;
  const [config] = await tx.select().from(appConfig).where(eq(appConfig.key, 'enableCreateRMACountries'));
  const enabledCountries = (config?.value ?? '').split(',').map((c) => c.trim());
  const numbers = [n.active, n.contactSupport, n.chooseAnother, n.replaced];
  const facts = {
    packageName: account.packageName,
    groups: account.groups,
    permissions: account.permissions,
    countryCode: account.countryCode,
    source: account.source as TAccountFacts['source'],
    region: account.region as TRegion,
    createRmaCustomerNumbers: numbers,
  };
  const permissions = canCreateRma(facts, enabledCountries)
    ? account.permissions
    : { ...account.permissions, createRMA: true };
  await tx
    .update(accounts)
    .set({ createRmaCustomerNumbers: numbers, permissions })
    .where(eq(accounts.id, 'NA-100001'));
}
