/**
 * Demo repairs, device models, devices and infrastructure serials (deterministic; the dates are
 * relative to the seed time so the dashboard's 90-day and 6-month charts always have data).
 *
 * The serial number lookup's answers on the Northwind ASTRO account (NA-100001), as README's demo
 * section lists them: DEMO_SERIALS.
 */
import { asc, eq } from 'drizzle-orm';
import {
  deviceModels,
  devices,
  infrastructureSerials,
  repairEvents,
  repairBankAccounts,
  repairBankHistory,
  repairDepots,
  repairs,
  userAccounts,
  users,
  type TRepairAddress,
} from '../schema/index.ts';
import {
  REPAIR_SERVICE_TYPES,
  REPAIR_STEPS,
  type TRepairKind,
  type TRepairStatus,
  type TRepairStep,
} from '../../../shared/contracts/repairs.ts';
import { createRandom } from './random.ts';
import type { TSeedTx } from './seed-cases.ts';

/** The serials that exercise every answer of the lookup (NA-100001). */
export const DEMO_SERIALS = {
  /** An APX 8000 radio received in 2019: found, FM certification offered. */
  radio: '481CKP0001',
  /** An APX 8000 radio received in 2022: found, FM certification not offered. */
  radioAfter2020: '481CKP0002',
  /** A GTR 8000 base radio: infrastructure, to be repaired through an infrastructure repair. */
  infrastructure: 'INF-GTR-0001',
  /** An XTS 5000 radio, out of support since 2019: blocked. */
  endOfSupport: '205TTA0001',
} as const;

/**
 * The accounts with demo repairs and how many each gets: the demo logins' radio accounts (ASTRO,
 * MOTOTRBO, LTE, the locked one and the export-limit account). The WAVE and ICaaS demo accounts
 * have no repair screens (docs/decisions.md "Menu rules") and no repairs.
 */
const REPAIR_ACCOUNTS: readonly { id: string; count: number; models: readonly string[]; customer: string }[] =
  [
    { id: 'NA-100001', count: 24, models: ['APX8000', 'APX6500', 'APX900'], customer: 'C1000001' },
    { id: 'NA-100002', count: 10, models: ['SL7550', 'XPR7550'], customer: 'C1000002' },
    { id: 'NA-200001', count: 8, models: ['LEX-L11', 'APX-NEXT'], customer: 'C2000001' },
    { id: 'NA-900001', count: 4, models: ['APX6500'], customer: 'C9000001' },
    { id: 'NA-400001', count: 6, models: ['APX8000', 'APX6500'], customer: 'C4000001' },
  ];

const MODELS: (typeof deviceModels.$inferInsert)[] = [
  {
    modelCode: 'APX8000',
    name: 'APX 8000 portable radio',
    endOfSupport: null,
    isRadio: true,
    fmCertifiable: true,
    flatRateCents: 38500,
    evaluationFeeCents: 9500,
  },
  {
    modelCode: 'APX6500',
    name: 'APX 6500 mobile radio',
    endOfSupport: '2031-12-31',
    isRadio: true,
    fmCertifiable: true,
    flatRateCents: 42500,
    evaluationFeeCents: 9500,
  },
  {
    modelCode: 'APX900',
    name: 'APX 900 portable radio',
    endOfSupport: null,
    isRadio: true,
    fmCertifiable: false,
    flatRateCents: 27500,
    evaluationFeeCents: 7500,
  },
  {
    modelCode: 'XTS5000',
    name: 'XTS 5000 portable radio',
    endOfSupport: '2019-12-31',
    isRadio: true,
    fmCertifiable: true,
    flatRateCents: null,
    evaluationFeeCents: null,
  },
  {
    modelCode: 'SL7550',
    name: 'MOTOTRBO SL7550 portable radio',
    endOfSupport: null,
    isRadio: true,
    fmCertifiable: false,
    flatRateCents: 19500,
    evaluationFeeCents: 6500,
  },
  {
    modelCode: 'XPR7550',
    name: 'MOTOTRBO XPR 7550 portable radio',
    endOfSupport: null,
    isRadio: true,
    fmCertifiable: true,
    flatRateCents: 21500,
    evaluationFeeCents: 6500,
  },
  {
    modelCode: 'LEX-L11',
    name: 'LEX L11 mission critical handheld',
    endOfSupport: null,
    isRadio: false,
    fmCertifiable: false,
    flatRateCents: null,
    evaluationFeeCents: 12500,
  },
  {
    modelCode: 'APX-NEXT',
    name: 'APX NEXT smart radio',
    endOfSupport: null,
    isRadio: true,
    fmCertifiable: false,
    flatRateCents: 49500,
    evaluationFeeCents: 12500,
  },
];

/**
 * The repair depots by region (a request picks one of its account region's), with their turnaround;
 * the demo repairs cycle through the first five.
 */
const DEPOT_ROWS: (typeof repairDepots.$inferInsert)[] = [
  depot('SCH', 'Schaumburg, IL', 'NA', 10, '1301 E Algonquin Rd', 'Schaumburg', '60196', 'US'),
  depot('ELG', 'Elgin, IL', 'NA', 7, '2001 Big Timber Rd', 'Elgin', '60123', 'US'),
  depot('FTL', 'Fort Lauderdale, FL', 'LACR', 12, '8000 W Sunrise Blvd', 'Plantation', '33322', 'US'),
  depot('PEN', 'Penang', 'APAC', 14, 'Bayan Lepas Free Industrial Zone', 'Penang', '11900', 'MY'),
  depot('BER', 'Berlin', 'EMEA', 10, 'Am Borsigturm 130', 'Berlin', '13507', 'DE'),
  depot('SYD', 'Sydney', 'ANZ', 12, '10 Wesley Court', 'Tullamarine', '3043', 'AU'),
  depot('CRA', 'Krakow', 'EMEA', 9, 'ul. Czerwone Maki 82', 'Krakow', '30-392', 'PL'),
];
const DEPOTS = DEPOT_ROWS.slice(0, 5).map((d) => d.name);

function depot(
  code: string,
  name: string,
  region: string,
  turnaroundDays: number,
  street: string,
  city: string,
  postalCode: string,
  country: string,
): typeof repairDepots.$inferInsert {
  const address = { name: `Repair depot ${name}`, lines: [street], city, postalCode, country };
  return { code, name, region, turnaroundDays, address };
}
const SYMPTOMS = [
  'No power',
  'No transmit',
  'No receive',
  'Display damaged',
  'Keypad not working',
  'Battery not charging',
  'Audio distorted',
  'Antenna connector broken',
  'Water damage',
];
const CITIES = [
  { city: 'Northwind', postalCode: '60601', street: '100 County Plaza' },
  { city: 'Lakeside', postalCode: '60614', street: '12 Harbor Road' },
  { city: 'Hill Top', postalCode: '60622', street: '7 Summit Avenue' },
];

const DAY = 86_400_000;
/** The repairs (index within their account) seeded with an open quote. */
const OPEN_QUOTES = [0, 3];

function address(name: string, i: number): TRepairAddress {
  const c = CITIES[i % CITIES.length]!;
  return { name, lines: [c.street], city: c.city, postalCode: c.postalCode, country: 'US' };
}

/** The steps a repair of this status has been through (quotes only where it was quoted). */
function stepsOf(status: TRepairStatus, quoted: boolean, progress: number): TRepairStep[] {
  // A quote's other answers (disputed, returned unrepaired) come from open quotes answered in the portal.
  // Requested and cancelled belong to repairs asked for in the portal (repair requests).
  const all = REPAIR_STEPS.filter(
    (s) =>
      s !== 'requested' &&
      s !== 'cancelled' &&
      s !== 'disputed' &&
      s !== 'returnedUnrepaired' &&
      (quoted || (s !== 'quoted' && s !== 'approved')),
  );
  if (status === 'closed') return all;
  if (status === 'shipped') return all.filter((s) => s !== 'closed');
  // Open: received and some of the following steps, never shipped back.
  const open = all.filter((s) => s !== 'shippedBack' && s !== 'closed');
  return open.slice(0, 1 + (progress % open.length));
}

/** Inserts the demo models, devices, infrastructure serials and repairs with their timelines. */
export async function seedRepairs(tx: TSeedTx, now: Date = new Date()): Promise<void> {
  const r = createRandom(20261127);
  // Who asked for each account's repairs (the quote e-mails go to them): its first user with the
  // User role (else its first Administrator), by e-mail.
  const holders = await tx
    .select({ accountId: userAccounts.accountId, userId: users.id, role: userAccounts.role })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .orderBy(asc(users.email));
  const requesterOf = (accountId: string) =>
    (
      holders.find((h) => h.accountId === accountId && h.role === 'User') ??
      holders.find((h) => h.accountId === accountId && h.role === 'Administrator')
    )?.userId ?? null;
  await tx.insert(deviceModels).values(MODELS);
  await tx.insert(repairDepots).values(DEPOT_ROWS);
  await tx.insert(devices).values([
    { serial: DEMO_SERIALS.radio, modelCode: 'APX8000', accountId: 'NA-100001', receivedOn: '2019-05-14' },
    {
      serial: DEMO_SERIALS.radioAfter2020,
      modelCode: 'APX8000',
      accountId: 'NA-100001',
      receivedOn: '2022-03-02',
    },
    {
      serial: DEMO_SERIALS.endOfSupport,
      modelCode: 'XTS5000',
      accountId: 'NA-100001',
      receivedOn: '2011-09-20',
    },
    { serial: '481CKP0003', modelCode: 'APX6500', accountId: 'NA-100001', receivedOn: '2020-12-31' },
    { serial: '672TRB0001', modelCode: 'SL7550', accountId: 'NA-100002', receivedOn: '2018-02-11' },
    { serial: '377LEX0001', modelCode: 'LEX-L11', accountId: 'NA-200001', receivedOn: '2021-06-30' },
  ]);
  await tx.insert(infrastructureSerials).values([
    {
      serial: DEMO_SERIALS.infrastructure,
      accountId: 'NA-100001',
      description: 'GTR 8000 base radio, North Tower',
    },
    {
      serial: 'INF-MCC-0001',
      accountId: 'NA-100001',
      description: 'MCC 7500 dispatch console, Central Dispatch',
    },
    { serial: 'INF-SLR-0001', accountId: 'NA-100002', description: 'SLR 8000 repeater, Schools campus' },
  ]);

  let next = 2600001;
  const repairRows: (typeof repairs.$inferInsert)[] = [];
  const eventRows: (typeof repairEvents.$inferInsert)[] = [];
  for (const a of REPAIR_ACCOUNTS) {
    for (let i = 0; i < a.count; i++) {
      const repairNo = `R${next++}`;
      // Every few repairs are infrastructure repairs; statuses and service types cycle so each shows.
      const kind: TRepairKind = i % 5 === 4 ? 'infrastructure' : 'device';
      const status: TRepairStatus = (['open', 'shipped', 'closed'] as const)[i % 3]!;
      const serviceType = REPAIR_SERVICE_TYPES[i % REPAIR_SERVICE_TYPES.length]!;
      const quoted =
        serviceType === 'flatRate' || serviceType === 'timeAndMaterials' || serviceType === 'productGroup';
      const model = kind === 'device' ? a.models[i % a.models.length]! : null;
      const serialIn =
        kind === 'device'
          ? `${String(400 + i).padStart(3, '0')}${a.id.slice(-2)}K${String(1000 + i)}`
          : `INF-${a.id.slice(-4)}-${i}`;
      // Spread over the last ~200 days, newest first for the lowest numbers of each account.
      const created = new Date(now.getTime() - (2 + i * 8 + r.int(0, 5)) * DAY - r.int(0, 600) * 60_000);
      // The first and fourth repair of each account are open device repairs whose quote awaits an
      // answer: quoted a day ago (the first one of NA-100001 a SIM-card quote) and 12 days ago.
      const openQuote = OPEN_QUOTES.includes(i) && kind === 'device' && status === 'open';
      const steps: TRepairStep[] = openQuote ? ['received', 'quoted'] : stepsOf(status, quoted, i);
      let at = created.getTime();
      const times = steps.map(() => (at += r.int(1, 4) * DAY + r.int(0, 300) * 60_000));
      times[0] = created.getTime();
      if (openQuote) times[1] = now.getTime() - (i === 0 ? 1 : 12) * DAY;
      const updatedAt = new Date(Math.min(times.at(-1)!, now.getTime()));
      const quoteAt =
        (quoted || openQuote) && steps.includes('quoted')
          ? new Date(Math.min(times[steps.indexOf('quoted')]!, now.getTime()))
          : null;
      repairRows.push({
        repairNo,
        accountId: a.id,
        srNumber: kind === 'infrastructure' || i % 2 === 0 ? String(30_000_001 + next) : null,
        kind,
        status,
        serialIn,
        serialOut: status !== 'open' && i % 4 === 1 ? `${serialIn}R` : status !== 'open' ? serialIn : null,
        deviceModel: model,
        customerNumber: a.customer,
        contractNumber: serviceType === 'serviceContract' ? `SC-${a.id.slice(-6)}-${i}` : null,
        poNumber: i % 3 === 0 ? null : `PO-${String(4500 + i)}`,
        depot: DEPOTS[i % DEPOTS.length]!,
        serviceType,
        billingAddress: address(`Accounts payable ${a.id}`, i),
        shippingAddress: address(`Radio shop ${a.id}`, i + 1),
        endUserAddress: i % 4 === 0 ? null : address(`Field unit ${i + 1}`, i + 2),
        firmwareVersion: kind === 'device' ? `R${20 + (i % 5)}.${i % 10}.0` : null,
        flashcodeVersion: kind === 'device' ? `FC-${5000 + i}` : null,
        radioPassword: kind === 'device' && i % 2 === 1 ? `pw-${repairNo}` : null,
        encryption: kind === 'device' ? (['AES-256', 'ADP', 'none'] as const)[i % 3]! : null,
        fmApproval: kind === 'device' && i % 3 === 0,
        ulApproval: kind === 'device' && i % 4 === 0,
        estimateOption: quoted ? 'quoteFirst' : i % 2 === 0 ? 'repairUpTo' : null,
        ccInvoiceRecipient: i % 3 === 1 ? `billing@${a.id.toLowerCase()}.example` : null,
        eInvoiceRecipients: i % 2 === 0 ? [`invoices@${a.id.toLowerCase()}.example`] : [],
        symptoms: [
          SYMPTOMS[i % SYMPTOMS.length]!,
          ...(i % 3 === 0 ? [SYMPTOMS[(i + 4) % SYMPTOMS.length]!] : []),
        ],
        quoteNumber: quoteAt ? `Q-${repairNo.slice(1)}` : null,
        unitPrice: quoteAt ? (95 + ((i * 37) % 400)).toFixed(2) : null,
        currency: quoteAt ? 'USD' : null,
        quotationDate: quoteAt,
        quoteSimCard: openQuote && i === 0 && a.id === 'NA-100001',
        // A quote followed by the approval was accepted then (answered before the portal kept who).
        quoteState: quoteAt && steps.includes('approved') ? 'accepted' : null,
        quoteAnsweredAt:
          quoteAt && steps.includes('approved')
            ? new Date(Math.min(times[steps.indexOf('approved')]!, now.getTime()))
            : null,
        requestedBy: requesterOf(a.id),
        createdAt: created,
        updatedAt,
      });
      steps.forEach((step, k) => {
        eventRows.push({
          repairNo,
          step,
          at: new Date(Math.min(times[k]!, now.getTime())),
          trackingNumber:
            step === 'shippedBack' ? `1Z${repairNo.slice(1)}${String(k).padStart(4, '0')}` : null,
        });
      });
    }
  }
  await tx.insert(repairs).values(repairRows);
  await tx.insert(repairEvents).values(eventRows);

  // A repair bank per customer number (USD cents): a deposit 60 days ago, a charge 20 days ago.
  // NA-100002's is under its threshold (the screen's warning); the others well above.
  for (const a of REPAIR_ACCOUNTS) {
    const low = a.id === 'NA-100002';
    const deposit = low ? 120_000 : 535_000;
    const charge = 35_000 + (a.count % 5) * 1_250;
    const threshold = 100_000;
    await tx.insert(repairBankAccounts).values({
      accountId: a.id,
      customerNumber: a.customer,
      balanceCents: deposit - charge,
      thresholdCents: threshold,
      lowNotified: low,
    });
    await tx.insert(repairBankHistory).values([
      {
        accountId: a.id,
        customerNumber: a.customer,
        at: new Date(now.getTime() - 60 * DAY),
        kind: 'deposit',
        amountCents: deposit,
        balanceCents: deposit,
        pendingCents: 0,
      },
      {
        accountId: a.id,
        customerNumber: a.customer,
        at: new Date(now.getTime() - 20 * DAY),
        kind: 'charge',
        amountCents: -charge,
        balanceCents: deposit - charge,
        pendingCents: 0,
        repairNo: repairRows.find((x) => x.accountId === a.id && x.status === 'closed')?.repairNo ?? null,
      },
    ]);
  }
}
