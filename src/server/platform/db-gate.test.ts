import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, dbGate } from './db-gate.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('the bounded wait for a pooled connection (db-gate.ts)', () => {
  it('lets the pool size through, queues the next in order, refuses beyond the queue at once and frees slots', async () => {
    const gate = dbGate({ slots: 2, acquireTimeoutMs: 5_000, queueMax: 2 });
    const a = await gate.acquire();
    const b = await gate.acquire();
    const order: string[] = [];
    const c = gate.acquire().then((done) => (order.push('c'), done));
    const d = gate.acquire().then((done) => (order.push('d'), done));
    expect(gate.load()).toEqual({ busy: 2, waiting: 2 });
    await expect(gate.acquire()).rejects.toBeInstanceOf(DatabaseBusyError);
    a();
    a(); // a second call frees nothing more
    (await c)();
    b();
    (await d)();
    expect(order).toEqual(['c', 'd']);
    expect(gate.load()).toEqual({ busy: 0, waiting: 0 });
  });

  it('gives up on a wait after the acquire timeout, and frees the slot of failed work', async () => {
    const gate = dbGate({ slots: 1, acquireTimeoutMs: 50, queueMax: 10 });
    const held = await gate.acquire();
    const t0 = Date.now();
    await expect(gate.run(async () => 'never')).rejects.toThrow(/no connection free within 50 ms/);
    expect(Date.now() - t0).toBeLessThan(2_000);
    held();
    await expect(gate.run(() => Promise.reject(new Error('statement failed')))).rejects.toThrow(
      'statement failed',
    );
    expect(gate.load()).toEqual({ busy: 0, waiting: 0 });
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});

describe('which errors mean the database is unavailable (database-unavailable.ts)', () => {
  it('knows a stopped, starting or unreachable server, a cancelled statement and a full pool, wrapped or not', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const code of [
      '57P01',
      '57P03',
      '57014',
      '08006',
      'ECONNREFUSED',
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      'PORTAL_DB_BUSY',
    ])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: coded('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')]))).toBe(true);
    // A bad statement or a broken rule is the portal's fault, not the database's absence.
    for (const code of ['23505', '42P01', '22P02'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
