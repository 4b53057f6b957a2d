import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  payments,
  repairCartItems,
  repairDepots,
  repairEvents,
  repairRequests,
  repairs,
} from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import type { TAccountRow } from '../accounts/present-account.ts';
import { chargeCard, refundPayment, type TCardPayment } from '../payments/charge-card.ts';
import type {
  TCheckoutConfirmation,
  TCheckoutRequest,
  TRepairAddressSection,
  TRepairUnit,
  TStandaloneReason,
} from '../../../shared/contracts/repair-request.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { repairRequestErrorMessages as m } from '../../../shared/i18n/repair-request-messages.ts';
import {
  cartRows,
  checkUnit,
  fieldError,
  modelsBySerial,
  shipmentDifferences,
  standaloneReasons,
  unitChoices,
  unitPriceCents,
  type TShipmentKey,
} from './repair-cart.ts';

type TDb = TAppContext['database']['db'];

/** Repair (RMA) numbers: R + 7 digits, as the back office's; request numbers RQ + 7 digits (sequences, migration 0014). */

/** A group of the cart: one repair request (one shipment). */
interface TGroup {
  standalone: boolean;
  reasons: TStandaloneReason[];
  units: { id: string; unit: TRepairUnit; priceCents: number; modelCode: string | null }[];
}

/**
 * The cart's shipments (spec section 5: a bulk cart keeps one customer number, one set of
 * addresses and one depot): the units like the first go in one request, each other unit alone
 * (standalone) with what differs.
 */
function groupUnits(units: TGroup['units']): TGroup[] {
  const first = units[0]!.unit;
  const bulk: TGroup = { standalone: false, reasons: [], units: [] };
  const alone: TGroup[] = [];
  for (const u of units) {
    const reasons = standaloneReasons(first, u.unit);
    if (reasons.length === 0) bulk.units.push(u);
    else alone.push({ standalone: true, reasons, units: [u] });
  }
  return [bulk, ...alone];
}

const address = (a: TRepairAddressSection) => ({
  name: a.name,
  lines: a.lines,
  city: a.city,
  postalCode: a.postalCode || null,
  country: a.country,
});
const orNull = (v: string | undefined) => (v ? v : null);

/** The next number of a sequence, as `prefix` + 7 digits. */
async function nextNumber(
  tx: TDb,
  sequence: 'repair_number_seq' | 'repair_request_number_seq',
  prefix: string,
) {
  const [row] = await tx
    .select({ n: sql<string>`${sql.raw(`nextval('${sequence}')::text`)}` })
    .from(sql`(select 1) one`);
  return `${prefix}${row!.n.padStart(7, '0')}`;
}

/** The confirmation of requests already written (same idempotency key, or just now). */
async function confirmationOf(
  db: TDb,
  accountId: string,
  requestNos: string[],
  payment: Pick<TCardPayment, 'brand' | 'last4' | 'amountCents'> | null,
): Promise<TCheckoutConfirmation> {
  const requests = await db
    .select()
    .from(repairRequests)
    .where(and(eq(repairRequests.accountId, accountId), inArray(repairRequests.requestNo, requestNos)))
    .orderBy(asc(repairRequests.requestNo));
  const units = await db
    .select({
      repairNo: repairs.repairNo,
      requestNo: repairs.requestNo,
      serial: repairs.serialIn,
      chargedCents: repairs.chargedCents,
    })
    .from(repairs)
    .where(and(eq(repairs.accountId, accountId), inArray(repairs.requestNo, requestNos)))
    .orderBy(asc(repairs.repairNo));
  const first = requests.find((r) => !r.standalone) ?? requests[0];
  const out = requests.map((r) => ({
    requestNumber: r.requestNo,
    standalone: r.standalone,
    reasons:
      r.standalone && first
        ? shipmentDifferences(requestShipment(first), requestShipment(r))
        : ([] as TStandaloneReason[]),
    depot: r.depot,
    customerNumber: r.customerNumber,
    repairs: units
      .filter((u) => u.requestNo === r.requestNo)
      .map((u) => ({ repairNumber: u.repairNo, serial: u.serial, chargedCents: u.chargedCents ?? 0 })),
  }));
  const totalCents = units.reduce((s, u) => s + (u.chargedCents ?? 0), 0);
  return { requests: out, totalCents, currency: 'USD', payment };
}

const requestShipment = (r: typeof repairRequests.$inferSelect): TShipmentKey => ({
  customerNumber: r.customerNumber,
  addresses: [r.billingAddress, r.shippingAddress, r.endUserAddress],
  depot: r.depot,
});

/**
 * The confirmation of a checkout already made with this idempotency key: its requests (free or
 * paid), with the card that paid them, if any.
 */
async function alreadyCheckedOut(db: TDb, accountId: string, idempotencyKey: string) {
  const requests = await db
    .select({ requestNo: repairRequests.requestNo, paymentId: repairRequests.paymentId })
    .from(repairRequests)
    .where(and(eq(repairRequests.accountId, accountId), eq(repairRequests.idempotencyKey, idempotencyKey)));
  if (requests.length === 0) return undefined;
  const paymentId = requests.find((r) => r.paymentId)?.paymentId;
  const [payment] = paymentId ? await db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  return confirmationOf(
    db,
    accountId,
    requests.map((r) => r.requestNo),
    payment
      ? { brand: payment.cardBrand ?? '', last4: payment.cardLast4 ?? '', amountCents: payment.amountCents }
      : null,
  );
}

/**
 * What a checkout that finds nothing (more) to check out answers: the confirmation of the same
 * key's checkout (a double click) that finished meanwhile, found now because its requests commit
 * with the emptying of the cart; else 'cart empty', the card it charged, if any, refunded (the cart
 * was emptied elsewhere, in another tab).
 */
async function checkedOutMeanwhile(
  ctx: TAppContext,
  accountId: string,
  idempotencyKey: string,
  why: string,
  payment: TCardPayment | null = null,
): Promise<TCheckoutConfirmation> {
  const done = await alreadyCheckedOut(ctx.database.db, accountId, idempotencyKey);
  if (done) return done;
  if (payment) await refundPayment(ctx, payment.paymentId);
  throw fieldError('body', { id: m.cartEmpty.id }, why);
}

/**
 * Checks the cart out (issue 30 points 4 and 5): the terms agreed, every unit checked again,
 * grouped into requests, priced (flat rate, evaluation fee, else 0; USD), the card charged once
 * per idempotency key when the total is above 0, then in one transaction the requests, the repairs
 * (open, a 'requested' event, who asked, every section's field, what the card paid) and the empty
 * cart. A charge whose repairs could not be written is refunded. The same key answers the same
 * confirmation again (through its payment) and charges nothing more.
 */
export async function checkout(
  ctx: TAppContext,
  scope: TAccountScope,
  account: TAccountRow,
  body: TCheckoutRequest,
): Promise<TCheckoutConfirmation> {
  const { db } = ctx.database;
  if (body.agreeTerms !== true) throw fieldError('body.agreeTerms', { id: m.termsNotAgreed.id }, 'terms');
  const key = body.idempotencyKey?.trim() ?? '';
  if (key === '') {
    throw fieldError(
      'body.idempotencyKey',
      { id: validationMessages.required.id, values: { field: 'Idempotency key' } },
      'no idempotency key',
    );
  }
  const before = await alreadyCheckedOut(db, scope.accountId, key);
  if (before) return before;

  const rows = await cartRows(db, scope);
  if (rows.length === 0) return checkedOutMeanwhile(ctx, scope.accountId, key, 'empty cart');
  const choices = await unitChoices(ctx, account);
  for (const row of rows) {
    try {
      await checkUnit(ctx, scope, account, row.unit, choices);
    } catch (err) {
      if (err instanceof AppError && err.fields) {
        // Which unit: `cart.<item id>.<section>.<field>`.
        throw new AppError(err.code, {
          detail: err.message,
          fields: err.fields.map((f) => ({ ...f, path: f.path.replace(/^body/, `cart.${row.id}`) })),
        });
      }
      throw err;
    }
  }
  // Priced from the models, never from what the cart showed.
  const models = await modelsBySerial(
    db,
    scope.accountId,
    rows.map((r) => r.unit.device.serial),
  );
  const units: TGroup['units'] = rows.map(({ id, unit }) => {
    const model = models.get(unit.device.serial);
    return {
      id,
      unit,
      priceCents: unitPriceCents(unit.device.serviceType, model) ?? 0,
      modelCode: model?.modelCode ?? null,
    };
  });
  const groups = groupUnits(units);
  const total = units.reduce((s, u) => s + u.priceCents, 0);

  let payment: TCardPayment | null = null;
  if (total > 0) {
    const cardToken = body.cardToken?.trim() ?? '';
    if (cardToken === '') throw fieldError('body.cardToken', { id: m.cardNeeded.id }, 'no card token');
    payment = await chargeCard(ctx, {
      accountId: scope.accountId,
      userId: scope.auth.user.id,
      amountCents: total,
      cardToken,
      idempotencyKey: key,
      description: `Repairs ${units.map((u) => u.unit.device.serial).join(', ')}`.slice(0, 200),
    }).catch((err: unknown) => {
      throw checkoutFields(err);
    });
  }

  let requestNos: string[];
  try {
    requestNos = await writeRequests(db, scope, groups, payment, key);
  } catch (err) {
    if (payment) await refundPayment(ctx, payment.paymentId);
    throw err;
  }
  // Nothing taken: a checkout with the same key took the cart first, or it was emptied elsewhere.
  if (requestNos.length === 0)
    return checkedOutMeanwhile(ctx, scope.accountId, key, 'cart emptied meanwhile', payment);
  return confirmationOf(
    db,
    scope.accountId,
    requestNos,
    payment && { brand: payment.brand, last4: payment.last4, amountCents: payment.amountCents },
  );
}

/** The payment adapter names its fields `body.card_token` / `body.idempotency_key`; this route's are camelCase. */
function checkoutFields(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.fields) return err;
  const rename: Record<string, string> = {
    'body.card_token': 'body.cardToken',
    'body.idempotency_key': 'body.idempotencyKey',
  };
  return new AppError(err.code, {
    detail: err.message,
    values: err.values,
    cause: err,
    fields: err.fields.map((f) => ({ ...f, path: rename[f.path] ?? f.path })),
  });
}

/** Writes the groups' requests and repairs and empties the cart, in one transaction. */
async function writeRequests(
  db: TDb,
  scope: TAccountScope,
  groups: TGroup[],
  payment: TCardPayment | null,
  idempotencyKey: string,
): Promise<string[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const ids = groups.flatMap((g) => g.units.map((u) => u.id));
    const taken = await tx
      .delete(repairCartItems)
      .where(
        and(
          inArray(repairCartItems.id, ids),
          eq(repairCartItems.accountId, scope.accountId),
          eq(repairCartItems.userId, scope.auth.user.id),
        ),
      )
      .returning({ id: repairCartItems.id });
    // Checked out meanwhile (a double click): nothing to write.
    if (taken.length === 0) return [];
    if (taken.length !== ids.length)
      throw fieldError('body', { id: m.cartEmpty.id }, 'cart changed meanwhile');

    const depotRows = await tx.select().from(repairDepots);
    const depotName = (code: string) => depotRows.find((d) => d.code === code)?.name ?? code;
    const now = new Date();
    const requestNos: string[] = [];
    for (const group of groups) {
      if (group.units.length === 0) continue;
      const head = group.units[0]!.unit;
      const requestNo = await nextNumber(tx, 'repair_request_number_seq', 'RQ');
      requestNos.push(requestNo);
      await tx.insert(repairRequests).values({
        requestNo,
        accountId: scope.accountId,
        requestedBy: scope.auth.user.id,
        customerNumber: head.customer.customerNumber,
        depot: depotName(head.depot.depot),
        billingAddress: address(head.billing),
        shippingAddress: address(head.shipping),
        endUserAddress: head.endUser ? address(head.endUser) : null,
        standalone: group.standalone,
        paymentId: payment && group.units.some((u) => u.priceCents > 0) ? payment.paymentId : null,
        idempotencyKey,
        createdAt: now,
      });
      for (const { unit, priceCents, modelCode } of group.units) {
        const repairNo = await nextNumber(tx, 'repair_number_seq', 'R');
        const d = unit.device;
        await tx.insert(repairs).values({
          repairNo,
          accountId: scope.accountId,
          kind: 'device',
          status: 'open',
          serialIn: d.serial,
          deviceModel: modelCode,
          customerNumber: unit.customer.customerNumber,
          contractNumber: d.serviceType === 'serviceContract' ? orNull(d.contractNumber) : null,
          poNumber: orNull(d.poNumber),
          depot: depotName(unit.depot.depot),
          serviceType: d.serviceType,
          billingAddress: address(unit.billing),
          shippingAddress: address(unit.shipping),
          endUserAddress: unit.endUser ? address(unit.endUser) : null,
          firmwareVersion: orNull(d.firmwareVersion),
          flashcodeVersion: orNull(d.flashcodeVersion),
          radioPassword: orNull(d.radioPassword),
          encryption: d.encryption,
          fmApproval: d.fmApproval,
          ulApproval: d.ulApproval,
          estimateOption: unit.quotation.estimateOption,
          ccInvoiceRecipient: orNull(d.ccInvoiceRecipient),
          eInvoiceRecipients: d.eInvoiceRecipients ? d.eInvoiceRecipients.split('; ').filter(Boolean) : [],
          symptoms: d.symptoms,
          requestedBy: scope.auth.user.id,
          requestNo,
          chargedCents: priceCents,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(repairEvents).values({ repairNo, step: 'requested', at: now });
      }
    }
    return requestNos;
  });
}
