import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TOrderLine, TOrderShipment } from '../../../../shared/contracts/orders.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { orderColumnMessages, orderLineMessages } from '../../../../shared/i18n/order-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { DetailLayout, DetailPage, DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useOrderDetail } from '../api/use-orders.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { orderMessages as m, orderStatusDescription } from '../order-messages.ts';

type TFacts = [string, ReactNode][];

/** Formats that show 'N/A' for a missing value (spec section 3). */
function useFormats() {
  const intl = useIntl();
  const na = intl.formatMessage(commonMessages.notAvailable);
  return {
    na,
    text: (v: string | null) => (v === null || v === '' ? na : v),
    time: (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na),
    day: (v: string | null) =>
      v ? intl.formatDate(`${v}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : na,
    money: (v: number | null, currency: string | null) =>
      v === null
        ? na
        : currency
          ? intl.formatNumber(v, { style: 'currency', currency })
          : intl.formatNumber(v),
    count: (v: number) => intl.formatNumber(v),
  };
}

/** One order: its header fields, then its lines with quantities, each with its shipments. */
export function OrderDetail(props: { account: TAccount; orderNumber: string }) {
  const intl = useIntl();
  const f = useFormats();
  const accountId = props.account.account_id;
  const query = useOrderDetail(accountId, props.orderNumber);
  return (
    <DetailPage
      query={query}
      listTo={screenPath(accountId, 'Orders')}
      backLabel={intl.formatMessage(m.back)}
      loadingHeights={[160, 240]}
      unavailable={{
        testId: 'order-unavailable',
        title: intl.formatMessage(m.unavailableTitle),
        notFound: intl.formatMessage(m.unavailableBody, { number: props.orderNumber }),
      }}
    >
      {(o, back) => {
        const label = (k: keyof typeof orderColumnMessages) => intl.formatMessage(orderColumnMessages[k]);
        const description = orderStatusDescription(o.status);
        const header: TFacts = [
          [label('orderNumber'), o.orderNumber],
          [label('poNumber'), f.text(o.poNumber)],
          [label('status'), <OrderStatusBadge key="s" status={o.status} />],
          [label('orderedAt'), f.time(o.orderedAt)],
          [label('updatedAt'), f.time(o.updatedAt)],
          [label('customerNumber'), f.text(o.customerNumber)],
          [label('shipTo'), f.text(o.shipTo)],
          [label('currency'), f.text(o.currency)],
          [label('total'), f.money(o.total, o.currency)],
          [label('lineCount'), f.count(o.lineCount)],
        ];
        return (
          <DetailLayout
            testId="order-detail"
            back={back}
            number={intl.formatMessage(m.orderNumber, { number: o.orderNumber })}
            title={intl.formatMessage(m.detailTitle, { po: f.text(o.poNumber) })}
            badges={
              <Stack gap={4}>
                <Group gap="xs">
                  <OrderStatusBadge status={o.status} size="md" testId="order-detail-status" />
                </Group>
                {description && (
                  <Text size="sm" c="dimmed" data-testid="order-status-description">
                    {intl.formatMessage(description)}
                  </Text>
                )}
              </Stack>
            }
            main={
              <DetailSection id="order-lines-title" title={intl.formatMessage(m.groupLines)}>
                {o.lines.length === 0 ? (
                  <Text size="sm" c="dimmed" data-testid="order-no-lines">
                    {intl.formatMessage(m.noLines)}
                  </Text>
                ) : (
                  <Stack gap="md" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {o.lines.map((line) => (
                      <OrderLineCard key={line.lineNumber} line={line} currency={o.currency} />
                    ))}
                  </Stack>
                )}
              </DetailSection>
            }
            side={
              <DetailSection id="order-header-title" title={intl.formatMessage(m.groupOrder)}>
                <FactGrid facts={header} testId="order-header" />
              </DetailSection>
            }
          />
        );
      }}
    </DetailPage>
  );
}

/** A line: part, quantities, status, price and promised date, then its shipments. */
function OrderLineCard(props: { line: TOrderLine; currency: string | null }) {
  const intl = useIntl();
  const f = useFormats();
  const l = props.line;
  const label = (k: keyof typeof orderLineMessages) => intl.formatMessage(orderLineMessages[k]);
  const headingId = `order-line-${l.lineNumber}`;
  const facts: TFacts = [
    [label('description'), f.text(l.description)],
    [label('quantityOrdered'), f.count(l.quantityOrdered)],
    [label('quantityShipped'), f.count(l.quantityShipped)],
    [label('quantityBackordered'), f.count(l.quantityBackordered)],
    [label('quantityCancelled'), f.count(l.quantityCancelled)],
    [label('unitPrice'), f.money(l.unitPrice, props.currency)],
    [label('promisedDate'), f.day(l.promisedDate)],
  ];
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="order-line" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(m.lineHeading, { line: l.lineNumber, part: l.partNumber })}
        </Title>
        <OrderStatusBadge status={l.status} testId="order-line-status" />
      </Group>
      <FactGrid facts={facts} testId="order-line-facts" />
      <Text size="sm" fw={600} mt="sm" mb={4}>
        {intl.formatMessage(m.shipments)}
      </Text>
      {l.shipments.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="order-no-shipments">
          {intl.formatMessage(m.noShipments)}
        </Text>
      ) : (
        <Stack gap="xs">
          {l.shipments.map((s, i) => (
            <ShipmentFacts key={i} shipment={s} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A shipment: date, carrier, tracking number, quantity and the serial numbers shipped. */
function ShipmentFacts(props: { shipment: TOrderShipment }) {
  const intl = useIntl();
  const f = useFormats();
  const s = props.shipment;
  const label = (k: keyof typeof orderLineMessages) => intl.formatMessage(orderLineMessages[k]);
  const facts: TFacts = [
    [label('shippedAt'), f.time(s.shippedAt)],
    [label('carrier'), f.text(s.carrier)],
    [label('trackingNumber'), <span data-testid="order-tracking">{f.text(s.trackingNumber)}</span>],
    [label('quantity'), f.count(s.quantity)],
    [
      label('serialNumbers'),
      s.serialNumbers.length === 0 ? (
        f.na
      ) : (
        <Group gap={4} data-testid="order-serials">
          {s.serialNumbers.map((n) => (
            <Badge key={n} variant="default" tt="none" size="sm">
              {n}
            </Badge>
          ))}
        </Group>
      ),
    ],
  ];
  return (
    <Paper bg="var(--mantine-color-gray-light)" p="sm" radius="sm" data-testid="order-shipment">
      <FactGrid facts={facts} />
    </Paper>
  );
}
