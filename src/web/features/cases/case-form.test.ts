import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateCaseRequest } from '../../../shared/contracts/cases.ts';
import { installZodMessages } from '../../../shared/domain/validation.ts';
import { fieldApplies, newCaseValues, quantityIssue, toCreateRequest, type TCaseFormValues, type TTextField } from './case-form.ts';

installZodMessages(z);

const form = (caseType: TCaseFormValues['caseType'], text: Partial<Record<TTextField, string>>): TCaseFormValues =>
  newCaseValues({ category: 'tsu', caseType, ...text });

describe('create case form', () => {
  it('sends only the fields of the chosen type, without empty optional texts', () => {
    const req = toCreateRequest(
      form('Incident', { title: 'Radio down', description: 'Site 4', rmaNumber: 'R1', addressChangeType: 'site', serialNumber: '' }),
      'NA-100001',
    );
    expect(req).toEqual({ account_id: 'NA-100001', category: 'tsu', caseType: 'Incident', title: 'Radio down', description: 'Site 4' });
    expect(ZCreateCaseRequest.safeParse(req).success).toBe(true);
  });

  it('keeps RMA fields for an RMA and reads quantities as numbers', () => {
    const req = toCreateRequest(form('RMA', { title: 't', description: 'd', rmaNumber: 'R1', quantityOrdered: '3', quantityDefective: '' }), 'NA-1');
    expect(req).toMatchObject({ rmaNumber: 'R1', quantityOrdered: 3 });
    expect(req).not.toHaveProperty('quantityDefective');
    expect(fieldApplies('addressChangeType', 'Technical Request')).toBe(true);
    expect(fieldApplies('addressChangeType', 'RMA')).toBe(false);
  });

  it('refuses a non-integer or non-numeric quantity with the integer message', () => {
    for (const typed of ['2.5', 'abc']) {
      const r = ZCreateCaseRequest.safeParse(toCreateRequest(form('RMA', { title: 't', description: 'd', quantityReceived: typed }), 'NA-1'));
      expect(r.success).toBe(false);
      const issue = r.error!.issues.find((i) => i.path[0] === 'quantityReceived')!;
      expect(issue.message === 'Validation.integer' || quantityIssue(issue, 'quantityReceived')?.id === 'Validation.integer', typed).toBe(true);
    }
  });
});
