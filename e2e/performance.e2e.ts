import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../src/server/platform/events.ts';
import { startTestPortal, type TTestPortal } from '../tests/support/test-portal.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/browser.ts';
import { findLayoutDefects } from './support/layout-check.ts';

/**
 * The Performance screens in a browser (issue 32 points 4 and 5), as admin@northwind.example on a
 * portal of this file's own (its states are changed here, as the telemetry changes them: the
 * site_states row and a 'site-state' event with publishEvent): the map shows the sites (canvas,
 * legend counts), the list shows their states, a change of state reaches the open map and list
 * within 5 seconds without a reload, a site's details show the two trend charts and switch preset.
 */
const ACCOUNT = 'NA-100001';
const SHOTS = path.resolve('e2e/artifacts');

let portal: TTestPortal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sites: { id: number; name: string; site_id: number; zone_id: number }[];

async function shot(name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `performance-${name}.png`), fullPage: true });
}

/** Sets a site's state as the telemetry does: its row, then one 'site-state' event in the same transaction. */
async function setState(site: (typeof sites)[number], state: 'failed' | 'impaired' | 'normal' | 'unknown'): Promise<void> {
  await portal.database.db.transaction(async (tx) => {
    const since = new Date().toISOString();
    await tx.execute(
      sql`update site_states set state = ${state}, since = ${since}, open_alarms = ${state === 'failed' ? 1 : 0},
        max_severity = ${state === 'failed' ? 5 : null}, last_sample_at = now() where site_id = ${site.id}`,
    );
    await publishEvent(tx, ACCOUNT, 'site-state', {
      siteDbId: site.id,
      siteId: site.site_id,
      zoneId: site.zone_id,
      name: site.name,
      state,
      since,
      openAlarms: state === 'failed' ? 1 : 0,
      maxSeverity: state === 'failed' ? 5 : null,
      utilization: 42,
      affiliations: 7,
      lastSampleAt: since,
    });
  });
}

const legendCount = async (state: string) => Number(await page.getByTestId(`legend-${state}`).getAttribute('data-count'));

beforeAll(async () => {
  portal = await startTestPortal('e2e-performance', { logLevel: 'silent' });
  sites = (
    await portal.database.executeSql(
      `select id, name, site_id, zone_id from sites where account_id = '${ACCOUNT}' and show_in_performance order by name`,
    )
  ).rows as typeof sites;
  // A known start: every site normal but the first, failed; all heard from just now (the telemetry
  // turns a site not heard from for 5 minutes 'unknown').
  await portal.database.exec(`update site_states set state = 'normal', open_alarms = 0, max_severity = null, last_sample_at = now()
    where site_id in (select id from sites where account_id = '${ACCOUNT}')`);
  await portal.database.exec(`update site_states set state = 'failed', open_alarms = 1, max_severity = 5 where site_id = ${sites[0]!.id}`);
  // Its alarm as the ingest writes one: critical channel utilization, with the level and value the screens word.
  await portal.database.exec(`insert into site_alarms (site_id, account_id, network_id, kind, subnetwork, severity, message, level, value)
    select id, account_id, network_id, 'utilization', lower(subnetwork[1]), 5, 'Channel utilization 93% above the critical threshold', 'critical', 93
    from sites where id = ${sites[0]!.id}`);
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: portal.url, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/login/local');
  await page.locator('input[name="login"]').fill('admin@northwind.example');
  await page.locator('input[name="password"]').fill(portal.config.demoPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/[A-Z]+-\d+\/Dashboard/);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the performance screens', () => {
  it('shows the sites on the map with a legend of counts, and a state change arrives without a reload', async () => {
    // The portal's Content-Security-Policy lets MapLibre run (its bundled worker, blob images) as it is.
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && refused.push(m.text()));
    const offsite: string[] = [];
    page.on('request', (r) => !r.url().startsWith(portal.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:') && offsite.push(r.url()));
    await page.goto(`/${ACCOUNT}/Performance/Map`);
    await page.locator('[data-testid="site-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    // The base map is the portal's own: nothing is asked of another origin (no tile server).
    expect(offsite).toEqual([]);
    expect(refused).toEqual([]);
    expect(await page.locator('[data-testid="site-map"] canvas').count()).toBe(1);
    expect(await page.locator('[data-testid="site-map"] canvas').getAttribute('aria-label')).toMatch(/Map of the sites of/);
    expect(await legendCount('failed')).toBe(1);
    expect(await legendCount('normal')).toBe(sites.length - 1);
    expect(await page.getByTestId('attention-list').innerText()).toContain(sites[0]!.name);
    await shot('map');
    await expectAccessible(page, 'performance map');

    const reloads: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && reloads.push(f.url()));
    await setState(sites[1]!, 'impaired');
    await expect.poll(() => legendCount('impaired'), { timeout: 5_000 }).toBe(1);
    expect(await legendCount('normal')).toBe(sites.length - 2);
    expect(await page.getByTestId('attention-list').innerText()).toContain(sites[1]!.name);
    expect(reloads).toEqual([]);
  });

  it('lists the states, and a change reaches the open list within 5 seconds', async () => {
    await page.goto(`/${ACCOUNT}/Performance/SiteList`);
    await page.getByTestId('performance-site-list').waitFor();
    await page.getByTestId('table-row').first().waitFor();
    const firstState = page.getByTestId('table-row').first().locator('td[data-col="state"]');
    expect(await firstState.innerText()).toBe('Failed');
    await shot('list');
    await expectAccessible(page, 'site list');
    const row = page.getByTestId('table-row').filter({ hasText: sites[2]!.name });
    expect(await row.locator('td[data-col="state"]').innerText()).toBe('Normal');
    await setState(sites[2]!, 'failed');
    await expect.poll(() => row.locator('td[data-col="state"]').innerText(), { timeout: 5_000 }).toBe('Failed');
  });

  it("shows a site's details with both trend charts, and switches the preset", async () => {
    const site = sites[0]!;
    await page.goto(`/${ACCOUNT}/Performance/SiteList/${site.id}`);
    await page.getByTestId('performance-site-details').waitFor();
    expect(await page.getByTestId('site-details-name').innerText()).toBe(site.name);
    // The portal's own alarm is worded in the user's language from its level and value.
    expect(await page.getByTestId('site-open-alarms').innerText()).toContain('93% busy: critical threshold reached');
    await page.getByTestId('trend-utilization').locator('canvas').waitFor({ timeout: 15_000 });
    await page.getByTestId('trend-affiliations').locator('canvas').waitFor();
    expect(await page.getByTestId('site-trends').getAttribute('data-preset')).toBe('day');
    const asked = page.waitForResponse((r) => r.url().includes(`/performance/sites/${site.id}/trend`) && r.url().includes('preset=week'));
    await page.getByTestId('trend-presets').getByText('Week', { exact: true }).click();
    expect((await asked).status()).toBe(200);
    await expect.poll(() => page.getByTestId('site-trends').getAttribute('data-preset')).toBe('week');
    await shot('details');
    await expectAccessible(page, 'site details');
  });

  it('shows the sub-network statuses widget on the dashboard', async () => {
    await page.goto(`/${ACCOUNT}/Dashboard`);
    const widget = page.getByTestId('subnetwork-statuses');
    await widget.waitFor({ timeout: 15_000 });
    expect(await widget.locator('tr[data-subnetwork="all"] td[data-state="failed"]').innerText()).toBe('2');
    await shot('widget');
  });

  it('fits a phone: the map page and a site page spill nothing sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`/${ACCOUNT}/Performance/Map`);
      await page.locator('[data-testid="site-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
      expect(await findLayoutDefects(page)).toEqual([]);
      await shot('map-phone');
      await page.goto(`/${ACCOUNT}/Performance/SiteList/${sites[0]!.id}`);
      await page.getByTestId('trend-utilization').locator('canvas').waitFor({ timeout: 15_000 });
      expect(await findLayoutDefects(page)).toEqual([]);
      await shot('details-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('holds one stream for two tabs of the account; when the tab holding it closes, the other takes over and misses nothing', async () => {
    const streams = (p: Page) => {
      const urls: string[] = [];
      p.on('request', (r) => r.url().includes('/mapi/events?') && urls.push(r.url()));
      return urls;
    };
    const first = streams(page);
    const other = await context.newPage();
    const second = streams(other);
    await other.goto(`/${ACCOUNT}/Performance/SiteList`);
    const rowOf = (site: (typeof sites)[number]) =>
      other.getByTestId('table-row').filter({ hasText: site.name }).locator('td[data-col="state"]');
    await rowOf(sites[3]!).waitFor();
    // The first tab's stream serves both: the second tab asks for none and still sees a change live.
    await setState(sites[3]!, 'impaired');
    await expect.poll(() => rowOf(sites[3]!).innerText(), { timeout: 5_000 }).toBe('Impaired');
    expect(second).toEqual([]);
    expect(first).toEqual([]);
    // The first tab goes; a change made before the second tab holds a stream still reaches it.
    await page.close();
    await setState(sites[4]!, 'failed');
    await expect.poll(() => rowOf(sites[4]!).innerText(), { timeout: 10_000 }).toBe('Failed');
    expect(second).toHaveLength(1);
    expect(second[0]).toMatch(/last_event_id=\d+/);
  });
});
