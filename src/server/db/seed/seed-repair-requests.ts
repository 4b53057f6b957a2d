/**
 * Demo repair requests (shipments) on the Northwind ASTRO account (NA-100001), after seedRepairs:
 * RQ2600001 sends three open APX radios of one end user to the Schaumburg depot in one bulk cart
 * (three boxes, one packing slip), RQ2600002 one standalone unit (split off a cart). The units are
 * open demo repairs given the request's number, depot and addresses, so the labels, the packing
 * slip and fleet readiness have something to show. Back-office repairs keep no 'requested' event.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { repairRequests, repairs, type TRepairAddress } from '../schema/index.ts';
import type { TSeedTx } from './seed-cases.ts';

const ACCOUNT = 'NA-100001';

const SHIPPING: TRepairAddress = {
  name: 'Northwind County Radio Shop',
  lines: ['100 County Plaza', 'Dock 3'],
  city: 'Northwind',
  postalCode: '60601',
  country: 'US',
};
const BILLING: TRepairAddress = {
  name: 'Northwind County Accounts Payable',
  lines: ['100 County Plaza'],
  city: 'Northwind',
  postalCode: '60601',
  country: 'US',
};
const SHERIFF: TRepairAddress = {
  name: 'Northwind County Sheriff',
  lines: ['12 Harbor Road'],
  city: 'Lakeside',
  postalCode: '60614',
  country: 'US',
};

/** The requests and the index (among the account's open device repairs, oldest number first) of their units. */
const REQUESTS = [
  { requestNo: 'RQ2600001', units: [2, 3, 4], standalone: false, endUser: SHERIFF as TRepairAddress | null },
  { requestNo: 'RQ2600002', units: [5], standalone: true, endUser: null },
];
const DEPOT = 'Schaumburg, IL';

export async function seedRepairRequests(tx: TSeedTx): Promise<void> {
  // Open device repairs without a quote awaiting an answer (the quote tests use those).
  const open = await tx
    .select({
      repairNo: repairs.repairNo,
      customerNumber: repairs.customerNumber,
      requestedBy: repairs.requestedBy,
      createdAt: repairs.createdAt,
    })
    .from(repairs)
    .where(and(eq(repairs.accountId, ACCOUNT), eq(repairs.kind, 'device'), eq(repairs.status, 'open')))
    .orderBy(asc(repairs.repairNo));
  for (const q of REQUESTS) {
    const units = q.units.map((i) => open[i]).filter((u) => u !== undefined);
    if (units.length === 0) continue;
    const first = units.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
    await tx.insert(repairRequests).values({
      requestNo: q.requestNo,
      accountId: ACCOUNT,
      requestedBy: first.requestedBy,
      customerNumber: first.customerNumber,
      depot: DEPOT,
      billingAddress: BILLING,
      shippingAddress: SHIPPING,
      endUserAddress: q.endUser,
      standalone: q.standalone,
      createdAt: first.createdAt,
    });
    await tx
      .update(repairs)
      .set({
        requestNo: q.requestNo,
        depot: DEPOT,
        customerNumber: first.customerNumber,
        billingAddress: BILLING,
        shippingAddress: SHIPPING,
        endUserAddress: q.endUser,
      })
      .where(
        inArray(
          repairs.repairNo,
          units.map((u) => u.repairNo),
        ),
      );
  }
}
