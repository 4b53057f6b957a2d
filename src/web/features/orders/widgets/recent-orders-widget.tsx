import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';
import { useRecentOrders } from '../api/use-orders.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { orderMessages as m } from '../order-messages.ts';

/** Recent orders (spec section 2 widgets): the account's newest orders, each with its status and date. */
export function RecentOrdersWidget(props: TWidgetProps) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const { data } = useRecentOrders(accountId);
  if (!data) return <WidgetLoading />;
  return (
    <Stack gap="sm" data-testid="widget-recent-orders">
      {data.rows.length === 0 ? (
        <Text size="sm">{intl.formatMessage(m.widgetEmpty)}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.rows.map((o) => (
            <Group
              key={o.orderNumber}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="recent-order"
            >
              <Stack gap={0}>
                <Anchor
                  component={Link}
                  to={screenPath(accountId, 'Orders', { detail: o.orderNumber })}
                  size="sm"
                  fw={600}
                  aria-label={intl.formatMessage(m.openOrder, { number: o.orderNumber })}
                >
                  {o.orderNumber}
                </Anchor>
                <Text size="xs" c="dimmed" component="time" dateTime={o.orderedAt}>
                  {intl.formatDate(o.orderedAt, { dateStyle: 'medium' })}
                </Text>
              </Stack>
              <OrderStatusBadge status={o.status} />
            </Group>
          ))}
        </Stack>
      )}
      <WidgetLink to={screenPath(accountId, 'Orders')}>{intl.formatMessage(m.widgetAll)}</WidgetLink>
    </Stack>
  );
}
