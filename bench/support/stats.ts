/** Small statistics helpers over millisecond samples. */

export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export function median(values: readonly number[]): number {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  if (s.length % 2 === 1) return s[mid]!;
  return (s[mid - 1]! + s[mid]!) / 2;
}

/** The value at quantile `q` (0-1) of samples already sorted ascending; NaN when there are none. */
export function quantile(sortedValues: readonly number[], q: number): number {
  return sortedValues[Math.floor(sortedValues.length * q)] ?? Number.NaN;
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export interface TMinMedMax {
  minMs: number;
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

export function minMedMax(samples: readonly number[]): TMinMedMax {
  const s = sorted(samples);
  return {
    minMs: round(s[0] ?? Number.NaN),
    medianMs: round(median(s)),
    maxMs: round(s[s.length - 1] ?? Number.NaN),
    samplesMs: samples.map((v) => round(v)),
  };
}
