import { Stack, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CASE_STATES } from '../../../../shared/contracts/cases.ts';
import { Chart } from '../../../ui/charts/chart.tsx';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { caseValueMessage } from '../case-messages.ts';
import { breakdownByCategory } from './case-summary-series.ts';
import { caseSummaryQuery } from './case-summary-query.ts';
import { caseWidgetMessages as m } from './case-widget-messages.ts';

const STATE_COLORS = { open: '#228be6', resolved: '#12b886', closed: '#adb5bd' } as const;

/** Cases breakdown: cases per category, stacked by state. */
export function CasesBreakdownWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(caseSummaryQuery(props.account.account_id, 'breakdown'));
  const label = (code: string) => intl.formatMessage(caseValueMessage('category', code));
  const stateLabel = (s: string) => intl.formatMessage(caseValueMessage('state', s));
  const { rows, option } = useMemo(() => {
    const byCategory = breakdownByCategory(data.breakdown);
    const name = (code: string) => intl.formatMessage(caseValueMessage('category', code));
    return {
      rows: byCategory,
      option: {
        grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, itemWidth: 12, itemHeight: 12 },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', inverse: true, data: byCategory.map((r) => name(r.category)) },
        series: CASE_STATES.map((s) => ({
          name: intl.formatMessage(caseValueMessage('state', s)),
          type: 'bar',
          stack: 'cases',
          barMaxWidth: 22,
          itemStyle: { color: STATE_COLORS[s] },
          data: byCategory.map((r) => r.counts[s]),
        })),
      },
    };
  }, [data.breakdown, intl]);
  const totals = Object.fromEntries(CASE_STATES.map((s) => [s, rows.reduce((n, r) => n + r.counts[s], 0)])) as Record<
    (typeof CASE_STATES)[number],
    number
  >;
  const total = totals.open + totals.resolved + totals.closed;
  if (total === 0) return <Text c="dimmed">{intl.formatMessage(m.noCases)}</Text>;
  // Numbers, not formatted text: several languages choose a plural form by them.
  const summary = intl.formatMessage(m.breakdownSummary, { total, ...totals });
  return (
    <Stack gap="xs" data-testid="widget-cases-breakdown">
      <Text size="sm">{summary}</Text>
      <Chart
        option={option}
        height={Math.max(140, rows.length * 34 + 48)}
        summary={summary}
        testId="cases-breakdown-chart"
        table={
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.category)}</Table.Th>
                {CASE_STATES.map((s) => (
                  <Table.Th key={s}>{stateLabel(s)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.category}>
                  <Table.Th scope="row">{label(r.category)}</Table.Th>
                  {CASE_STATES.map((s) => (
                    <Table.Td key={s}>{r.counts[s]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
      <WidgetLink to={screenPath(props.account.account_id, 'AllCases')}>{intl.formatMessage(m.viewAll)}</WidgetLink>
    </Stack>
  );
}
