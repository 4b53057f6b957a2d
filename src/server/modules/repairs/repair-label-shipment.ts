import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { isoTime, textOrNull } from '../../platform/row-values.ts';
import type { TRepairAddress } from '../../../shared/contracts/repairs.ts';

/** One unit of a shipment: one box, one shipping label, one line of the packing slip. */
export interface TShipmentUnit {
  repairNumber: string;
  serial: string;
  model: string | null;
  symptoms: string[];
  serviceType: string;
}

/**
 * A repair request as shipped (issue 30 point 7): one depot, one customer number, one set of
 * addresses; its units are the account's repairs with its request number, in repair-number order
 * (box 1 is the first). `depotAddress` is null when the depot is not in `repair_depots`.
 */
export interface TShipment {
  requestNo: string;
  createdAt: string;
  customerNumber: string;
  depot: string;
  depotAddress: TRepairAddress | null;
  shippingAddress: TRepairAddress;
  billingAddress: TRepairAddress;
  units: TShipmentUnit[];
}

function json<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

function textList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  const parsed = json<unknown>(v);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/**
 * The account's repair requests `requestNos` with their units, in the order asked, in one
 * statement. A request of another account, or none, is 404 as a missing one (numbers cannot be
 * probed), as is a request without units.
 */
export async function loadShipments(
  ctx: TAppContext,
  scope: TAccountScope,
  requestNos: readonly string[],
): Promise<TShipment[]> {
  const rows = await ctx.database.rows(sql`
    select q.request_no, q.created_at, q.customer_number, q.depot,
      d.address::text as depot_address, q.shipping_address::text as shipping_address,
      q.billing_address::text as billing_address,
      r.repair_no, r.serial_in, r.device_model, to_json(r.symptoms)::text as symptoms, r.service_type
    from repair_requests q
    join repairs r on r.request_no = q.request_no and r.account_id = q.account_id
    left join repair_depots d on d.name = q.depot
    where q.account_id = ${scope.accountId}
      and q.request_no in (${sql.join(
        requestNos.map((n) => sql`${n}`),
        sql`, `,
      )})
    order by q.request_no, r.repair_no`);
  const byNo = new Map<string, TShipment>();
  for (const r of rows) {
    const requestNo = String(r.request_no);
    let s = byNo.get(requestNo);
    if (!s) {
      s = {
        requestNo,
        createdAt: isoTime(r.created_at),
        customerNumber: String(r.customer_number),
        depot: String(r.depot),
        depotAddress: json<TRepairAddress>(r.depot_address),
        shippingAddress: json<TRepairAddress>(r.shipping_address)!,
        billingAddress: json<TRepairAddress>(r.billing_address)!,
        units: [],
      };
      byNo.set(requestNo, s);
    }
    s.units.push({
      repairNumber: String(r.repair_no),
      serial: String(r.serial_in),
      model: textOrNull(r.device_model),
      symptoms: textList(r.symptoms),
      serviceType: String(r.service_type),
    });
  }
  return requestNos.map((n) => {
    const s = byNo.get(n);
    if (!s) throw new AppError('ServerValidation.404NotFound', { detail: `repair request ${n}` });
    return s;
  });
}

/**
 * The shipment of one repair of the account and its box number (1-based). A repair of another
 * account, a missing one, or one not sent in a repair request (the back office's) is 404.
 */
export async function shipmentOfRepair(
  ctx: TAppContext,
  scope: TAccountScope,
  repairNumber: string,
): Promise<{ shipment: TShipment; box: number }> {
  const [row] = await ctx.database.rows(sql`
    select request_no from repairs where account_id = ${scope.accountId} and repair_no = ${repairNumber}`);
  const requestNo = textOrNull(row?.request_no);
  if (!requestNo) {
    throw new AppError('ServerValidation.404NotFound', { detail: `repair ${repairNumber} in no request` });
  }
  const [shipment] = await loadShipments(ctx, scope, [requestNo]);
  return { shipment: shipment!, box: shipment!.units.findIndex((u) => u.repairNumber === repairNumber) + 1 };
}
