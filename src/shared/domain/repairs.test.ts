import { describe, expect, it } from 'vitest';
import {
  fmCertificationOffered,
  isPastEndOfSupport,
  lastMonths,
  normalizeSerial,
  quoteReplyBy,
  repairPdfFileName,
} from './repairs.ts';

describe('repair rules', () => {
  it('offers FM certification only for FM-certifiable radios received on or before 31 Dec 2020', () => {
    const radio = { isRadio: true, fmCertifiable: true };
    expect(fmCertificationOffered(radio, '2020-12-31')).toBe(true);
    expect(fmCertificationOffered(radio, '2019-06-01')).toBe(true);
    expect(fmCertificationOffered(radio, '2021-01-01')).toBe(false);
    expect(fmCertificationOffered({ isRadio: true, fmCertifiable: false }, '2019-06-01')).toBe(false);
    expect(fmCertificationOffered({ isRadio: false, fmCertifiable: true }, '2019-06-01')).toBe(false);
  });

  it('blocks a model from the day after its end of support', () => {
    expect(isPastEndOfSupport(null, '2026-11-27')).toBe(false);
    expect(isPastEndOfSupport('2026-11-27', '2026-11-27')).toBe(false);
    expect(isPastEndOfSupport('2026-11-26', '2026-11-27')).toBe(true);
  });

  it('reads serial numbers trimmed and in upper case', () => {
    expect(normalizeSerial('  481ckp0001 ')).toBe('481CKP0001');
  });

  it('names the repair PDF as spec section 9 does', () => {
    expect(
      repairPdfFileName({
        kind: 'device',
        repairNumber: 'R2600101',
        srNumber: '10000042',
        serialIn: '481CKP0001',
      }),
    ).toBe('device repair R2600101 for SN 481CKP0001.pdf');
    expect(
      repairPdfFileName({
        kind: 'infrastructure',
        repairNumber: 'R2600102',
        srNumber: '10000043',
        serialIn: 'INF-77',
      }),
    ).toBe('infrastructure repair 10000043 for SN INF-77.pdf');
  });

  it('lists the last calendar months, this one last', () => {
    expect(lastMonths(6, new Date('2026-02-15T10:00:00Z'))).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('quote reply-by date', () => {
  it('is 30 days after the quotation date, 10 for a SIM-card quote', () => {
    const quoted = new Date('2026-03-01T10:00:00Z');
    expect(quoteReplyBy(quoted, false).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(quoteReplyBy(quoted, true).toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });
});
