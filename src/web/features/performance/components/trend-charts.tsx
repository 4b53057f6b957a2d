import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TREND_PRESETS, type TSiteTrend, type TTrendPoint, type TTrendPreset } from '../../../../shared/contracts/performance.ts';
import { performanceSubnetworkMessages } from '../../../../shared/i18n/performance-messages.ts';
import { ApiError } from '../../../lib/http.ts';
import { Chart } from '../../../ui/charts/chart.tsx';
import type { TChartOption } from '../../../ui/charts/chart-option.ts';
import { useWideScreen } from '../../../ui/screen-size.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { performanceMessages as m } from '../performance-messages.ts';
import { siteTrendQuery } from '../queries.ts';

const PRESET_LABELS = {
  day: m.presetDay,
  week: m.presetWeek,
  month: m.presetMonth,
  'six-months': m.presetSixMonths,
  'twelve-months': m.presetTwelveMonths,
} as const;

const SERIES_COLORS: Record<string, string> = {
  voice: '#1c7ed6',
  data: '#7048e8',
  paging: '#0ca678',
  dispatch: '#e8590c',
  backhaul: '#495057',
};

type TMeasure = 'utilization' | 'affiliations';

/** The sub-network's name as the site list spells it ('voice' -> Voice). */
function subnetworkName(intl: ReturnType<typeof useIntl>, kind: string): string {
  const key = (kind.charAt(0).toUpperCase() + kind.slice(1)) as keyof typeof performanceSubnetworkMessages;
  return key in performanceSubnetworkMessages ? intl.formatMessage(performanceSubnetworkMessages[key]) : kind;
}

function chartOption(trend: TSiteTrend, measure: TMeasure, name: (kind: string) => string): TChartOption {
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time', min: trend.from, max: trend.to },
    yAxis: measure === 'utilization' ? { type: 'value', min: 0, max: 100 } : { type: 'value', min: 0 },
    series: trend.series.map((s) => ({
      name: name(s.subnetwork),
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      lineStyle: { width: 2 },
      color: SERIES_COLORS[s.subnetwork],
      data: s.points.map((p: TTrendPoint) => [p.at, p[measure]]),
    })),
  };
}

/**
 * A site's two trend charts (issue 32 point 4; spec section 9): channel utilization (%) and
 * affiliations per sub-network over the preset chosen in the segmented control, asked again every
 * 30 seconds. When the data cannot be read, the spec's 'chart datasource unreachable' takes the
 * charts' place (and the next refresh tries again).
 */
export function TrendCharts(props: { accountId: string; siteKey: number }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const wide = useWideScreen();
  const [preset, setPreset] = useState<TTrendPreset>('day');
  const query = useQuery({ ...siteTrendQuery(props.accountId, props.siteKey, preset), placeholderData: keepPreviousData });
  const period = intl.formatMessage(PRESET_LABELS[preset]);
  const name = (kind: string) => subnetworkName(intl, kind);

  const chart = (measure: TMeasure) => {
    const trend = query.data!;
    const title = intl.formatMessage(measure === 'utilization' ? m.utilizationChart : m.affiliationsChart);
    const series = trend.series
      .map((s) => {
        const values = s.points.map((p) => p[measure]).filter((v): v is number => v !== null);
        return intl.formatMessage(m.seriesSummary, {
          subnetwork: name(s.subnetwork),
          latest: values.length ? intl.formatNumber(values[values.length - 1]!) : '-',
          highest: values.length ? intl.formatNumber(Math.max(...values)) : '-',
        });
      })
      .join('; ');
    return (
      <Stack gap={4} key={measure}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {trend.series.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid={`trend-empty-${measure}`}>
            {intl.formatMessage(m.noSamples)}
          </Text>
        ) : (
          <Chart
            option={chartOption(trend, measure, name)}
            height={240}
            summary={intl.formatMessage(m.chartSummary, { title, period, series })}
            testId={`trend-${measure}`}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="site-trends" data-testid="site-trends" data-preset={query.data?.preset}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="site-trends">
          {intl.formatMessage(m.trends)}
        </Title>
        <SegmentedControl
          aria-label={intl.formatMessage(m.period)}
          value={preset}
          onChange={(v) => setPreset(v as TTrendPreset)}
          data={TREND_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(PRESET_LABELS[p]) }))}
          data-testid="trend-presets"
          size="xs"
          // Five periods do not fit a phone's width side by side: one under the other there.
          orientation={wide ? 'horizontal' : 'vertical'}
          fullWidth={!wide}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" data-testid="trend-error" data-code={query.error instanceof ApiError ? query.error.code : undefined}>
          {errorMessage(query.error)}
        </Alert>
      ) : !query.data ? (
        <Skeleton height={520} radius="sm" />
      ) : (
        <>
          {chart('utilization')}
          {chart('affiliations')}
          <Text size="xs" c="dimmed" data-testid="trend-refreshed">
            {intl.formatMessage(m.refreshed, { time: intl.formatTime(query.dataUpdatedAt) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
