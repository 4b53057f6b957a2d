/**
 * Generated orders of the large seed (issue 31 point 6: 1,000,000 order lines), written inside the
 * database with INSERT ... SELECT FROM generate_series in batches, as the generated repairs are
 * (seed-repairs-generated.ts): values derive from the row number, only the dates from the seed
 * time. 250,000 orders of 2 to 6 lines (4 on average: exactly 1,000,000 lines), each shipped line
 * with one shipment (carrier, tracking number, serial numbers of radios).
 *
 * The customer demo accounts share them, Northwind ASTRO (NA-100001, the benchmark's account) the
 * largest part; the tiny and small scales keep only the hand-made demo orders (seed-orders.ts).
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../shared/contracts/orders.ts';
import type { TSeedScale, TSeedTx } from './seed-cases.ts';
import { ORDER_PARTS, SHIPPED_STATUSES } from './seed-orders.ts';
import { arr, hash, pick } from './sql-values.ts';

export const GENERATED_ORDERS: Record<TSeedScale, number> = { tiny: 0, small: 0, large: 250_000 };
/** Generated order numbers: SO-3000001 and up (the hand-made demo orders are SO-26xxxxx). */
const FIRST_GENERATED_ORDER_NO = 3_000_001;
const BATCH = 25_000;

/** Who gets the generated orders, in what share (each share times 250,000 a multiple of 5). */
const SHARES: readonly { id: string; share: number; customer: string; currency: string }[] = [
  { id: 'NA-100001', share: 0.4, customer: 'C1000001', currency: 'USD' },
  { id: 'NA-100002', share: 0.25, customer: 'C1000002', currency: 'USD' },
  { id: 'NA-200001', share: 0.2, customer: 'C2000001', currency: 'USD' },
  { id: 'EMEA-200002', share: 0.15, customer: 'C2000002', currency: 'EUR' },
];
const CARRIERS = ['UPS', 'FedEx', 'DHL Express', 'USPS'];

/**
 * Inserts the scale's generated orders (or `total` of them: a test's few thousand, a multiple of
 * 20 keeps the 4-line average exact per account) with their lines and shipments; none for tiny
 * and small. Answers how many orders it wrote.
 */
export async function seedGeneratedOrders(
  tx: TSeedTx,
  scale: TSeedScale,
  total: number = GENERATED_ORDERS[scale],
): Promise<number> {
  if (total === 0) return 0;
  let next = FIRST_GENERATED_ORDER_NO;
  for (const [i, a] of SHARES.entries()) {
    const n = Math.round(total * a.share);
    for (let start = 1; start <= n; start += BATCH) {
      const end = Math.min(n, start + BATCH - 1);
      await tx.execute(sql.raw(generatedOrdersSql(a, i + 1, next - 1, start, end)));
      const range = `o.order_no between 'SO-${next - 1 + start}' and 'SO-${next - 1 + end}'`;
      await tx.execute(sql.raw(generatedLinesSql(i + 1, range)));
      await tx.execute(sql.raw(generatedShipmentsSql(range)));
    }
    next += n;
  }
  return next - FIRST_GENERATED_ORDER_NO;
}

/** One batch of one account's orders: rows start..end, numbered SO-(base + g); 2 + g % 5 lines each. */
function generatedOrdersSql(
  a: (typeof SHARES)[number],
  salt: number,
  base: number,
  start: number,
  end: number,
): string {
  const h = (k: number) => hash(salt * 37 + k);
  return `insert into orders (order_no, account_id, po_number, status, ordered_at, updated_at, customer_number,
      ship_to, currency, total, line_count)
    select 'SO-' || (${base} + g), '${a.id}',
      case when ${h(1)} % 8 = 0 then null else 'PO-' || (${h(1)} % 900000 + 100000) end,
      ${pick(ORDER_STATUSES, h(2))},
      ordered_at, least(now(), ordered_at + make_interval(days => (${h(3)} % 30)::int + 1)),
      '${a.customer}',
      case when ${h(4)} % 10 = 0 then null else (${h(4)} % 9000 + 100) || ' County Road, Northwind' end,
      '${a.currency}', (${h(5)} % 2000000 + 5000)::numeric / 100, 2 + g % 5
    from (select g, now() - make_interval(mins => (${h(6)} % 1576800)::int) as ordered_at
          from generate_series(${start}, ${end}) g) s`;
}

/** The lines of a batch's orders: part by hash of order and line, quantities by the order's status. */
function generatedLinesSql(salt: number, range: string): string {
  const parts = arr(ORDER_PARTS.map((p) => p[0]));
  const descriptions = arr(ORDER_PARTS.map((p) => p[1]));
  const shipped = arr(SHIPPED_STATUSES); // PARTIALLY SHIPPED ships half
  return `insert into order_lines (order_no, line_no, account_id, part_number, description, quantity_ordered,
      quantity_shipped, quantity_backordered, quantity_cancelled, status, unit_price, promised_date)
    select order_no, line_no, account_id, (${parts})[1 + p], (${descriptions})[1 + p], q,
      case when status = any(${shipped}) then q when status = 'PARTIALLY SHIPPED' then q / 2 else 0 end,
      case when status in ('AWAITING SHIPPING', 'SUPPLY PARTIAL', 'PRODUCTION PARTIAL') then q - q / 2 else 0 end,
      case when status in ('CANCELLED', 'ORDER REJECTED') then q else 0 end,
      status, case when h % 9 = 0 then null else (40 + h % 6000)::numeric(12, 2) end,
      case when h % 7 = 0 then null else (ordered_at + make_interval(days => (5 + h % 40)::int))::date end
    from (
      select o.order_no, l as line_no, o.account_id, o.status, o.ordered_at,
        ((substr(o.order_no, 4)::bigint * 7 + l * 13 + ${salt}) % ${ORDER_PARTS.length})::int as p,
        (1 + (substr(o.order_no, 4)::bigint * 11 + l * 5) % 12)::int as q,
        (substr(o.order_no, 4)::bigint * 31 + l * 17) % 2147483647 as h
      from orders o cross join generate_series(1, o.line_count) l
      where ${range}
    ) x`;
}

/** One shipment per shipped line of a batch; radios carry their serial numbers. */
function generatedShipmentsSql(range: string): string {
  return `insert into order_shipments (order_no, line_no, shipped_at, carrier, tracking_number, quantity, serial_numbers)
    select l.order_no, l.line_no, least(now(), o.ordered_at + make_interval(days => (2 + l.line_no * 3)::int)),
      ${pick(CARRIERS, 'substr(l.order_no, 4)::bigint + l.line_no')},
      '1Z' || substr(l.order_no, 4) || lpad(l.line_no::text, 3, '0'),
      l.quantity_shipped,
      case when l.description like '%radio%'
        then array(select substr(l.part_number, 1, 3) || substr(l.order_no, 4) || lpad(l.line_no::text, 2, '0') || lpad(k::text, 2, '0')
                   from generate_series(1, l.quantity_shipped) k)
        else '{}'::text[] end
    from order_lines l join orders o on o.order_no = l.order_no
    where ${range.replace(/o\.order_no/g, 'l.order_no')} and l.quantity_shipped > 0`;
}
