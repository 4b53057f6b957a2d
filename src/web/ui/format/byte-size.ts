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

/**
 * A byte count for people, in the locale's unit style ('30 B', '1.5 MB', '1,5 Mo'). Intl has no
 * short byte symbol in many locales ('30 byte', or narrow '30B'): bytes are written like the
 * locale's kilobytes without their 'k' ('1,5 ko' -> '30 o', '1,5 кБ' -> '30 Б'), with the same
 * space between number and unit.
 */
export function formatBytes(intl: Pick<IntlShape, 'formatNumber' | 'formatNumberToParts'>, bytes: number): string {
  const s = byteSize(bytes);
  if (s.unit !== 'byte') return intl.formatNumber(s.value, { style: 'unit', unit: s.unit, unitDisplay: 'short' });
  const parts = intl.formatNumberToParts(1.5, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
  const unitAt = parts.findIndex((p) => p.type === 'unit');
  const symbol = (parts[unitAt]?.value ?? 'kB').replace(/^[kKк]/, '') || 'B';
  const number = intl.formatNumber(s.value);
  // The unit before the number in some locales: keep its side and its space.
  const numberAt = parts.findIndex((p) => p.type === 'integer');
  const gap = parts.slice(Math.min(unitAt, numberAt) + 1, Math.max(unitAt, numberAt)).filter((p) => p.type === 'literal').map((p) => p.value).join('');
  return unitAt < numberAt ? `${symbol}${gap}${number}` : `${number}${gap}${symbol}`;
}
