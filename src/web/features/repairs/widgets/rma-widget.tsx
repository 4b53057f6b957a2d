import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTimeZone } from '../../../lib/locale.tsx';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { Chart } from '../../../ui/charts/chart.tsx';
import { CountTable } from '../../../ui/charts/count-table.tsx';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { repairValueMessage } from '../repair-messages.ts';
import { repairSummaryQuery } from './repair-summary-query.ts';
import { repairWidgetMessages as m } from './repair-widget-messages.ts';

const COLORS = { open: '#228be6', shipped: '#12b886', closed: '#adb5bd' } as const;

/** The RMA widget (spec section 2): the account's repairs by status. */
export function RmaWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(repairSummaryQuery(props.account.account_id, useTimeZone()));
  const counts = Object.fromEntries(data.byStatus.map((s) => [s.status, s.count])) as Record<
    'open' | 'shipped' | 'closed',
    number
  >;
  const label = (s: string) => intl.formatMessage(repairValueMessage('status', s));
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: data.byStatus.map((s) => intl.formatMessage(repairValueMessage('status', s.status))),
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 22,
          data: data.byStatus.map((s) => ({ value: s.count, itemStyle: { color: COLORS[s.status] } })),
        },
      ],
    }),
    [data.byStatus, intl],
  );
  const total = counts.open + counts.shipped + counts.closed;
  if (total === 0) return <Text c="dimmed">{intl.formatMessage(m.noRepairs)}</Text>;
  const summary = intl.formatMessage(m.rmaSummary, counts);
  return (
    <Stack gap="xs" data-testid="widget-rma">
      <Text size="sm" data-testid="rma-summary">
        {summary}
      </Text>
      <Chart
        option={option}
        height={150}
        summary={summary}
        testId="rma-chart"
        table={
          <CountTable
            rows={data.byStatus.map((s) => ({ key: s.status, label: label(s.status), count: s.count }))}
          />
        }
      />
      <WidgetLink to={`${screenPath(props.account.account_id, 'Repairs')}?filter.status=open`}>
        {intl.formatMessage(m.viewOpen)}
      </WidgetLink>
    </Stack>
  );
}
