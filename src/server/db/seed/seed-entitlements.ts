/**
 * Demo entitlements, hardware and activations (issue 31 point 3) for every account: features of
 * each type, some expiring within 90 days, one expired, some exhausted (remaining 0), hardware
 * with activations on several sites. Deterministic (seeded random per account); expiration dates
 * are days from the day of the seed. The remaining quantity of each entitlement is its total less
 * what its activations hold.
 */
import { entitlements, featureActivations, hardware } from '../schema/index.ts';
import type { TEntitlementType } from '../../../shared/domain/entitlements.ts';
import { createRandom, type TRandom } from './random.ts';
import type { TSeedTx } from './seed-cases.ts';

interface TTemplate {
  feature: string;
  part: string;
  type: TEntitlementType;
  /** Days from the seed's day to the expiration date; null for perpetual. */
  days: number | null;
  purchased: number;
  /** Licences per unit purchased. */
  pack: number;
  /** Share of the licences activated (1: exhausted). */
  used: number;
}

/** NA-100001 (the demo's main account): one of each case the screens show. */
const NORTHWIND: readonly TTemplate[] = [
  { feature: 'AES-256 Encryption', part: 'H869AC', type: 'perpetual', days: null, purchased: 5, pack: 10, used: 0.4 },
  { feature: 'Over-the-Air Rekeying', part: 'Q629AK', type: 'subscription', days: 21, purchased: 2, pack: 25, used: 0.6 },
  { feature: 'Console Position Licence', part: 'B1933A', type: 'term', days: 58, purchased: 8, pack: 1, used: 1 },
  { feature: 'GPS Location Services', part: 'Q387AS', type: 'subscription', days: 84, purchased: 4, pack: 25, used: 0.5 },
  { feature: 'Trunking Site Licence', part: 'T8000A', type: 'perpetual', days: null, purchased: 6, pack: 1, used: 0.5 },
  { feature: 'Radio Management Seat', part: 'HKVN4127', type: 'term', days: 400, purchased: 3, pack: 5, used: 0.2 },
  { feature: 'Text Messaging Services', part: 'Q947AE', type: 'subscription', days: -30, purchased: 1, pack: 50, used: 0.3 },
  { feature: 'Integrated Voice and Data', part: 'Q361AR', type: 'subscription', days: 300, purchased: 2, pack: 20, used: 0 },
];

const CATALOGUE: readonly Omit<TTemplate, 'days' | 'purchased' | 'used'>[] = [
  { feature: 'AES-256 Encryption', part: 'H869AC', type: 'perpetual', pack: 10 },
  { feature: 'Over-the-Air Rekeying', part: 'Q629AK', type: 'subscription', pack: 25 },
  { feature: 'Console Position Licence', part: 'B1933A', type: 'term', pack: 1 },
  { feature: 'GPS Location Services', part: 'Q387AS', type: 'subscription', pack: 25 },
  { feature: 'Trunking Site Licence', part: 'T8000A', type: 'perpetual', pack: 1 },
  { feature: 'Radio Management Seat', part: 'HKVN4127', type: 'term', pack: 5 },
  { feature: 'Text Messaging Services', part: 'Q947AE', type: 'subscription', pack: 50 },
  { feature: 'Integrated Voice and Data', part: 'Q361AR', type: 'subscription', pack: 20 },
  { feature: 'Push-to-Talk Subscriber Licence', part: 'WPTX-SUB', type: 'subscription', pack: 100 },
  { feature: 'Broadband Push-to-Talk Seat', part: 'LX-PTT-01', type: 'term', pack: 10 },
];

const PRODUCTS = ['GTR 8000 Base Radio', 'MCC 7500E Console', 'APX NEXT Radio', 'Zone Controller', 'SLR 8000 Repeater'];
const SITES = ['Hill Top', 'Riverside', 'Dispatch Center', 'County Jail', 'Harbor', 'North Tower'];

/** A 12-digit hexadecimal hardware ID (shared/domain/entitlements.ts). */
function hardwareIdOf(r: TRandom): string {
  const part = () => r.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  return `${part()}${part()}`;
}

function templatesFor(accountId: string, r: TRandom): TTemplate[] {
  if (accountId === 'NA-100001') return [...NORTHWIND];
  const count = r.int(4, 7);
  const start = r.int(0, CATALOGUE.length - 1);
  return Array.from({ length: count }, (_, i) => {
    const t = CATALOGUE[(start + i) % CATALOGUE.length]!;
    const roll = r.next();
    return {
      ...t,
      days: t.type === 'perpetual' ? null : roll < 0.15 ? -r.int(5, 120) : roll < 0.5 ? r.int(5, 89) : r.int(120, 900),
      purchased: r.int(1, 6),
      used: r.chance(0.2) ? 1 : r.int(0, 8) / 10,
    };
  });
}

function dayFrom(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Seeds the entitlements of these accounts (each its own random source, so the list order does not matter). */
export async function seedEntitlements(tx: TSeedTx, accountIds: readonly string[], today = new Date()): Promise<void> {
  const entitlementRows: (typeof entitlements.$inferInsert)[] = [];
  const hardwareRows: (typeof hardware.$inferInsert)[] = [];
  const activationRows: (typeof featureActivations.$inferInsert)[] = [];
  for (const [k, accountId] of accountIds.entries()) {
    const r = createRandom(20261127 + k * 7919 + accountId.length);
    const machines = Array.from({ length: r.int(3, 5) }, (_, i) => {
      const product = PRODUCTS[(i + k) % PRODUCTS.length]!;
      return {
        accountId,
        hardwareId: hardwareIdOf(r),
        name: `${SITES[(i + k) % SITES.length]} ${product.split(' ')[0]} ${i + 1}`,
        product,
        site: SITES[(i + k) % SITES.length]!,
        createdAt: new Date(today.getTime() - r.int(30, 700) * 86_400_000),
      };
    });
    const used = new Set<string>();
    templatesFor(accountId, r).forEach((t, i) => {
      const entitlementId = `ENT-${accountId.replace(/[^A-Z0-9]/g, '')}-${String(i + 1).padStart(3, '0')}`;
      const total = t.purchased * t.pack;
      let activated = Math.round(total * t.used);
      entitlementRows.push({
        entitlementId,
        accountId,
        partNumber: t.part,
        featureName: t.feature,
        entitlementType: t.type,
        expiresOn: t.days === null ? null : dayFrom(today, t.days),
        quantityPurchased: t.purchased,
        quantityTotal: total,
        quantityRemaining: total - activated,
        orderNumber: r.chance(0.85) ? `SO-${r.int(1000000, 9999999)}` : null,
        createdAt: new Date(today.getTime() - r.int(400, 900) * 86_400_000),
      });
      // Spread what is activated over up to three machines (several sites).
      for (let j = 0; activated > 0 && j < 3; j++) {
        const machine = machines[(i + j) % machines.length]!;
        const quantity = j === 2 || activated < 2 ? activated : Math.ceil(activated / 2);
        activated -= quantity;
        used.add(machine.hardwareId);
        activationRows.push({
          accountId,
          entitlementId,
          hardwareId: machine.hardwareId,
          quantity,
          siteName: machine.site,
          activatedByName: 'Provider Back Office',
          activatedAt: machine.createdAt,
        });
      }
    });
    // Hardware is kept only once a feature is activated on it (spec section 4).
    for (const m of machines) {
      if (!used.has(m.hardwareId)) continue;
      hardwareRows.push({ accountId, hardwareId: m.hardwareId, name: m.name, product: m.product, createdAt: m.createdAt });
    }
  }
  await tx.insert(entitlements).values(entitlementRows);
  if (hardwareRows.length) await tx.insert(hardware).values(hardwareRows);
  if (activationRows.length) await tx.insert(featureActivations).values(activationRows);
}
