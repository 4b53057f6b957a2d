import type { IntlShape } from 'react-intl';

/** A byte count in the largest fitting unit (B, kB, MB, GB), for Intl unit formatting. */
export function byteSize(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' } {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1000 && i < units.length - 1) {
    value /= 1000;
    i++;
  }
  return { value: i === 0 ? Math.round(value) : Math.round(value * 10) / 10, unit: units[i]! };
}

/** A byte count for people, in the locale's unit style ('1.5 MB', '1,5 Mo'). */
export function formatBytes(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const s = byteSize(bytes);
  // 'short' spells a byte out in English ('16 byte'); 'narrow' gives '16B' there and the units elsewhere.
  return intl.formatNumber(s.value, { style: 'unit', unit: s.unit, unitDisplay: s.unit === 'byte' ? 'narrow' : 'short' });
}
