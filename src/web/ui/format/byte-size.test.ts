import { describe, expect, it } from 'vitest';
import { byteSize } from './byte-size.ts';

describe('byteSize', () => {
  it('picks the largest fitting unit with one decimal', () => {
    expect(byteSize(0)).toEqual({ value: 0, unit: 'byte' });
    expect(byteSize(999)).toEqual({ value: 999, unit: 'byte' });
    expect(byteSize(1500)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(byteSize(2_345_678)).toEqual({ value: 2.3, unit: 'megabyte' });
    expect(byteSize(5e12)).toEqual({ value: 5000, unit: 'gigabyte' });
  });
});
