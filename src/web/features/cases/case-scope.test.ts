import { describe, expect, it } from 'vitest';
import { caseScopeOfPath, caseTypeOfSegment, sectionOfCategory } from './case-scope.ts';

describe('case screens', () => {
  it('reads AllCases, category sections and case types from the address', () => {
    expect(caseScopeOfPath(['AllCases', '10000001'])).toEqual({ base: 'AllCases', category: 'all', caseType: undefined });
    expect(caseScopeOfPath(['TechSupport'])).toEqual({ base: 'TechSupport', category: 'tsu', caseType: undefined });
    expect(caseScopeOfPath(['SecurityMonitoring'])?.category).toBe('soc');
    expect(caseScopeOfPath(['PreventiveMaintenance'])?.category).toBe('pmi');
    expect(caseScopeOfPath(['CaseManagement', 'TechnicalRequest', 'new'])).toEqual({
      base: 'CaseManagement/TechnicalRequest',
      category: 'all',
      caseType: 'Technical Request',
    });
  });

  it('refuses other paths and unknown types', () => {
    expect(caseScopeOfPath(['CaseManagement', 'Repair'])).toBeUndefined();
    expect(caseScopeOfPath(['Orders'])).toBeUndefined();
    expect(caseScopeOfPath(['Other'])).toBeUndefined();
    expect(caseTypeOfSegment('RMA')).toBe('RMA');
  });

  it('links a category back to its section, Other to AllCases', () => {
    expect(sectionOfCategory('osd')).toBe('OnsiteDispatch');
    expect(sectionOfCategory('unc')).toBe('AllCases');
  });
});
