import { count as countRows, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLines, orderShipments, orders } from '../../src/server/db/schema/index.ts';
import { seedGeneratedOrders } from '../../src/server/db/seed/seed-orders-generated.ts';
import { ZOrderDetail, ZOrderListPage, type TOrderRow } from '../../src/shared/contracts/orders.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * The large seed's generated orders (issue 31 point 6; seed-orders-generated.ts), written here at a
 * test's scale (2,000 orders, so 8,000 lines) on a portal of its own: four lines per order on
 * average (the large seed's 250,000 orders make 1,000,000 lines), every shipped quantity in a
 * shipment, the kept per-status totals agree with the rows, and keyset paging by status visits
 * every order once.
 */
let portal: TTestPortal;
let user: TClient;
const GENERATED = 2_000;

beforeAll(async () => {
  portal = await startTestPortal('order-scale');
  await portal.database.db.transaction((tx) => seedGeneratedOrders(tx, 'large', GENERATED));
  user = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

const generated = `order_no >= 'SO-3000001'`;
const count = async (table: typeof orders | typeof orderLines | typeof orderShipments, where: string) =>
  (await portal.database.db.select({ n: countRows() }).from(table).where(sql.raw(where)))[0]!.n;

it('writes the asked number of orders with four lines each on average, their counts kept, every shipped line shipped', async () => {
  expect(await count(orders, generated)).toBe(GENERATED);
  expect(await count(orders, `${generated} and account_id = '${NORTHWIND_ASTRO}'`)).toBe(GENERATED * 0.4);
  expect(await count(orderLines, generated)).toBe(GENERATED * 4);
  expect(
    await count(
      orders,
      `${generated} and line_count <> (select count(*) from order_lines l where l.order_no = orders.order_no)`,
    ),
  ).toBe(0);
  expect(
    await count(
      orderLines,
      `${generated} and quantity_shipped <> coalesce((select sum(quantity) from order_shipments s where s.order_no = order_lines.order_no and s.line_no = order_lines.line_no), 0)`,
    ),
  ).toBe(0);
  expect(await count(orderShipments, `${generated} and tracking_number is null`)).toBe(0);
});

it('answers the generated orders through the list with totals that agree, and pages every held order by status once', async () => {
  const all = await count(orders, `account_id = '${NORTHWIND_ASTRO}'`);
  const first = await user.get(`/mapi/orders?account_id=${NORTHWIND_ASTRO}&limit=10`);
  expect(first.status).toBe(200);
  expect(ZOrderListPage.parse(first.body.content).total).toBe(all);

  const statuses = ['CREDIT HOLD', 'ON HOLD', 'HOLD', 'INVOICE HOLD'];
  const held = await count(
    orders,
    `account_id = '${NORTHWIND_ASTRO}' and status in (${statuses.map((s) => `'${s}'`).join(',')})`,
  );
  const seen = new Set<string>();
  let cursor: string | null = null;
  let previous = '';
  do {
    const q = new URLSearchParams({
      account_id: NORTHWIND_ASTRO,
      status: statuses.join('_,_'),
      sort: 'status',
      dir: 'asc',
      limit: '25',
    });
    if (cursor) q.set('cursor', cursor);
    const res = await user.get(`/mapi/orders?${q.toString()}`);
    expect(res.status).toBe(200);
    const page = ZOrderListPage.parse(res.body.content);
    expect(page.total).toBe(held);
    for (const row of page.rows as TOrderRow[]) {
      expect(statuses).toContain(row.status);
      expect(row.status >= previous).toBe(true);
      previous = row.status;
      expect(seen.has(row.orderNumber)).toBe(false);
      seen.add(row.orderNumber);
    }
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen.size).toBe(held);
});

it('shows a generated order with its lines and their shipments', async () => {
  const res = await user.get(`/mapi/orders/SO-3000001?account_id=${NORTHWIND_ASTRO}`);
  expect(res.status).toBe(200);
  const order = ZOrderDetail.parse(res.body.content);
  expect(order.lines).toHaveLength(order.lineCount);
  for (const line of order.lines)
    expect(line.shipments.reduce((n, s) => n + s.quantity, 0)).toBe(line.quantityShipped);
});
