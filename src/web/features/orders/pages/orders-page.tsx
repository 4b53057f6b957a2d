import { useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { OrderDetail } from './order-detail.tsx';
import { OrderList } from './order-list.tsx';

/** Route module of Orders/:detail? (the list, or one order). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  return detail ? (
    <OrderDetail key={detail} account={account} orderNumber={detail} />
  ) : (
    <OrderList account={account} />
  );
}
