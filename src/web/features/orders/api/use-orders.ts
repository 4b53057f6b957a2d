import { useQuery } from '@tanstack/react-query';
import {
  RECENT_ORDERS_COUNT,
  orderList,
  type TOrderDetail,
  type TOrderRow,
} from '../../../../shared/contracts/orders.ts';
import { api } from '../../../lib/http.ts';

/** The order API routes (server module orders). */
export const orderPaths = {
  list: `/mapi${orderList.path}`,
  detail: (orderNumber: string) => `/mapi/orders/${encodeURIComponent(orderNumber)}`,
};

/** One order with its lines and shipments; another account's order is refused (404). */
export function useOrderDetail(accountId: string, orderNumber: string) {
  return useQuery({
    queryKey: [orderList.name, 'detail', accountId, orderNumber],
    queryFn: ({ signal }) =>
      api.get<TOrderDetail>(orderPaths.detail(orderNumber), { account_id: accountId }, { signal }),
    retry: false,
  });
}

/** The newest orders of the account (the recent orders widget). */
export function useRecentOrders(accountId: string) {
  return useQuery({
    queryKey: [orderList.name, 'recent', accountId],
    queryFn: async ({ signal }) => {
      // 10 is the smallest page size the list allows (spec section 9).
      const page = await api.get<{ rows: TOrderRow[]; total: number }>(
        orderPaths.list,
        { account_id: accountId, limit: '10', sort: 'orderedAt', dir: 'desc' },
        { signal },
      );
      return { rows: page.rows.slice(0, RECENT_ORDERS_COUNT), total: page.total };
    },
    throwOnError: true,
  });
}
