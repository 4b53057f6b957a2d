/**
 * Demo orders with their lines and shipments (deterministic; dates relative to the seed time, so the
 * recent orders widget always has recent ones). Every customer demo account that buys from the
 * vendor gets some: Northwind ASTRO (NA-100001) every one of the 35 statuses, the other demo
 * accounts and the generated accounts a few each. Some values are left out on purpose (no PO
 * number, no ship-to, no carrier ...) so the screens show 'N/A'.
 *
 * Two orders of NA-100001 are fixed (README's demo, the tests): DEMO_ORDERS.
 */
import { orderLines, orderShipments, orders } from '../schema/index.ts';
import { ORDER_STATUSES, type TOrderStatus } from '../../../shared/contracts/orders.ts';
import { createRandom, type TRandom } from './random.ts';
import type { TSeedTx } from './seed-cases.ts';

export const DEMO_ORDERS = {
  /** Partly shipped: three lines, shipments with carriers, tracking and serial numbers. */
  shipped: 'SO-2600001',
  /** No PO number, ship-to, total or line prices, a shipment without carrier or tracking: 'N/A'. */
  missingValues: 'SO-2600002',
} as const;

/** The demo accounts with orders and how many each gets (generated accounts: GENERATED_ACCOUNT_ORDERS). */
const ORDER_ACCOUNTS: readonly { id: string; count: number; customer: string; currency: string }[] = [
  { id: 'NA-100001', count: 42, customer: 'C1000001', currency: 'USD' },
  { id: 'NA-100002', count: 14, customer: 'C1000002', currency: 'USD' },
  { id: 'NA-200001', count: 12, customer: 'C2000001', currency: 'USD' },
  { id: 'EMEA-200002', count: 12, customer: 'C2000002', currency: 'EUR' },
];
const GENERATED_ACCOUNT_ORDERS = 6;

/** Parts the vendor sells: part number and description. */
export const ORDER_PARTS: readonly (readonly [string, string])[] = [
  ['H91TGD9PW7AN', 'APX 8000 all-band portable radio'],
  ['M37TSS9PW1AN', 'APX 6500 mobile radio, 7/800 MHz'],
  ['PMNN4578A', 'Li-ion battery, 4200 mAh, IMPRES'],
  ['WPLN7080A', 'IMPRES multi-unit charger'],
  ['PMMN4062A', 'Remote speaker microphone, IP54'],
  ['HKLN4615A', 'Carry holster with belt clip'],
  ['T7885A', 'ASTRO 25 site controller licence'],
  ['DSGTR8000', 'GTR 8000 base radio'],
  ['CDN6673A', 'Programming cable, USB'],
  ['SSV00S05051', 'Software maintenance, 1 year'],
];
const CARRIERS = ['UPS', 'FedEx', 'DHL Express', 'USPS'];
const SHIP_TO = [
  '1200 Main Street, Northwind, IL 60601, US',
  'Radio shop, 45 County Road, Northwind, IL 60602, US',
  'Fire District 3, 8 Station Lane, Elgin, IL 60120, US',
  'Depot 2, Hafenstraße 12, 20457 Hamburg, DE',
];

/** Statuses after which every line has left the warehouse (the generated orders' too). */
export const SHIPPED_STATUSES: readonly TOrderStatus[] = [
  'SHIPPED',
  'CLOSED',
  'INVOICED',
  'FULFILLED',
  'AWAITING RETURN',
  'AWAITING RETURN DISPOSITION',
  'AWAITING RECEIPT',
  'RETURNED',
  'PARTIALLY RETURNED',
  'POST-BILLING ACCEPTANCE',
  'INVOICE HOLD',
  'INVOICE INCOMPLETE',
  'INVOICE NOT APPLICABLE',
];
const SHIPPED: ReadonlySet<TOrderStatus> = new Set(SHIPPED_STATUSES);
const CANCELLED: ReadonlySet<TOrderStatus> = new Set(['CANCELLED', 'ORDER REJECTED']);

type TOrderInsert = typeof orders.$inferInsert;
type TLineInsert = typeof orderLines.$inferInsert;
type TShipmentInsert = typeof orderShipments.$inferInsert;

const DAY = 86_400_000;
let trackingSeq = 0;

function tracking(carrier: string, r: TRandom): string {
  trackingSeq += 1;
  const n = String(r.int(10_000_000, 99_999_999)) + String(trackingSeq).padStart(4, '0');
  return carrier === 'UPS' ? `1Z${n}` : carrier === 'DHL Express' ? `JD${n}` : n;
}

/** One order with its lines and shipments; `missing` leaves the optional values out. */
function buildOrder(
  orderNo: string,
  account: (typeof ORDER_ACCOUNTS)[number],
  status: TOrderStatus,
  ageDays: number,
  r: TRandom,
  now: number,
  missing = false,
): { order: TOrderInsert; lines: TLineInsert[]; shipments: TShipmentInsert[] } {
  const orderedAt = new Date(now - ageDays * DAY - r.int(0, 600) * 60_000);
  const lines: TLineInsert[] = [];
  const shipments: TShipmentInsert[] = [];
  // The fixed demo orders have three lines, the first one radios (serial numbers shipped).
  const fixed = (Object.values(DEMO_ORDERS) as string[]).includes(orderNo);
  const lineCount = fixed ? 3 : r.int(1, 5);
  let total = 0;
  for (let lineNo = 1; lineNo <= lineCount; lineNo++) {
    const [partNumber, description] = fixed && lineNo === 1 ? ORDER_PARTS[0]! : r.pick(ORDER_PARTS);
    const ordered = fixed && lineNo === 1 ? 4 : r.int(1, 12);
    const price = r.int(40, 6500);
    let shipped = 0;
    let cancelled = 0;
    if (SHIPPED.has(status)) shipped = ordered;
    else if (CANCELLED.has(status)) cancelled = ordered;
    else if (status === 'PARTIALLY SHIPPED') shipped = lineNo === 1 ? ordered : Math.floor(ordered / 2);
    const backordered =
      ordered - shipped - cancelled > 0 && r.chance(0.4) ? ordered - shipped - cancelled : 0;
    total += ordered * price;
    lines.push({
      orderNo,
      lineNo,
      accountId: account.id,
      partNumber,
      description: missing && lineNo === 2 ? null : description,
      quantityOrdered: ordered,
      quantityShipped: shipped,
      quantityBackordered: backordered,
      quantityCancelled: cancelled,
      status: shipped === ordered && status === 'PARTIALLY SHIPPED' ? 'SHIPPED' : status,
      unitPrice: missing ? null : price.toFixed(2),
      promisedDate:
        missing || r.chance(0.15)
          ? null
          : new Date(orderedAt.getTime() + r.int(5, 40) * DAY).toISOString().slice(0, 10),
    });
    // Shipped in one or two parcels, each with the serial numbers of serialised parts (radios, base radios).
    const serialised = /radio/i.test(description);
    const parts =
      shipped > 1 && r.chance(0.4) ? [Math.ceil(shipped / 2), Math.floor(shipped / 2)] : [shipped];
    parts.forEach((quantity, k) => {
      if (quantity === 0) return;
      const carrier = r.pick(CARRIERS);
      const noCarrier = missing && k === 0;
      // Days after the order, but never later than part of the time since it: history stays in the past.
      const since = now - orderedAt.getTime();
      const shippedAt = orderedAt.getTime() + Math.min((r.int(2, 12) + k * 5) * DAY, since * (0.3 + 0.3 * k));
      shipments.push({
        orderNo,
        lineNo,
        shippedAt: new Date(shippedAt),
        carrier: noCarrier ? null : carrier,
        trackingNumber: noCarrier ? null : tracking(carrier, r),
        quantity,
        serialNumbers: serialised
          ? Array.from({ length: quantity }, () => `${partNumber.slice(0, 3)}${r.int(1_000_000, 9_999_999)}`)
          : [],
      });
    });
  }
  const lastShipment = shipments.reduce((t, s) => Math.max(t, (s.shippedAt as Date).getTime()), 0);
  const updatedAt = new Date(
    Math.min(now - 60_000, Math.max(orderedAt.getTime() + r.int(1, 3) * DAY, lastShipment)),
  );
  return {
    order: {
      orderNo,
      accountId: account.id,
      poNumber: missing || r.chance(0.12) ? null : `PO-${account.id.split('-')[0]}-${r.int(1000, 99999)}`,
      status,
      orderedAt,
      updatedAt,
      customerNumber: missing ? null : account.customer,
      shipTo: missing || r.chance(0.1) ? null : r.pick(SHIP_TO),
      currency: missing ? null : account.currency,
      total: missing ? null : total.toFixed(2),
      lineCount,
    },
    lines,
    shipments,
  };
}

/** Inserts the demo orders of the fixed demo accounts and of the given generated accounts. */
export async function seedOrders(tx: TSeedTx, generatedAccountIds: readonly string[]): Promise<void> {
  const r = createRandom(20261127);
  const now = Date.now();
  trackingSeq = 0;
  const accounts = [
    ...ORDER_ACCOUNTS,
    ...generatedAccountIds.map((id, i) => ({
      id,
      count: GENERATED_ACCOUNT_ORDERS,
      customer: `C${5000001 + i}`,
      currency: id.startsWith('EMEA') ? 'EUR' : 'USD',
    })),
  ];
  const built: ReturnType<typeof buildOrder>[] = [];
  let next = 2_600_001;
  for (const account of accounts) {
    for (let i = 0; i < account.count; i++) {
      const orderNo = `SO-${next++}`;
      // NA-100001: the two fixed orders first, then every status once, then any.
      let status: TOrderStatus;
      if (orderNo === DEMO_ORDERS.shipped) status = 'PARTIALLY SHIPPED';
      else if (orderNo === DEMO_ORDERS.missingValues) status = 'SHIPPED';
      else if (account.id === 'NA-100001' && i - 2 < ORDER_STATUSES.length) status = ORDER_STATUSES[i - 2]!;
      else status = r.pick(ORDER_STATUSES);
      const age = i < 2 && account.id === 'NA-100001' ? 6 + i * 3 : r.int(0, 400);
      built.push(buildOrder(orderNo, account, status, age, r, now, orderNo === DEMO_ORDERS.missingValues));
    }
  }
  await tx.insert(orders).values(built.map((b) => b.order));
  await tx.insert(orderLines).values(built.flatMap((b) => b.lines));
  const shipments = built.flatMap((b) => b.shipments);
  if (shipments.length) await tx.insert(orderShipments).values(shipments);
}
