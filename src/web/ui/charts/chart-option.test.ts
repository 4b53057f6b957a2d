import { describe, expect, it } from 'vitest';
import { withLegibleAxes } from './chart-option.ts';

describe('withLegibleAxes', () => {
  it('hides overlapping labels on every axis, keeping what the chart set itself', () => {
    const out = withLegibleAxes({
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: [{ type: 'category', axisLabel: { rotate: 30, fontSize: 14 } }, { type: 'value' }],
      series: [{ type: 'bar' }],
    });
    expect(out.xAxis).toEqual({ type: 'value', minInterval: 1, axisLabel: { hideOverlap: true, fontSize: 12 } });
    expect(out.yAxis).toEqual([
      { type: 'category', axisLabel: { hideOverlap: true, fontSize: 14, rotate: 30 } },
      { type: 'value', axisLabel: { hideOverlap: true, fontSize: 12 } },
    ]);
    expect(out.series).toEqual([{ type: 'bar' }]);
  });

  it('adds no axis to a chart without one', () => {
    expect(withLegibleAxes({ series: [{ type: 'pie' }] })).toEqual({ series: [{ type: 'pie' }] });
  });
});
