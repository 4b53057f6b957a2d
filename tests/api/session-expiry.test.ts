import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TRunningServer } from '../../src/server/start-server.ts';
import { createFreshDatabase } from '../support/fresh-database.ts';

/**
 * Idle and absolute expiry are enforced by the server. This file runs its own portal with a
 * 3-second idle timeout and an 8-second absolute lifetime so the rules can be watched in real time.
 */
let server: TRunningServer;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL, 'expiry');
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-expiry-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    seedScale: 'tiny',
    logLevel: 'silent',
    sessionIdleMinutes: 3 / 60,
    sessionAbsoluteHours: 8 / 3600,
  });
});

afterAll(async () => {
  await server?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(): Promise<{ cookie: string }> {
  const first = await fetch(`${server.url}/mapi/health`);
  const visitor = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const res = await fetch(`${server.url}/mapi/auth/local_login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: visitor,
      'csrf-token': first.headers.get('x-csrf')!,
    },
    body: JSON.stringify({
      login: 'user@contoso.example',
      password: Buffer.from(server.config.demoPassword).toString('base64'),
    }),
  });
  expect(res.status).toBe(200);
  const sid = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('portal_sid='))!
    .split(';')[0]!;
  return { cookie: `${visitor}; ${sid}` };
}

async function statusOf(cookie: string): Promise<{ status: number; code: string; expiresAt?: number }> {
  const res = await fetch(`${server.url}/mapi/index/status`, { headers: { cookie } });
  const body = (await res.json()) as { code: string; content: { session?: { expiresAt: number } } };
  return { status: res.status, code: body.code, expiresAt: body.content.session?.expiresAt };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('session expiry (spec section 4)', () => {
  it('expires an idle session and says so (401 session expired), then stays signed out', async () => {
    const { cookie } = await signIn();
    const alive = await statusOf(cookie);
    expect(alive.status).toBe(200);
    expect(alive.expiresAt! - Date.now()).toBeLessThanOrEqual(3_000);
    await sleep(3_600);
    const expired = await statusOf(cookie);
    expect(expired).toMatchObject({ status: 401, code: 'ServerValidation.401SessionExpired' });
    expect((await statusOf(cookie)).code).toBe('ServerValidation.401SessionExpired');
  });

  it('keeps an active session alive, but not past the absolute lifetime', async () => {
    const { cookie } = await signIn();
    const started = Date.now();
    let last = await statusOf(cookie);
    while (Date.now() - started < 6_000) {
      await sleep(700);
      last = await statusOf(cookie);
      expect(last.status).toBe(200);
    }
    while (Date.now() - started < 9_000) {
      await sleep(700);
      last = await statusOf(cookie);
    }
    expect(last.status).toBe(401);
  });
});
