import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { orderList, type TOrderRow } from '../../../../shared/contracts/orders.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { orderMessages as m } from '../order-messages.ts';
import { orderScreenMessages } from '../screens.ts';

/** The order list (list engine: filters, sort, paging, saved views, columns, exports, cards on a phone). */
export function OrderList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const accountId = props.account.account_id;
  const href = (row: TOrderRow) => screenPath(accountId, 'Orders', { detail: row.orderNumber });
  const linkState = { listSearch: location.search };
  const renderCell = (row: TOrderRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'orderNumber')
      return (
        <RowLink
          to={href(row)}
          state={linkState}
          label={intl.formatMessage(m.openOrder, { number: row.orderNumber })}
        >
          {row.orderNumber}
        </RowLink>
      );
    if (column.id === 'status') return <OrderStatusBadge status={row.status} />;
    if (column.id === 'total' && row.total !== null && row.currency)
      return intl.formatNumber(row.total, { style: 'currency', currency: row.currency });
    return undefined;
  };
  return (
    <ListView<TOrderRow>
      list={orderList}
      userId={session.status!.user.id}
      exportName="orders"
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.caption, { account: props.account.name })}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      rowKey={(row) => row.orderNumber}
      // The total is written in its currency.
      rowFields={['currency']}
      onOpenRow={(row) => navigate(href(row), { state: linkState })}
      renderCell={renderCell}
      testId="order-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(orderScreenMessages.orders)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: props.account.name })}
          </Text>
        </Stack>
      }
    />
  );
}
