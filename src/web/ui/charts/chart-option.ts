/** An ECharts option (kept loose here so this type costs no echarts import outside the chart chunk). */
export type TChartOption = Record<string, unknown>;
