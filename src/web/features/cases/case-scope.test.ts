import { describe, expect, it } from 'vitest';
import { registerScreens } from '../../lib/screens.ts';
import { caseScopeOfPath, caseScreenPath, caseTypeOfSegment, ownCaseBase, sectionOfCategory } from './case-scope.ts';
import { caseScreens } from './screens.ts';

// The case screens' addresses come from their declarations, as the app registers them at start.
registerScreens(caseScreens);

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

  it('builds the addresses of a case screen, its cases and its create form from the route patterns', () => {
    const all = caseScopeOfPath(['AllCases'])!;
    const rma = caseScopeOfPath(['CaseManagement', 'RMA'])!;
    const osd = caseScopeOfPath(['OnsiteDispatch'])!;
    expect(caseScreenPath('NA-1', all)).toBe('/NA-1/AllCases');
    expect(caseScreenPath('NA-1', all, '10000001')).toBe('/NA-1/AllCases/10000001');
    expect(caseScreenPath('NA-1', rma, 'new')).toBe('/NA-1/CaseManagement/RMA/new');
    expect(caseScreenPath('NA-1', rma)).toBe('/NA-1/CaseManagement/RMA');
    expect(caseScreenPath('NA-1', osd, 'a/b')).toBe('/NA-1/OnsiteDispatch/a%2Fb');
  });
});

describe('a case opened under another screen', () => {
  const scope = (path: string[]) => caseScopeOfPath(path)!;
  it('goes to its own category section, or type, and stays where it fits', () => {
    expect(ownCaseBase(scope(['SecurityMonitoring']), { category: 'tsu', caseType: 'Incident' })).toBe('TechSupport');
    expect(ownCaseBase(scope(['TechSupport']), { category: 'unc', caseType: 'Incident' })).toBe('AllCases');
    expect(ownCaseBase(scope(['TechSupport']), { category: 'tsu', caseType: 'RMA' })).toBeUndefined();
    expect(ownCaseBase(scope(['AllCases']), { category: 'soc', caseType: 'RMA' })).toBeUndefined();
    expect(ownCaseBase(scope(['CaseManagement', 'Incident']), { category: 'tsu', caseType: 'RMA' })).toBe('CaseManagement/RMA');
    expect(ownCaseBase(scope(['CaseManagement', 'RMA']), { category: 'soc', caseType: 'RMA' })).toBeUndefined();
  });
});
