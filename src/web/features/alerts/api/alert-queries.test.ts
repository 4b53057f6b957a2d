import { describe, expect, it } from 'vitest';
import { alertList } from '../../../../shared/contracts/alerts.ts';
import { alertKeys } from './alert-queries.ts';

describe('alert query keys', () => {
  it("start with the alerts list's name, so invalidating them refreshes the list and the critical bar", () => {
    expect(alertKeys.all).toEqual([alertList.name]);
    expect(alertKeys.critical('NA-100001').slice(0, 1)).toEqual([alertList.name]);
  });
});
