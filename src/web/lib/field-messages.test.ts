import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateCaseRequest } from '../../shared/contracts/cases.ts';
import { installZodMessages } from '../../shared/domain/validation.ts';
import { formatFieldMessage, serverField, serverFieldMessages, zodFieldErrors } from './field-messages.ts';

installZodMessages(z);
const intl = createIntl({
  locale: 'en-US',
  messages: {
    'Validation.required': '{field} is required.',
    'Validation.email': 'Please enter a valid email address.',
    'Validation.emailListItem': '"{address}" is not a valid email address.',
    'Validation.phoneNumber': '{field}: please enter a phone number as dialed in your country.',
    'Validation.integer': 'The value should be an integer number',
    'Validation.maxLength': '{field} can only be {n, number} characters long.',
  },
});
const labels: Record<string, string> = {
  title: 'Title',
  ccEmails: 'CC e-mails',
  quantityOrdered: 'Quantity ordered',
  alternativeContactPhone: 'Alternative phone',
};
const label = (f: string) => labels[f] ?? f;

describe('form messages from the shared schema', () => {
  it('puts the spec messages on the right fields with translated labels', () => {
    const r = ZCreateCaseRequest.safeParse({
      account_id: 'NA-1',
      category: 'tsu',
      caseType: 'Incident',
      title: '',
      description: 'x'.repeat(10),
      ccEmails: 'a@b.com;bad',
      alternativeContactPhone: 'call me',
      quantityOrdered: 2.5,
    });
    expect(r.success).toBe(false);
    const errors = zodFieldErrors(intl, r.error!.issues, label);
    expect(errors).toEqual({
      title: 'Title is required.',
      // An item of the list is named (issue 29 point 3).
      ccEmails: '"bad" is not a valid email address.',
      alternativeContactPhone: 'Alternative phone: please enter a phone number as dialed in your country.',
      quantityOrdered: 'The value should be an integer number',
    });
  });

  it('names a missing required field', () => {
    const r = ZCreateCaseRequest.safeParse({ account_id: 'NA-1', category: 'tsu', caseType: 'Incident', description: 'd' });
    expect(zodFieldErrors(intl, r.error!.issues, label).title).toBe('Title is required.');
  });

  it('reads the field of a server problem from its path, with or without the request part', () => {
    expect(serverField('body.title')).toBe('title');
    expect(serverField('querystring.account_id')).toBe('account_id');
    expect(serverField('title')).toBe('title');
    expect(serverField('file')).toBe('file');
    expect(serverField('body.items.2.name')).toBe('items');
  });

  it('translates the field problems of a server answer, the first of each field', () => {
    const messages = serverFieldMessages([
      { path: 'body.title', message: { id: 'Validation.maxLength', values: { field: 'title', n: 120 } } },
      { path: 'body.title', message: { id: 'Validation.required', values: { field: 'title' } } },
    ]);
    expect(Object.keys(messages)).toEqual(['title']);
    expect(formatFieldMessage(intl, messages.title!, label('title'))).toBe('Title can only be 120 characters long.');
  });
});
