import { describe, expect, it } from 'vitest';
import type { TAccount } from '../../shared/contracts/session.ts';
import { mergeAccountDetails } from './session-accounts.ts';

/** An account with the fields a test names; the rest is filler of the right shape. */
function account(id: string, fields: Partial<TAccount> = {}): TAccount {
  return {
    account_id: id,
    name: `Account ${id}`,
    technology: 'astro',
    region: 'NA',
    level: '',
    locked: false,
    customer360Associated: true,
    ...fields,
  } as TAccount;
}

describe('account details merged into the session’s accounts (spec section 4)', () => {
  const list = [account('NA-100001'), account('NA-100002', { technology: 'mototrbo' }), account('NA-200001')];

  it('merges details into the account already listed, in its place, leaving the others alone', () => {
    const details = account('NA-100002', { name: 'Northwind MOTOTRBO (renamed)', level: 'managed' });
    const merged = mergeAccountDetails(list, details);
    expect(merged.map((a) => a.account_id)).toEqual(['NA-100001', 'NA-100002', 'NA-200001']);
    expect(merged[1]).toMatchObject({
      name: 'Northwind MOTOTRBO (renamed)',
      level: 'managed',
      technology: 'astro',
    });
    expect(merged[0]).toBe(list[0]);
    expect(merged[2]).toBe(list[2]);
    expect(list[1]!.name).toBe('Account NA-100002');
  });

  it('keeps what only the listed entry has', () => {
    const listed = account('NA-100001', { roles_to_assign: ['User'] });
    const details = account('NA-100001', { name: 'Fresh name' });
    delete (details as Partial<TAccount>).roles_to_assign;
    expect(mergeAccountDetails([listed], details)[0]).toMatchObject({
      name: 'Fresh name',
      roles_to_assign: ['User'],
    });
  });

  it('appends the details of an account the list does not hold', () => {
    const merged = mergeAccountDetails(list, account('EMEA-200002'));
    expect(merged.map((a) => a.account_id)).toEqual(['NA-100001', 'NA-100002', 'NA-200001', 'EMEA-200002']);
    expect(list).toHaveLength(3);
  });

  it('never lists one account twice, however often its details come', () => {
    let merged = mergeAccountDetails(list, account('EMEA-200002', { name: 'First' }));
    merged = mergeAccountDetails(merged, account('EMEA-200002', { name: 'Second' }));
    merged = mergeAccountDetails(merged, account('NA-100001', { name: 'Again' }));
    merged = mergeAccountDetails(merged, account('NA-100001', { name: 'Again' }));
    expect(merged.map((a) => a.account_id)).toEqual(['NA-100001', 'NA-100002', 'NA-200001', 'EMEA-200002']);
    expect(merged[3]!.name).toBe('Second');
    expect(merged[0]!.name).toBe('Again');
  });
});
