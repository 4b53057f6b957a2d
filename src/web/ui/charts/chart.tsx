import { Skeleton, VisuallyHidden } from '@mantine/core';
import { Suspense, lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TChartOption } from './chart-option.ts';

const EChartCanvas = lazy(() => import('./echart-canvas.tsx'));

/**
 * A chart with a text alternative: the canvas is hidden from assistive technology, `summary` is
 * its accessible name and `table` (usually the numbers as a table) is read instead. ECharts loads
 * lazily, as its own chunk, the first time a chart shows.
 */
export function Chart(props: { option: TChartOption; height?: number; summary: string; table?: ReactNode; testId?: string }) {
  const intl = useIntl();
  const height = props.height ?? 220;
  return (
    <figure style={{ margin: 0 }} data-testid={props.testId}>
      <div role="img" aria-label={props.summary}>
        <Suspense fallback={<Skeleton height={height} radius="sm" />}>
          <EChartCanvas option={props.option} height={height} locale={intl.locale} />
        </Suspense>
      </div>
      {props.table && <VisuallyHidden>{props.table}</VisuallyHidden>}
    </figure>
  );
}
