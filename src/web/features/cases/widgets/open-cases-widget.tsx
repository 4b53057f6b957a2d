import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Chart } from '../../../ui/charts/chart.tsx';
import { CountTable } from '../../../ui/charts/count-table.tsx';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { useTimeZone } from '../../../lib/locale.tsx';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { caseSummaryQuery } from './case-summary-query.ts';
import { seriesTotal } from './case-summary-series.ts';
import { caseWidgetMessages as m } from './case-widget-messages.ts';

/** Open cases created per day over the last 30 or 7 days (spec section 9). */
export function OpenCasesWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(caseSummaryQuery(props.account.account_id, 'open', useTimeZone()));
  const [days, setDays] = useState<'30' | '7'>('30');
  const series = days === '30' ? data.openLast30Days : data.openLast7Days;
  const total = seriesTotal(series);
  const dayLabel = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: series.map((d) => intl.formatDate(`${d.date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' })),
        axisTick: { alignWithLabel: true },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: intl.formatMessage(m.count),
          type: 'bar',
          barMaxWidth: 18,
          itemStyle: { color: '#228be6', borderRadius: [3, 3, 0, 0] },
          data: series.map((d) => d.count),
        },
      ],
    }),
    [series, intl],
  );
  const summary = intl.formatMessage(m.openCount, { count: total, days: Number(days) });
  const from = series[0]?.date;
  const listHref = `${screenPath(props.account.account_id, 'AllCases')}?filter.state=open${from ? `&filter.created_from=${from}` : ''}`;
  return (
    <Stack gap="xs" data-testid="widget-open-cases">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500} data-testid="open-cases-total">
          {summary}
        </Text>
        <SegmentedControl
          size="xs"
          value={days}
          onChange={(v) => setDays(v as '30' | '7')}
          aria-label={intl.formatMessage(m.period)}
          data={[
            { value: '30', label: intl.formatMessage(m.last30) },
            { value: '7', label: intl.formatMessage(m.last7) },
          ]}
        />
      </Group>
      <Chart
        option={option}
        height={180}
        summary={summary}
        testId="open-cases-chart"
        table={
          <CountTable
            head={[intl.formatMessage(m.day), intl.formatMessage(m.count)]}
            rows={series.map((d) => ({ key: d.date, label: dayLabel(d.date), count: d.count }))}
          />
        }
      />
      <WidgetLink to={listHref}>{intl.formatMessage(m.viewOpen)}</WidgetLink>
    </Stack>
  );
}
