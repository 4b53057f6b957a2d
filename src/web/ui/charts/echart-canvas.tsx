import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { withLegibleAxes, type TChartOption } from './chart-option.ts';

// Only the parts the portal draws so far: bar and line charts with grid, tooltip and legend (tree-shaken);
// an area that needs another chart type registers it here.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * The ECharts canvas. This module (and echarts) is its own chunk, loaded only when a chart shows.
 * The chart follows its container's size and is disposed with the component.
 */
export default function EChartCanvas(props: { option: TChartOption; height: number; locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'canvas', locale: props.locale.startsWith('zh') ? 'ZH' : 'EN' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [props.locale]);

  useEffect(() => {
    chart.current?.setOption(withLegibleAxes(props.option) as echarts.EChartsCoreOption, { notMerge: true });
  }, [props.option, props.locale]);

  return <div ref={ref} style={{ width: '100%', height: props.height }} aria-hidden />;
}
