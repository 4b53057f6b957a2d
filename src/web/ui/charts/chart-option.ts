/** An ECharts option (kept loose here so this type costs no echarts import outside the chart chunk). */
export type TChartOption = Record<string, unknown>;

/**
 * Every axis of a chart keeps its labels legible on a narrow screen (issue 29 point 8): labels
 * that would overlap are left out rather than drawn over each other (a value axis from 0 to 700 at
 * 390 px wrote "0100200300..."), and none is drawn smaller than 12 px.
 */
export function withLegibleAxes(option: TChartOption): TChartOption {
  const legible = (axis: unknown): unknown => {
    if (Array.isArray(axis)) return axis.map(legible);
    if (!axis || typeof axis !== 'object') return axis;
    const own = axis as { axisLabel?: Record<string, unknown> };
    return { ...own, axisLabel: { hideOverlap: true, fontSize: 12, ...own.axisLabel } };
  };
  return {
    ...option,
    ...('xAxis' in option ? { xAxis: legible(option.xAxis) } : {}),
    ...('yAxis' in option ? { yAxis: legible(option.yAxis) } : {}),
  };
}
