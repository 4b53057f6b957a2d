import fs from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCardTokens, localCharges, payments, users } from '../../src/server/db/schema/index.ts';
import type { TAppContext } from '../../src/server/platform/app-context.ts';
import { AppError } from '../../src/server/platform/app-error.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { translate } from '../../src/server/platform/i18n.ts';
import {
  chargeCard,
  refundPayment,
  type TCardCharge,
} from '../../src/server/modules/payments/charge-card.ts';
import type { ProcessorError} from '../../src/server/modules/payments/processor.ts';
import { cardProcessor } from '../../src/server/modules/payments/processor.ts';
import type { TCardToken } from '../../src/shared/contracts/payments.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * Card payments (issue 30 point 5): the built-in processor's tokenisation outside /mapi (test cards
 * only, checks, signed-in users), charges idempotent by key (a double submit in parallel charges
 * once), declines with their reasons as 402, single-use and short-lived tokens, USD only, refunds
 * never more than charged; and no card number anywhere: not in any table, not in the log (a
 * portal logging at info level, its output captured), not even from a request that fails.
 */
const VISA = '4242424242424242';
const CARD_NUMBERS = [
  VISA,
  '4000000000000002',
  '4000000000009995',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
  '4111111111111111',
];

let portal: TTestPortal;
let ctx: TAppContext;
let user: TClient;
let anonymous: TClient;
let userId: string;
/** Everything the portal's logger wrote (pino writes to fd 1 through fs), kept off the test output. */
const logged: string[] = [];
const restoreLog: (() => void)[] = [];

function captureStdout(): void {
  const write = fs.write;
  const writeSync = fs.writeSync;
  const keep = (fd: number, data: unknown) => {
    if (fd !== 1) return false;
    logged.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    return true;
  };
  fs.writeSync = ((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (keep(fd, data)) return Buffer.byteLength(typeof data === 'string' ? data : Buffer.from(data.buffer));
    return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  fs.write = ((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (keep(fd, data)) {
      const callback = rest.find((r) => typeof r === 'function') as
        ((err: null, written: number) => void) | undefined;
      const n = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      if (callback) process.nextTick(() => callback(null, n));
      return;
    }
    return (write as (...a: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write;
  restoreLog.push(() => {
    fs.write = write;
    fs.writeSync = writeSync;
  });
}

beforeAll(async () => {
  captureStdout();
  portal = await startTestPortal('payments', { logLevel: 'info' });
  ctx = { config: portal.config, database: portal.database, jobs: portal.jobs };
  user = createClient({ baseUrl: portal.url });
  anonymous = createClient({ baseUrl: portal.url });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  const [me] = await portal.database.db.select().from(users).where(eq(users.email, demo().nwUser));
  userId = me!.id;
});

afterAll(async () => {
  await portal?.stop();
  for (const restore of restoreLog) restore();
});

const future = () => `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

async function tokenize(number: string, extra: Partial<Record<'exp' | 'cvc' | 'name', string>> = {}) {
  return user.post<TCardToken & { fields?: { path: string; message: { id: string } }[] }>(
    '/local-processor/v1/tokens',
    { number, exp: future(), cvc: '123', name: 'Dana Field', ...extra },
  );
}

async function token(number: string): Promise<string> {
  const res = await tokenize(number);
  expect(res.status).toBe(200);
  return res.body.content.token;
}

let keys = 0;
function charge(
  cardToken: string,
  over: Partial<TCardCharge> = {},
): Promise<Awaited<ReturnType<typeof chargeCard>>> {
  return chargeCard(ctx, {
    accountId: NORTHWIND_ASTRO,
    userId,
    amountCents: 12_500,
    cardToken,
    idempotencyKey: `key-${++keys}`,
    description: 'Repair request',
    ...over,
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

async function fieldOf(promise: Promise<unknown>) {
  const err = await failure(promise);
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { code: e.code, status: e.status, path: e.fields?.[0]?.path, id: e.fields?.[0]?.message.id };
}

describe('tokenisation (POST /local-processor/v1/tokens)', () => {
  it('answers a token, the brand and the last four of a test card', async () => {
    const res = await tokenize('4242 4242 4242 4242');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(res.body.content.token).toMatch(/^tok_/);
    const amex = await tokenize('3782 822463 10005', { cvc: '1234' });
    expect(amex.body.content).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('refuses a bad number, a non-test card, a past or malformed expiry, a wrong CVC, no name', async () => {
    const cases: [string, Partial<Record<'exp' | 'cvc' | 'name', string>>, string, string][] = [
      ['4242424242424241', {}, 'body.number', 'Payment.card.invalidNumber'],
      ['4111111111111111', {}, 'body.number', 'Payment.card.testCardsOnly'],
      [VISA, { exp: '01/20' }, 'body.exp', 'Payment.card.expiryPassed'],
      [VISA, { exp: '13/30' }, 'body.exp', 'Payment.card.invalidExpiry'],
      [VISA, { cvc: '12' }, 'body.cvc', 'Payment.card.invalidCvc'],
      ['378282246310005', { cvc: '123' }, 'body.cvc', 'Payment.card.invalidCvc'],
      [VISA, { name: '  ' }, 'body.name', 'Payment.card.nameRequired'],
    ];
    for (const [number, extra, path, id] of cases) {
      const res = await tokenize(number, extra);
      expect(res.status, `${number} ${JSON.stringify(extra)}`).toBe(400);
      expect(res.body.code).toBe('ServerValidation.400WrongParams');
      expect(res.body.content.fields).toEqual([{ path, message: { id } }]);
    }
  });

  it('is for signed-in users with the CSRF token, and is not a /mapi route', async () => {
    const body = { number: VISA, exp: future(), cvc: '123', name: 'X' };
    const res = await anonymous.post('/local-processor/v1/tokens', body);
    expect(res.status).toBe(401);
    expect((await user.post('/local-processor/v1/tokens', body, { csrf: false })).status).toBe(403);
    expect((await user.post('/mapi/local-processor/v1/tokens', body)).status).toBe(404);
  });
});

describe('charges', () => {
  it('charges once per key: the same key answers the first payment; another amount is refused', async () => {
    const tok = await token(VISA);
    const first = await charge(tok, { idempotencyKey: 'checkout-1' });
    expect(first).toMatchObject({ brand: 'visa', last4: '4242', amountCents: 12_500 });
    const again = await charge(tok, { idempotencyKey: 'checkout-1' });
    expect(again).toEqual(first);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(row).toMatchObject({
      status: 'succeeded',
      currency: 'USD',
      processor: 'local',
      cardLast4: '4242',
    });
    const charges = await ctx.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.idempotencyKey, `charge:${first.paymentId}`));
    expect(charges).toHaveLength(1);
    expect(charges[0]!.id).toBe(row!.processorRef);
    expect(await fieldOf(charge(tok, { idempotencyKey: 'checkout-1', amountCents: 9_900 }))).toEqual({
      code: 'ServerValidation.400WrongParams',
      status: 400,
      path: 'body.idempotency_key',
      id: 'Payment.idempotencyMismatch',
    });
  });

  it('charges once when the same checkout is sent twice at the same time', async () => {
    const tok = await token(VISA);
    const [a, b] = await Promise.all([
      charge(tok, { idempotencyKey: 'double-click' }),
      charge(tok, { idempotencyKey: 'double-click' }),
    ]);
    expect(a.paymentId).toBe(b.paymentId);
    const [rows] = await ctx.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.idempotencyKey, 'double-click'));
    expect(rows!.n).toBe(1);
    const [charged] = await ctx.database.db
      .select({ n: count() })
      .from(localCharges)
      .where(eq(localCharges.token, tok));
    expect(charged!.n).toBe(1);
  });

  it('declines by test card with the reason, translated, and records the decline', async () => {
    const declines: [string, string][] = [
      ['4000000000000002', 'cardDeclined'],
      ['4000000000009995', 'insufficientFunds'],
      ['4000000000000069', 'expiredCard'],
      ['4000000000000127', 'incorrectCvc'],
      ['4000000000000119', 'processingError'],
    ];
    for (const [number, reason] of declines) {
      const tok = await token(number);
      const key = `decline-${reason}`;
      const answer = await fieldOf(charge(tok, { idempotencyKey: key }));
      expect(answer).toEqual({
        code: 'ServerValidation.402PaymentDeclined',
        status: 402,
        path: 'body.card_token',
        id: `Payment.declined.${reason}`,
      });
      expect(translate('de-DE', `Payment.declined.${reason}`)).not.toBe(
        translate('en-US', `Payment.declined.${reason}`),
      );
      const [row] = await ctx.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));
      expect(row).toMatchObject({ status: 'declined', declineCode: reason, cardLast4: number.slice(-4) });
      // The same key answers the same decline without asking the processor again.
      expect((await fieldOf(charge(tok, { idempotencyKey: key }))).id).toBe(`Payment.declined.${reason}`);
      const [n] = await ctx.database.db
        .select({ n: count() })
        .from(localCharges)
        .where(eq(localCharges.token, tok));
      expect(n!.n).toBe(1);
    }
    expect(translate('fr-FR', 'ServerValidation.402PaymentDeclined')).not.toBe(
      translate('en-US', 'ServerValidation.402PaymentDeclined'),
    );
  });

  it('uses a token for one approved charge only, and not after 30 minutes; the key may be used again', async () => {
    const tok = await token(VISA);
    await charge(tok);
    const used = {
      code: 'ServerValidation.400WrongParams',
      status: 400,
      path: 'body.card_token',
      id: 'Payment.tokenInvalid',
    };
    expect(await fieldOf(charge(tok, { idempotencyKey: 'reuse' }))).toEqual(used);
    const [none] = await ctx.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.idempotencyKey, 'reuse'));
    expect(none!.n).toBe(0);
    const old = await token(VISA);
    await ctx.database.db
      .update(localCardTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(localCardTokens.token, old));
    expect(await fieldOf(charge(old, { idempotencyKey: 'reuse' }))).toEqual(used);
    expect(await fieldOf(charge('tok_nope', { idempotencyKey: 'reuse' }))).toEqual(used);
    // A fresh card under the same key then charges.
    expect(await charge(await token(VISA), { idempotencyKey: 'reuse' })).toMatchObject({ last4: '4242' });
    // A declined card's token may be tried again (after a processing error, say).
    const flaky = await token('4000000000000119');
    await failure(charge(flaky));
    expect((await fieldOf(charge(flaky))).id).toBe('Payment.declined.processingError');
  });

  it('refuses what a processor refuses: no amount, another currency, a key reused for other values', async () => {
    const processor = cardProcessor(ctx);
    const tok = await token(VISA);
    const code = async (p: Promise<unknown>) => ((await failure(p)) as ProcessorError).code;
    expect(
      await code(processor.charge({ token: tok, amountCents: 0, currency: 'USD', idempotencyKey: 'p0' })),
    ).toBe('invalidAmount');
    expect(
      await code(processor.charge({ token: tok, amountCents: 10.5, currency: 'USD', idempotencyKey: 'p0' })),
    ).toBe('invalidAmount');
    expect(
      await code(processor.charge({ token: tok, amountCents: 100, currency: 'EUR', idempotencyKey: 'p0' })),
    ).toBe('unsupportedCurrency');
    const first = await processor.charge({
      token: tok,
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: 'p1',
    });
    expect(
      await processor.charge({ token: tok, amountCents: 100, currency: 'USD', idempotencyKey: 'p1' }),
    ).toEqual(first);
    expect(
      await code(processor.charge({ token: tok, amountCents: 200, currency: 'USD', idempotencyKey: 'p1' })),
    ).toBe('idempotencyMismatch');
    await expect(
      chargeCard(ctx, {
        accountId: NORTHWIND_ASTRO,
        userId,
        amountCents: -5,
        cardToken: tok,
        idempotencyKey: 'neg',
        description: '',
      }),
    ).rejects.toThrow(AppError);
  });
});

describe('refunds', () => {
  it('never refunds more than was charged; a refund key answers its first refund', async () => {
    const processor = cardProcessor(ctx);
    const paid = await processor.charge({
      token: await token(VISA),
      amountCents: 1_000,
      currency: 'USD',
      idempotencyKey: 'r-charge',
    });
    const r1 = await processor.refund({ ref: paid.ref, amountCents: 600, idempotencyKey: 'r-1' });
    expect(await processor.refund({ ref: paid.ref, amountCents: 600, idempotencyKey: 'r-1' })).toEqual(r1);
    const code = async (p: Promise<unknown>) => ((await failure(p)) as ProcessorError).code;
    expect(await code(processor.refund({ ref: paid.ref, amountCents: 401, idempotencyKey: 'r-2' }))).toBe(
      'refundExceedsCharge',
    );
    await processor.refund({ ref: paid.ref, amountCents: 400, idempotencyKey: 'r-2' });
    expect(await code(processor.refund({ ref: paid.ref, amountCents: 1, idempotencyKey: 'r-3' }))).toBe(
      'refundExceedsCharge',
    );
    expect(await code(processor.refund({ ref: 'ch_nope', amountCents: 1, idempotencyKey: 'r-4' }))).toBe(
      'unknownCharge',
    );
    const [row] = await ctx.database.db.select().from(localCharges).where(eq(localCharges.id, paid.ref));
    expect(row!.refundedCents).toBe(1_000);
    // A declined charge has nothing to refund.
    const declined = await processor.charge({
      token: await token('4000000000000002'),
      amountCents: 500,
      currency: 'USD',
      idempotencyKey: 'r-declined',
    });
    expect(await code(processor.refund({ ref: declined.ref, amountCents: 500, idempotencyKey: 'r-5' }))).toBe(
      'unknownCharge',
    );
  });

  it('refundPayment refunds a whole payment once', async () => {
    const paid = await charge(await token(VISA), { amountCents: 7_700 });
    await refundPayment(ctx, paid.paymentId);
    await refundPayment(ctx, paid.paymentId);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 7_700 });
    const [charged] = await ctx.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, row!.processorRef!));
    expect(charged!.refundedCents).toBe(7_700);
    const refunds = await ctx.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.token, row!.processorRef!));
    expect(refunds).toHaveLength(1);
  });
});

describe('no card number is kept or logged', () => {
  it('is in no table and in no log line, even after failing requests', async () => {
    for (const number of CARD_NUMBERS) await tokenize(number);
    await tokenize(VISA, { exp: '01/19' });
    // A body that is not JSON (its parse error quotes the text), one too long, an unknown field.
    await user.post('/local-processor/v1/tokens', undefined, { raw: `{"number":"${VISA}","exp":` });
    await user.post('/local-processor/v1/tokens', undefined, { raw: `[${VISA},x]` });
    await user.post('/local-processor/v1/tokens', {
      number: VISA,
      exp: future(),
      cvc: '123',
      name: 'x'.repeat(300),
    });
    await user.post('/local-processor/v1/tokens', {
      number: VISA,
      exp: future(),
      cvc: '123',
      name: 'x',
      pan: VISA,
    });
    await user.post('/local-processor/v1/tokens', {
      number: `${VISA}\u0000`,
      exp: future(),
      cvc: '123',
      name: 'x',
    });
    const tables = await ctx.database.rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await ctx.database.rows(sql.raw(`select t::text as row from "${String(table_name)}" t`));
      dump += rows.map((r) => String(r.row)).join('\n');
    }
    expect(dump).toContain('4242');
    const log = logged.join('');
    expect(log).toContain('/local-processor/v1/tokens');
    for (const number of CARD_NUMBERS) {
      expect(dump, number).not.toContain(number);
      expect(log, number).not.toContain(number);
      expect(log, number).not.toContain(number.slice(0, 12));
    }
    expect(log).toContain('request refused (redacted)');
  });
});

describe('configuration', () => {
  it('PAYMENT_PROCESSOR is local by default; an unknown processor stops the start', () => {
    expect(loadConfig({}).paymentProcessor).toBe('local');
    expect(() => loadConfig({ PAYMENT_PROCESSOR: 'acme' })).toThrow(/PAYMENT_PROCESSOR must be one of local/);
  });
});
