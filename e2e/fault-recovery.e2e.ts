import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  makeTmpDir,
  removeDir,
  repoRoot,
  spawnTsEntry,
  stopChild,
  type TChild,
} from '../bench/support/children.ts';
import { startOwnPostgres, type TOwnPostgres } from '../tests/support/own-postgres.ts';
import { launchChromium } from './support/browser.ts';

/**
 * Issue 34, as a user sees it: with the portal in use in a browser, its database (a PostgreSQL of
 * the test's own) is restarted and then the server process is killed (`kill -9`) and started
 * again. The user sees a clear message, then the page working again by itself, still signed in,
 * and the case saved before is there.
 */
const ENTRY = path.join(repoRoot, 'bench/support/start-server-only.ts');
const ACCOUNT = 'NA-100001';
const SHOTS = path.resolve('e2e/artifacts');

let db: TOwnPostgres;
let dataDir: string;
let port: number;
let portalUrl: string;
let child: TChild;
let browser: Browser;
let page: Page;

function startPortal(): TChild {
  return spawnTsEntry('fault-recovery portal', ENTRY, {
    ...process.env,
    DATABASE_URL: portalUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_SCALE: 'tiny',
    SIMULATOR: 'off',
    LOG_LEVEL: 'silent',
  });
}

async function shot(name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `fault-recovery-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  db = await startOwnPostgres('e2e-fault-recovery');
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  portalUrl = db.url.replace(/\/postgres$/, '/portal');
  dataDir = makeTmpDir('portal-e2e-fault-recovery');
  port = await freePort();
  child = startPortal();
  await child.waitForMessage('ready', 180_000);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'en-US' });
  page = await context.newPage();
  await page.goto('/login/local');
  await page.locator('input[name="login"]').fill('user@northwind.example');
  await page.locator('input[name="password"]').fill('Portal#Demo1');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (child) await stopChild(child, 10_000);
  await db?.remove();
  if (dataDir) removeDir(dataDir);
});

/** Creates a case as the signed-in browser does (CSRF token from the portal); its number. */
async function createCase(title: string): Promise<string> {
  return page.evaluate(
    async ({ account, title }) => {
      const probe = await fetch('/mapi/auth/providers');
      const csrf = probe.headers.get('x-csrf') ?? '';
      const res = await fetch('/mapi/cases', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'csrf-token': csrf },
        body: JSON.stringify({
          account_id: account,
          category: 'tsu',
          caseType: 'Incident',
          title,
          description: 'Saved before the outage.',
        }),
      });
      const body = (await res.json()) as { content: { caseNumber: string } };
      if (!res.ok) throw new Error(`case not created: ${res.status} ${JSON.stringify(body)}`);
      return body.content.caseNumber;
    },
    { account: ACCOUNT, title },
  );
}

describe('the portal in use while its database restarts and its server is killed', () => {
  let caseNumber: string;

  it('says the portal is not answering while the database is down, then opens the page by itself, still signed in', async () => {
    caseNumber = await createCase('Saved before the database restart');
    await db.stop();
    // The pool notices its connections end (a moment, on a busy machine) before the page is asked for.
    await new Promise((r) => setTimeout(r, 3_000));
    try {
      await page.goto(`/${ACCOUNT}/AllCases`);
      const notice = page.getByTestId('session-unavailable');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.innerText()).toContain('The portal is not answering');
      expect(await notice.innerText()).toContain('You are still signed in');
      expect(page.url()).toContain(`/${ACCOUNT}/AllCases`);
      await shot('database-down');
    } finally {
      await db.start();
    }
    // No click: the page asks again every 5 seconds and opens where the user was.
    await page.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/${ACCOUNT}/AllCases`);
    expect(await page.getByTestId('table-row').filter({ hasText: 'Saved before the database restart' }).count()).toBe(1);
  });

  it('says the server does not respond while it is killed, and works again once it is back, nothing saved missing', async () => {
    child.proc.kill('SIGKILL');
    await child.exited;
    // The page is loaded: opening a case from the list asks the dead server, and says so.
    await page.getByTestId('table-row').filter({ hasText: 'Saved before the database restart' }).first().click();
    await page.getByText('No internet connection. Check your network and try again.').first().waitFor({ timeout: 20_000 });
    await shot('server-killed');
    child = startPortal();
    await child.waitForMessage('ready', 180_000);
    await page.goto(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await page.getByText('Saved before the database restart').first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/${ACCOUNT}/AllCases/${caseNumber}`);
    await shot('server-back');
  });
});
