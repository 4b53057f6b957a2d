import { and, asc, eq, inArray } from 'drizzle-orm';
import { accounts, appConfig, deviceModels, devices, repairCartItems } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseBody } from '../../platform/parse-body.ts';
import type { TAccountRow } from '../accounts/present-account.ts';
import {
  ZRepairUnit,
  type TCart,
  type TCartItem,
  type TCartUnitRequest,
  type TRepairUnit,
  type TStandaloneReason,
} from '../../../shared/contracts/repair-request.ts';
import type { TAccountFacts, TRegion } from '../../../shared/domain/accounts.ts';
import { canCreateRma } from '../../../shared/domain/permissions.ts';
import type { TMessage } from '../../../shared/i18n/define.ts';
import { repairRequestErrorMessages as m } from '../../../shared/i18n/repair-request-messages.ts';
import { customerNumbersOf, inactiveCustomerNumberMessage } from './customer-numbers.ts';
import { depotsOf } from './depots.ts';
import { lookUpSerial } from './serial-lookup.ts';

/** The most units one cart holds (a county shop sends about forty a month). */
export const CART_MAX_UNITS = 100;

type TDb = TAppContext['database']['db'];

/** A refusal of one field of the request (`body.<section>.<field>`), with its message. */
export function fieldError(path: string, message: TMessage, detail: string): AppError {
  return new AppError('ServerValidation.400WrongParams', { detail, fields: [{ path, message }] });
}

/** The countries where any account with the group may create repairs (app config). */
async function enabledCountries(db: TDb): Promise<string[]> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, 'enableCreateRMACountries'));
  return (row?.value ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * The account a repair request works on, once the Create RMA rules hold (spec section 6,
 * `canCreateRma`): else 403 `RmaCreationDenied`. Every cart and checkout route starts here.
 */
export async function requestAccount(ctx: TAppContext, scope: TAccountScope): Promise<TAccountRow> {
  const { db } = ctx.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, scope.accountId));
  if (!account) throw new AppError('ServerValidation.403NoAccountAccess');
  if (!canCreateRma(rmaFacts(account), await enabledCountries(db))) {
    throw new AppError('ServerValidation.403RmaCreationDenied', { detail: `account ${account.id}` });
  }
  return account;
}

/** Whether the account may create repairs (what the flow's options answer the browser). */
export async function mayCreateRma(ctx: TAppContext, account: TAccountRow): Promise<boolean> {
  return canCreateRma(rmaFacts(account), await enabledCountries(ctx.database.db));
}

function rmaFacts(account: TAccountRow): Parameters<typeof canCreateRma>[0] {
  return {
    packageName: account.packageName,
    groups: account.groups,
    permissions: account.permissions,
    countryCode: account.countryCode,
    source: account.source as TAccountFacts['source'],
    region: account.region as TRegion,
    createRmaCustomerNumbers: account.createRmaCustomerNumbers,
  };
}

/** The model of each serial of the account, with its card prices. */
export async function modelsBySerial(db: TDb, accountId: string, serials: string[]) {
  if (serials.length === 0) return new Map<string, TModel>();
  const rows = await db
    .select({
      serial: devices.serial,
      modelCode: deviceModels.modelCode,
      modelName: deviceModels.name,
      flatRateCents: deviceModels.flatRateCents,
      evaluationFeeCents: deviceModels.evaluationFeeCents,
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.modelCode, devices.modelCode))
    .where(and(eq(devices.accountId, accountId), inArray(devices.serial, serials)));
  return new Map(rows.map((r) => [r.serial, r]));
}
type TModel = {
  modelCode: string;
  modelName: string;
  flatRateCents: number | null;
  evaluationFeeCents: number | null;
};

/**
 * What the card pays for a unit at checkout (USD cents): the model's flat rate for a flat-rate
 * repair, its evaluation fee for time and materials, nothing for the others (warranty, service
 * contract, repair bank). Null when the model has no such price (the service is not offered).
 */
export function unitPriceCents(serviceType: string, model: TModel | undefined): number | null {
  if (serviceType === 'flatRate') return model?.flatRateCents ?? null;
  if (serviceType === 'timeAndMaterials') return model?.evaluationFeeCents ?? null;
  return 0;
}

/** What a unit may choose on the account: its customer numbers (with their status) and its region's depots. */
export interface TUnitChoices {
  numbers: Awaited<ReturnType<typeof customerNumbersOf>>;
  depots: Awaited<ReturnType<typeof depotsOf>>;
}

/** Read once for a checkout's every unit rather than per unit. */
export async function unitChoices(ctx: TAppContext, account: TAccountRow): Promise<TUnitChoices> {
  return { numbers: await customerNumbersOf(ctx, account), depots: await depotsOf(ctx, account.region) };
}

/**
 * Checks a unit as the server must (spec section 5, Repair): every section's schema (`body.<section>.<field>`
 * with the spec's messages), the customer number among the account's and active, the depot among
 * its region's, the serial looked up again (an unknown, infrastructure or end-of-support serial is
 * refused with the lookup's messages), FM approval only where the lookup offers it, and a price
 * for the chosen service type. Answers the unit as stored (serial normalised).
 */
export async function checkUnit(
  ctx: TAppContext,
  scope: TAccountScope,
  account: TAccountRow,
  body: Omit<TCartUnitRequest, 'account_id'>,
  choices?: TUnitChoices,
): Promise<TRepairUnit> {
  const unit = parseBody(ZRepairUnit, { ...body, endUser: body.endUser ?? null }, 'repair unit');

  const { numbers, depots } = choices ?? (await unitChoices(ctx, account));
  const number = numbers.find((n) => n.number === unit.customer.customerNumber);
  if (!number) {
    throw fieldError(
      'body.customer.customerNumber',
      { id: 'Validation.invalidValue' },
      `customer number ${unit.customer.customerNumber} not the account's`,
    );
  }
  const inactive = inactiveCustomerNumberMessage(number);
  if (inactive)
    throw fieldError('body.customer.customerNumber', inactive, `customer number ${number.status}`);

  if (!depots.some((d) => d.code === unit.depot.depot)) {
    throw fieldError('body.depot.depot', { id: 'Validation.invalidValue' }, `depot ${unit.depot.depot}`);
  }

  let found;
  try {
    found = await lookUpSerial(ctx, scope, unit.device.serial);
  } catch (err) {
    if (err instanceof AppError && err.fields) {
      throw new AppError(err.code, {
        detail: err.message,
        fields: err.fields.map((f) => ({ ...f, path: 'body.device.serial' })),
      });
    }
    throw err;
  }
  if (found.outcome === 'infrastructure') {
    throw fieldError(
      'body.device.serial',
      { id: m.infrastructure.id, values: { serial: found.serial } },
      'infrastructure serial',
    );
  }
  if (found.outcome === 'endOfSupport') {
    throw fieldError(
      'body.device.serial',
      {
        // The lookup screen's own sentence (web/features/repairs/repair-messages.ts).
        id: 'SerialLookup.endOfSupportBlocked',
        values: { model: found.modelName, serial: found.serial, date: found.endOfSupport },
      },
      'end of support',
    );
  }
  if (unit.device.fmApproval && !found.fmCertificationOffered) {
    throw fieldError('body.device.fmApproval', { id: m.fmNotOffered.id }, 'FM certification not offered');
  }
  const model = (await modelsBySerial(ctx.database.db, scope.accountId, [found.serial])).get(found.serial);
  if (unitPriceCents(unit.device.serviceType, model) === null) {
    throw fieldError('body.device.serviceType', { id: m.serviceNotOffered.id }, 'no price for the service');
  }
  return { ...unit, device: { ...unit.device, serial: found.serial } };
}

/** What makes a shipment (spec section 5, bulk carts): one customer number, one set of addresses, one depot. */
export interface TShipmentKey {
  customerNumber: string;
  addresses: unknown[];
  depot: string;
}

/** How a shipment differs from the first one of its cart: why it goes standalone. */
export function shipmentDifferences(first: TShipmentKey, other: TShipmentKey): TStandaloneReason[] {
  const reasons: TStandaloneReason[] = [];
  if (other.customerNumber !== first.customerNumber) reasons.push('customerNumber');
  if (JSON.stringify(other.addresses) !== JSON.stringify(first.addresses)) reasons.push('addresses');
  if (other.depot !== first.depot) reasons.push('depot');
  return reasons;
}

const unitShipment = (u: TRepairUnit): TShipmentKey => ({
  customerNumber: u.customer.customerNumber,
  addresses: [u.billing, u.shipping, u.endUser],
  depot: u.depot.depot,
});

/** How a unit differs from the cart's first unit (its shipment). */
export function standaloneReasons(first: TRepairUnit, unit: TRepairUnit): TStandaloneReason[] {
  return shipmentDifferences(unitShipment(first), unitShipment(unit));
}

/** The user's cart rows on the account, oldest first. */
export async function cartRows(db: TDb, scope: TAccountScope) {
  const rows = await db
    .select()
    .from(repairCartItems)
    .where(
      and(eq(repairCartItems.accountId, scope.accountId), eq(repairCartItems.userId, scope.auth.user.id)),
    )
    .orderBy(asc(repairCartItems.createdAt), asc(repairCartItems.id));
  // Read back through the schema: jsonb keeps its own key order, the comparisons need the schema's.
  return rows.map((r) => ({ id: r.id, unit: ZRepairUnit.parse(r.item) }));
}

/**
 * The cart as the screen shows it: each unit with its model and card price, and whether it goes
 * alone (what differs from the first unit); the total in USD.
 */
export async function getCart(ctx: TAppContext, scope: TAccountScope): Promise<TCart> {
  const { db } = ctx.database;
  const rows = await cartRows(db, scope);
  const models = await modelsBySerial(
    db,
    scope.accountId,
    rows.map((r) => r.unit.device.serial),
  );
  const first = rows[0]?.unit;
  const items: TCartItem[] = rows.map((r) => {
    const model = models.get(r.unit.device.serial);
    const reasons = first ? standaloneReasons(first, r.unit) : [];
    const { radioPassword, ...device } = r.unit.device;
    return {
      id: r.id,
      unit: { ...r.unit, device },
      radioPasswordSet: Boolean(radioPassword),
      modelCode: model?.modelCode ?? null,
      modelName: model?.modelName ?? null,
      priceCents: unitPriceCents(r.unit.device.serviceType, model) ?? 0,
      standalone: reasons.length > 0 ? reasons : null,
    };
  });
  return { items, totalCents: items.reduce((s, i) => s + i.priceCents, 0), currency: 'USD' };
}

/** Adds a checked unit to the user's cart (at most CART_MAX_UNITS). */
export async function addToCart(ctx: TAppContext, scope: TAccountScope, unit: TRepairUnit): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const held = await cartRows(tx as unknown as TDb, scope);
    if (held.length >= CART_MAX_UNITS) {
      throw new AppError('ServerValidation.400InvalidAction', {
        detail: 'cart full',
        fields: [{ path: 'body', message: { id: m.cartFull.id, values: { n: CART_MAX_UNITS } } }],
      });
    }
    await tx
      .insert(repairCartItems)
      .values({ accountId: scope.accountId, userId: scope.auth.user.id, item: unit });
  });
}

const ownItem = (scope: TAccountScope, itemId: string) =>
  and(
    eq(repairCartItems.id, itemId),
    eq(repairCartItems.accountId, scope.accountId),
    eq(repairCartItems.userId, scope.auth.user.id),
  );

/**
 * Replaces a unit of the user's cart; another user's or account's item is 404. The radio password
 * is never answered back, so a unit sent without one keeps the one stored.
 */
export async function editCartItem(
  ctx: TAppContext,
  scope: TAccountScope,
  itemId: string,
  unit: TRepairUnit,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(repairCartItems).where(ownItem(scope, itemId)).for('update');
    if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `cart item ${itemId}` });
    const kept = ZRepairUnit.parse(row.item).device.radioPassword;
    const radioPassword = unit.device.radioPassword || kept;
    await tx
      .update(repairCartItems)
      .set({ item: { ...unit, device: { ...unit.device, radioPassword } } })
      .where(eq(repairCartItems.id, itemId));
  });
}

/** Removes one unit of the user's cart; another user's or account's item is 404. */
export async function removeCartItem(ctx: TAppContext, scope: TAccountScope, itemId: string): Promise<void> {
  const done = await ctx.database.db
    .delete(repairCartItems)
    .where(ownItem(scope, itemId))
    .returning({ id: repairCartItems.id });
  if (done.length === 0)
    throw new AppError('ServerValidation.404NotFound', { detail: `cart item ${itemId}` });
}

/** Empties the user's cart on the account. */
export async function emptyCart(ctx: TAppContext, scope: TAccountScope): Promise<void> {
  await ctx.database.db
    .delete(repairCartItems)
    .where(
      and(eq(repairCartItems.accountId, scope.accountId), eq(repairCartItems.userId, scope.auth.user.id)),
    );
}
