import { describe, expect, it } from 'vitest';
import { ZAddNoteRequest, ZCreateCaseRequest } from '../../../shared/contracts/cases.ts';
import { ZCreateTicketRequest } from '../../../shared/contracts/tickets.ts';
import { characterCount, counterShows, maxLengths } from './text-limit.ts';

describe('text limits read from the shared schemas', () => {
  it('finds the .max(n) of each text field, optional or not', () => {
    const cases = maxLengths(ZCreateCaseRequest);
    expect(cases).toMatchObject({ title: 120, description: 4000, serialNumber: 40, ccEmails: 1000, site: 120 });
    expect(cases.technology).toBeUndefined();
    expect(cases.quantityOrdered).toBeUndefined();
    expect(maxLengths(ZCreateTicketRequest)).toMatchObject({ title: 120, description: 4000, site: 120, unitId: 40 });
    expect(maxLengths(ZAddNoteRequest).body).toBe(4000);
  });

  it('shows the counter from 80 % of the limit', () => {
    expect(counterShows(95, 120)).toBe(false);
    expect(counterShows(96, 120)).toBe(true);
    expect(counterShows(130, 120)).toBe(true);
    expect(counterShows(5000, undefined)).toBe(false);
  });

  it('counts characters as the schema does: an emoji is one, whatever its UTF-16 length', () => {
    const title = 'a'.repeat(107) + '📻'.repeat(13);
    expect(characterCount(title)).toBe(120);
    expect(ZCreateCaseRequest.shape.title.safeParse(title).success).toBe(true);
    expect(ZCreateCaseRequest.shape.title.safeParse(title + '📻').success).toBe(false);
    expect(characterCount(title + '📻')).toBe(121);
    expect(characterCount('')).toBe(0);
  });
});
