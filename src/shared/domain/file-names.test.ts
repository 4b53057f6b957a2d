import { describe, expect, it } from 'vitest';
import {
  RELEASE_NOTES_FILE_NAME,
  deviceRepairFileName,
  infrastructureRepairFileName,
  listFileName,
  type TListFileName,
} from './file-names.ts';

describe('listFileName (spec section 9)', () => {
  const cases: [TListFileName, string][] = [
    [
      { accountId: 'NA-100001', kind: 'Cases', type: 'AllCases', dateFrom: '2026-01-01', dateTo: '2026-03-31', fileType: 'csv' },
      '100001_Cases_AllCases_2026-01-01_2026-03-31.csv',
    ],
    [
      { accountId: 'NA-100001', kind: 'Cases', type: 'TechSupport', fileType: 'xlsx' },
      '100001_Cases_TechSupport.xlsx',
    ],
    [{ accountId: 'EMEA-12-34', kind: 'Cases', type: 'AllCases', fileType: 'pdf' }, '12-34_Cases_AllCases.pdf'],
    [{ accountId: '100001', kind: 'Cases', type: null, fileType: 'zip' }, '100001_Cases.zip'],
    [
      { accountId: 'NA-1', kind: 'Repair Orders', type: 'Open  Items', dateFrom: '2026-01-01', fileType: 'csv' },
      '1_Repair_Orders_Open_Items_2026-01-01.csv',
    ],
    [{ accountId: 'NA-1', kind: 'Cases', type: 'a/b:c', fileType: 'csv' }, '1_Cases_a_b_c.csv'],
    [{ accountId: 'NA-1', kind: 'Zgłoszenia', type: 'Все', fileType: 'csv' }, '1_Zgłoszenia_Все.csv'],
    [{ accountId: 'NA-100001', kind: 'Cases', type: 'AllCases' }, '100001_Cases_AllCases'],
  ];
  it.each(cases)('%o -> %s', (input, expected) => {
    expect(listFileName(input)).toBe(expected);
  });
});

describe('fixed file names (spec section 9)', () => {
  it('release notes', () => expect(RELEASE_NOTES_FILE_NAME).toBe('ReleaseNotes.pdf'));
  it.each([
    ['R-1001', 'SN123', 'device repair R-1001 for SN SN123.pdf'],
    ['R/1', '..', 'device repair R_1 for SN ...pdf'],
  ])('device repair %s %s', (rma, sn, expected) => {
    expect(deviceRepairFileName(rma, sn)).toBe(expected);
  });
  it('infrastructure repair', () => {
    expect(infrastructureRepairFileName('CS0001', 'ABC9')).toBe('infrastructure repair CS0001 for SN ABC9.pdf');
  });
});
