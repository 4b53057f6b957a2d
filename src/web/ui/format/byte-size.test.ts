import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { byteSize, formatBytes } from './byte-size.ts';

describe('byteSize', () => {
  it('picks the largest fitting unit with one decimal', () => {
    expect(byteSize(0)).toEqual({ value: 0, unit: 'byte' });
    expect(byteSize(999)).toEqual({ value: 999, unit: 'byte' });
    expect(byteSize(1500)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(byteSize(2_345_678)).toEqual({ value: 2.3, unit: 'megabyte' });
    expect(byteSize(5e12)).toEqual({ value: 5000, unit: 'gigabyte' });
  });
});

describe('formatBytes', () => {
  const bytes = (locale: string, n: number) => formatBytes(createIntl({ locale, messages: {} }), n).replace(/\u00a0|\u202f/g, ' ');

  it('writes bytes with a short symbol and the locale\'s space: "30 B", never "30B" or "30 byte"', () => {
    expect(bytes('en-US', 30)).toBe('30 B');
    expect(bytes('en-GB', 0)).toBe('0 B');
    expect(bytes('de-DE', 30)).toBe('30 B');
    expect(bytes('ja-JP', 30)).toBe('30 B');
    expect(bytes('zh-TW', 30)).toBe('30 B');
    expect(bytes('fr-FR', 30)).toBe('30 o');
    expect(bytes('ru-RU', 30)).toBe('30 Б');
    expect(bytes('en-US', 999)).toBe('999 B');
  });

  it('writes larger sizes in the locale\'s short units', () => {
    expect(bytes('en-US', 1500)).toBe('1.5 kB');
    expect(bytes('fr-FR', 2_345_678)).toBe('2,3 Mo');
  });
});
