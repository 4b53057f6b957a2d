/**
 * order-list (issue 31 point 6): the order list on the large seed (250,000 orders, 1,000,000 order
 * lines) against its SQL floor, with the case list's targets (support/list-benchmark.ts).
 */
import { orderList } from '../../src/shared/contracts/orders.ts';
import { browserColumns, runListBenchmark } from '../support/list-benchmark.ts';

export const name = 'order-list';
export const description =
  'GET /mapi/orders (status filter + sort, large seed) at 50 connections vs the same SQL replayed (pgbench); page 1 vs 10,000 rows deep; statements per request.';

/**
 * Orders in eight of the 35 statuses by PO number (an optional column: empty values last): about
 * 23,000 rows of the largest account (100,000 orders), enough for a page 10,000 rows deep.
 */
export const run = () =>
  runListBenchmark({
    name,
    path: '/mapi/orders',
    params: {
      status: [
        'BOOKED',
        'SHIPPED',
        'PARTIALLY SHIPPED',
        'AWAITING SHIPPING',
        'INVOICED',
        'CLOSED',
        'SUPPLY ELIGIBLE',
        'CREDIT HOLD',
      ].join('_,_'),
      sort: 'poNumber',
      dir: 'asc',
      columns: browserColumns(orderList, 'poNumber', ['currency']),
    },
  });
