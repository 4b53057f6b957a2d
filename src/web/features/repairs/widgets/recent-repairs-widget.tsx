import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTimeZone } from '../../../lib/locale.tsx';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { Chart } from '../../../ui/charts/chart.tsx';
import { CountTable } from '../../../ui/charts/count-table.tsx';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { repairSummaryQuery } from './repair-summary-query.ts';
import { repairWidgetMessages as m } from './repair-widget-messages.ts';

/** The repairs widget (spec section 9): repairs created per month over 6 months, or per day over 90 days. */
export function RecentRepairsWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(repairSummaryQuery(props.account.account_id, useTimeZone()));
  const [period, setPeriod] = useState<'6m' | '90d'>('6m');
  const series = useMemo(
    () =>
      period === '6m'
        ? data.last6Months.map((p) => ({
            key: p.month,
            label: intl.formatDate(`${p.month}-01T00:00:00Z`, {
              month: 'short',
              year: 'numeric',
              timeZone: 'UTC',
            }),
            count: p.count,
          }))
        : data.last90Days.map((p) => ({
            key: p.date,
            label: intl.formatDate(`${p.date}T00:00:00Z`, {
              month: 'short',
              day: 'numeric',
              timeZone: 'UTC',
            }),
            count: p.count,
          })),
    [period, data, intl],
  );
  const total = series.reduce((n, p) => n + p.count, 0);
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: series.map((p) => p.label), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: intl.formatMessage(m.count),
          type: 'bar',
          barMaxWidth: 18,
          itemStyle: { color: '#228be6', borderRadius: [3, 3, 0, 0] },
          data: series.map((p) => p.count),
        },
      ],
    }),
    [series, intl],
  );
  const summary = intl.formatMessage(period === '6m' ? m.months6Count : m.days90Count, { count: total });
  const from = period === '6m' ? `${data.last6Months[0]?.month}-01` : data.last90Days[0]?.date;
  return (
    <Stack gap="xs" data-testid="widget-repairs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500} data-testid="repairs-total">
          {summary}
        </Text>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(v) => setPeriod(v as '6m' | '90d')}
          aria-label={intl.formatMessage(m.period)}
          data={[
            { value: '6m', label: intl.formatMessage(m.last6Months) },
            { value: '90d', label: intl.formatMessage(m.last90Days) },
          ]}
        />
      </Group>
      <Chart
        option={option}
        height={180}
        summary={summary}
        testId="repairs-chart"
        table={
          <CountTable
            head={[intl.formatMessage(m.when), intl.formatMessage(m.count)]}
            rows={series.map((p) => ({ key: p.key, label: p.label, count: p.count }))}
          />
        }
      />
      <WidgetLink
        to={`${screenPath(props.account.account_id, 'Repairs')}${from ? `?filter.created_from=${from}` : ''}`}
      >
        {intl.formatMessage(m.viewAll)}
      </WidgetLink>
    </Stack>
  );
}
