import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TManagedNetwork } from '../../src/shared/contracts/managed-network.ts';
import type { TIngestResult, TIngestTokens, TIssuedToken, TOpenIncident } from '../../src/shared/contracts/telemetry.ts';
import { openIncidents } from '../../src/server/modules/telemetry/incidents.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { waitFor } from '../support/wait-for.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Telemetry (issue 32 point 3): ingest tokens vendor staff issue and revoke per network, the
 * ingest API a network management system pushes to with one (validated, set-based, unknown sites
 * rejected), thresholds turning measurements into impaired and failed states and into alarms that
 * open and clear, a threshold lowered through POST /mapi/managed/network applying at the next
 * ingest, and one 'site-state' portal event (announced by NOTIFY) per change. A portal of its own:
 * these tests change the states of Northwind's sites and the thresholds of its network.
 */

const NETWORK = `NET-${NORTHWIND_ASTRO}`;
const TOKENS = `/mapi/networks/${NETWORK}/ingest-tokens`;

let portal: TTestPortal;
let vendorAdmin: TClient;
let staff: TClient;
let nwAdmin: TClient;
let nwUser: TClient;
/** A live token of Northwind's ASTRO network. */
let secret: string;

async function signIn(login: string, ip: string): Promise<TClient> {
  const c = createClient({ baseUrl: portal.url, ip });
  expect((await c.login(login)).status, login).toBe(200);
  return c;
}

/** POST /mapi/telemetry/ingest as an NMS does: a bearer token, no session, no CSRF token. */
async function ingest(body: unknown, token: string | null = secret): Promise<TResponse<TIngestResult>> {
  const res = await fetch(`${portal.url}/mapi/telemetry/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as TResponse<TIngestResult>['body'] };
}

async function rows(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return portal.database.rows(statement);
}

/** The live state of a site of Northwind's ASTRO network, by site and zone ID. */
async function stateOf(siteId: number, zoneId = 1) {
  const [row] = await rows(sql`select ss.state, ss.open_alarms, ss.max_severity, ss.utilization, ss.affiliations,
      ss.since::text as since, ss.site_id
    from site_states ss join sites s on s.id = ss.site_id
    where s.network_id = ${NETWORK} and s.site_id = ${siteId} and s.zone_id = ${zoneId}`);
  return row as {
    state: string;
    open_alarms: number;
    max_severity: number | null;
    utilization: number | null;
    affiliations: number | null;
    since: string;
    site_id: number;
  };
}

async function alarmsOf(siteDbId: number) {
  return (await rows(sql`select kind, subnetwork, source_alarm_id, severity, message, level, value,
      cleared_at is null as open
    from site_alarms where site_id = ${siteDbId} order by id`)) as {
    kind: string;
    subnetwork: string | null;
    source_alarm_id: string | null;
    severity: number;
    level: string | null;
    value: number | null;
    open: boolean;
  }[];
}

async function eventsOf(siteDbId: number) {
  return (await rows(sql`select id::text as id, account_id, payload from portal_events
    where kind = 'site-state' and (payload->>'siteDbId')::int = ${siteDbId} order by portal_events.id`)) as {
    id: string;
    account_id: string;
    payload: Record<string, unknown>;
  }[];
}

async function thresholds(): Promise<TManagedNetwork> {
  const res = await nwAdmin.get<TManagedNetwork>(`/mapi/managed/thresholds/network?account_id=${NORTHWIND_ASTRO}`);
  expect(res.status).toBe(200);
  return res.body.content;
}

beforeAll(async () => {
  portal = await startTestPortal('telemetry', { trustProxy: true });
  vendorAdmin = await signIn(demo().vendorAdmin, '10.80.0.1');
  staff = await signIn(demo().staff, '10.80.0.2');
  nwAdmin = await signIn(demo().nwAdmin, '10.80.0.3');
  nwUser = await signIn(demo().nwUser, '10.80.0.4');
  const issued = await vendorAdmin.post<TIssuedToken>(TOKENS, { account_id: NORTHWIND_ASTRO, label: 'NMS primary' });
  expect(issued.status).toBe(200);
  secret = issued.body.content.secret;
});

afterAll(async () => {
  await portal?.stop();
});

describe('ingest tokens', () => {
  it('are issued by vendor staff with the secret shown once, listed without it, and audited', async () => {
    const res = await vendorAdmin.post<TIssuedToken>(TOKENS, { account_id: NORTHWIND_ASTRO, label: 'NMS backup' });
    expect(res.status).toBe(200);
    const issued = res.body.content;
    expect(issued).toMatchObject({ networkId: NETWORK, label: 'NMS backup', revokedAt: null, lastUsedAt: null });
    expect(issued.secret.length).toBeGreaterThan(40);
    expect(issued.tokenHint).toBe(issued.secret.slice(-4));
    const list = await vendorAdmin.get<TIngestTokens>(`${TOKENS}?account_id=${NORTHWIND_ASTRO}`);
    expect(list.status).toBe(200);
    const listed = list.body.content.tokens.find((t) => t.id === issued.id);
    expect(listed).toMatchObject({ label: 'NMS backup', tokenHint: issued.tokenHint });
    expect(JSON.stringify(list.body)).not.toContain(issued.secret);
    // Only the hash is kept.
    const stored = await rows(sql`select token_hash from network_ingest_tokens where id = ${issued.id}`);
    expect(stored[0]!.token_hash).not.toContain(issued.secret);
    const log = await vendorAdmin.get<TAuditPage>(
      `/mapi/audit/events?event=ingest_token_issue&account_id=${NORTHWIND_ASTRO}&limit=5`,
    );
    expect(log.body.content.items.some((r) => JSON.stringify(r).includes(String(issued.id)))).toBe(true);
  });

  it("are refused to customers, to staff without the account, and for another account's network", async () => {
    for (const c of [nwAdmin, nwUser]) {
      const res = await c.post(TOKENS, { account_id: NORTHWIND_ASTRO, label: 'mine' });
      expect(res.status).toBe(403);
      expect(res.body.result).toBe(false);
      expect((await c.get(`${TOKENS}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    }
    // The staff login does not hold Northwind.
    expect((await staff.get(`${TOKENS}?account_id=${NORTHWIND_ASTRO}`)).status).toBe(403);
    // Contoso's network named under Northwind's account is no network of it.
    const foreign = await vendorAdmin.get(`/mapi/networks/NET-${CONTOSO_LTE}/ingest-tokens?account_id=${NORTHWIND_ASTRO}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('ServerValidation.400NoNetworkId');
  });

  it('refuse ingest once revoked, as unknown or missing tokens are refused (401, no valid token)', async () => {
    const issued = (await vendorAdmin.post<TIssuedToken>(TOKENS, { account_id: NORTHWIND_ASTRO, label: 'to revoke' })).body
      .content;
    const body = { sites: [{ siteId: 1, zoneId: 1, status: 'up' }] };
    expect((await ingest(body, issued.secret)).status).toBe(200);
    const revoked = await vendorAdmin.request('DELETE', `${TOKENS}/${issued.id}?account_id=${NORTHWIND_ASTRO}`);
    expect(revoked.status).toBe(200);
    expect((revoked.body.content as { revokedAt: string | null }).revokedAt).not.toBeNull();
    for (const token of [issued.secret, 'nmsi_not-a-token', null]) {
      const res = await ingest(body, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ result: false, code: 'ServerValidation.401NoValidToken' });
    }
    const log = await vendorAdmin.get<TAuditPage>(
      `/mapi/audit/events?event=ingest_token_revoke&account_id=${NORTHWIND_ASTRO}&limit=5`,
    );
    expect(log.body.content.items.length).toBeGreaterThan(0);
    // Another network's token revoked through Northwind's network: not found.
    expect(
      (await vendorAdmin.request('DELETE', `/mapi/networks/NET-${CONTOSO_LTE}/ingest-tokens/${issued.id}?account_id=${CONTOSO_LTE}`))
        .status,
    ).toBe(404);
  });

  it("address only the sites of the token's own network", async () => {
    const contosoToken = (
      await vendorAdmin.post<TIssuedToken>(`/mapi/networks/NET-${CONTOSO_LTE}/ingest-tokens`, {
        account_id: CONTOSO_LTE,
        label: 'contoso NMS',
      })
    ).body.content.secret;
    const before = await stateOf(5);
    const res = await ingest({ sites: [{ siteId: 5, zoneId: 1, status: 'down' }] }, contosoToken);
    expect(res.status).toBe(200);
    expect(res.body.content.accepted).toBe(1);
    // Contoso's site 5/1 went down; Northwind's site 5/1 did not move.
    expect(await stateOf(5)).toEqual(before);
    const [contosoSite] = await rows(sql`select ss.state from site_states ss join sites s on s.id = ss.site_id
      where s.network_id = ${`NET-${CONTOSO_LTE}`} and s.site_id = 5 and s.zone_id = 1`);
    expect(contosoSite!.state).toBe('failed');
  });
});

describe('the demo seed', () => {
  it('gives every sub-network of every site hours of samples and their hourly roll-up, so no chart starts empty', async () => {
    const [row] = await rows(sql`select
        count(*) filter (where not exists (select 1 from site_samples x where x.site_id = s.id
          and x.subnetwork = lower(k.kind) and x.at < now() - interval '2 hours'))::int as without_raw,
        count(*) filter (where not exists (select 1 from site_samples_hourly h where h.site_id = s.id
          and h.subnetwork = lower(k.kind)))::int as without_hourly,
        count(*)::int as total
      from sites s, unnest(s.subnetwork) as k(kind)`);
    expect(row).toMatchObject({ without_raw: 0, without_hourly: 0 });
    expect(Number(row!.total)).toBeGreaterThan(100);
  });
});

describe('POST /mapi/telemetry/ingest', () => {
  it('refuses a malformed batch with the envelope and the field at fault', async () => {
    for (const [body, path] of [
      [{ sites: [{ siteId: 1, zoneId: 1, measurements: [{ subnetwork: 'voice', utilization: 120 }] }] }, 'utilization'],
      [{ sites: [{ siteId: 1, zoneId: 1, status: 'sideways' }] }, 'status'],
      [{ sites: [] }, 'sites'],
      [{ sites: [{ siteId: 1, zoneId: 1, alarms: [{ id: 'A', severity: 6, message: 'x', state: 'open' }] }] }, 'severity'],
    ] as const) {
      const res = await ingest(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result).toBe(false);
      expect(JSON.stringify(res.body.content)).toContain(path);
    }
    const old = await ingest({ at: new Date(Date.now() - 9 * 86400_000).toISOString(), sites: [{ siteId: 1, zoneId: 1 }] });
    expect(old.status).toBe(400);
    expect(JSON.stringify(old.body.content)).toContain('body.at');
  });

  it('takes a batch of 5,000 sites (above the 1 MB body limit of other routes) and refuses more', async () => {
    const site = (i: number) => ({
      siteId: (i % 10) + 1,
      zoneId: 1,
      status: 'up',
      alarms: [{ id: `BIG-${i}`, severity: 1, message: 'Door open at the equipment shelter', state: 'clear' }],
      measurements: [
        { subnetwork: 'voice', utilization: 10, busyChannels: 1, affiliations: 3 },
        { subnetwork: 'backhaul', utilization: 10, busyChannels: 1, affiliations: 3 },
      ],
    });
    const big = { sites: Array.from({ length: 5000 }, (_, i) => site(i)) };
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const res = await ingest(big);
    expect(res.status).toBe(200);
    expect(res.body.content.accepted).toBe(10);
    const over = await ingest({ sites: Array.from({ length: 5001 }, (_, i) => site(i)) });
    expect(over.status).toBe(400);
  });

  it('takes the known sites and lists the unknown ones and sub-networks a site does not have', async () => {
    const at = new Date(Date.now() - 1234).toISOString();
    const res = await ingest({
      at,
      sites: [
        { siteId: 2, zoneId: 1, measurements: [{ subnetwork: 'Voice', utilization: 10, affiliations: 5 }] },
        { siteId: 99, zoneId: 9, status: 'up' },
        { siteId: 3, zoneId: 1, measurements: [{ subnetwork: 'dispatch', utilization: 10 }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.content.accepted).toBe(2);
    expect(res.body.content.rejected).toEqual([
      { siteId: 99, zoneId: 9, reason: 'unknown-site' },
      { siteId: 3, zoneId: 1, subnetwork: 'dispatch', reason: 'unknown-subnetwork' },
    ]);
    const samples = await rows(sql`select subnetwork, utilization, affiliations from site_samples
      where site_id = ${(await stateOf(2)).site_id} and at = ${at}::timestamptz`);
    expect(samples).toEqual([{ subnetwork: 'voice', utilization: 10, affiliations: 5 }]);
    expect((await stateOf(2)).state).toBe('normal');
  });

  it('turns utilization over the high and critical thresholds into impaired and failed, and clears back to normal', async () => {
    const n = await thresholds();
    const t = n.channelUtilizationThresholds;
    const site = (await stateOf(3)).site_id;
    const report = (utilization: number) => ({ sites: [{ siteId: 3, zoneId: 1, measurements: [{ subnetwork: 'voice', utilization }] }] });

    expect((await ingest(report(t.high_utilization_percent - 5))).status).toBe(200);
    expect((await stateOf(3)).state).toBe('normal');

    await ingest(report(t.high_utilization_percent + 1));
    expect(await stateOf(3)).toMatchObject({ state: 'impaired', open_alarms: 1, max_severity: n.impairedSevLimit });
    expect((await alarmsOf(site)).filter((a) => a.open)).toMatchObject([
      { kind: 'utilization', subnetwork: 'voice', severity: n.impairedSevLimit, level: 'high', value: t.high_utilization_percent + 1 },
    ]);

    await ingest(report(t.critical_utilization_percent + 1));
    expect(await stateOf(3)).toMatchObject({ state: 'failed', open_alarms: 1, max_severity: n.failedSevLimit });
    // The same alarm, re-graded: not a second one; its level and value (which the screens word) follow.
    expect(await alarmsOf(site)).toMatchObject([{ level: 'critical', value: t.critical_utilization_percent + 1 }]);

    await ingest(report(5));
    expect(await stateOf(3)).toMatchObject({ state: 'normal', open_alarms: 0, max_severity: null, utilization: 5 });
    expect(await alarmsOf(site)).toMatchObject([{ kind: 'utilization', open: false }]);
  });

  it('judges affiliations summed over the sub-networks against the counts and the percent of the maximum', async () => {
    const a = (await thresholds()).affiliationThresholds;
    const high = Math.min(a.high_affiliation, Math.ceil((a.high_affiliation_percent * a.max_affiliation) / 100));
    const half = Math.ceil(high / 2);
    await ingest({
      sites: [
        {
          siteId: 4,
          zoneId: 1,
          measurements: [
            { subnetwork: 'voice', utilization: 5, affiliations: half },
            { subnetwork: 'backhaul', utilization: 5, affiliations: half },
          ],
        },
      ],
    });
    const s = await stateOf(4);
    expect(s).toMatchObject({ state: 'impaired', affiliations: 2 * half, utilization: 5 });
    expect((await alarmsOf(s.site_id)).filter((x) => x.open)).toMatchObject([{ kind: 'affiliation', subnetwork: null }]);
  });

  it('opens a status alarm for a site down (failed) and clears it when up; NMS alarms open and clear by their id', async () => {
    const n = await thresholds();
    await ingest({ sites: [{ siteId: 6, zoneId: 1, status: 'down' }] });
    const down = await stateOf(6);
    expect(down).toMatchObject({ state: 'failed', open_alarms: 1, max_severity: 5 });
    await ingest({
      sites: [
        {
          siteId: 6,
          zoneId: 1,
          status: 'up',
          alarms: [{ id: 'FM-77', severity: n.impairedSevLimit, message: 'Rectifier fault', state: 'open' }],
        },
      ],
    });
    expect(await stateOf(6)).toMatchObject({ state: 'impaired', open_alarms: 1, max_severity: n.impairedSevLimit });
    expect((await alarmsOf(down.site_id)).filter((x) => x.open)).toMatchObject([
      { kind: 'nms', source_alarm_id: 'FM-77', message: 'Rectifier fault' },
    ]);
    await ingest({ sites: [{ siteId: 6, zoneId: 1, alarms: [{ id: 'FM-77', severity: 2, message: 'x', state: 'clear' }] }] });
    expect(await stateOf(6)).toMatchObject({ state: 'normal', open_alarms: 0 });
  });

  it('applies a threshold lowered through POST /mapi/managed/network at the next ingest; a User may not lower it', async () => {
    const n = await thresholds();
    const t = n.channelUtilizationThresholds;
    const value = t.high_utilization_percent - 10;
    const report = { sites: [{ siteId: 7, zoneId: 1, measurements: [{ subnetwork: 'voice', utilization: value }] }] };
    await ingest(report);
    expect((await stateOf(7)).state).toBe('normal');
    const body = {
      account_id: NORTHWIND_ASTRO,
      thresholds: { high_utilization_percent: value - 5 },
      changed_fields: ['thresholds.high_utilization_percent'],
    };
    expect((await nwUser.post('/mapi/managed/network', body)).status).toBe(403);
    const lowered = await nwAdmin.post('/mapi/managed/network', body);
    expect(lowered.status).toBe(200);
    await ingest(report);
    expect((await stateOf(7)).state).toBe('impaired');
    // Put back for the other tests.
    await nwAdmin.post('/mapi/managed/network', {
      account_id: NORTHWIND_ASTRO,
      thresholds: { high_utilization_percent: t.high_utilization_percent },
      changed_fields: ['thresholds.high_utilization_percent'],
    });
  });

  it('publishes one site-state event per change, announced by NOTIFY, and none when nothing changed', async () => {
    const site = (await stateOf(8)).site_id;
    const heard: string[] = [];
    const listener = portal.database.listen('portal_events', { notify: (p) => heard.push(p), up: () => {}, down: () => {} });
    try {
      // The listening connection is up once a notification of ours arrives.
      await waitFor('listener', async () => {
        await ingest({ sites: [{ siteId: 8, zoneId: 1, status: heard.length ? 'up' : 'down' }] });
        return heard.length > 0 ? true : undefined;
      });
      await ingest({ sites: [{ siteId: 8, zoneId: 1, status: 'up' }] });
      const before = await eventsOf(site);
      const first = before.length;
      const quiet = await ingest({ sites: [{ siteId: 8, zoneId: 1, status: 'up', measurements: [{ subnetwork: 'voice', utilization: 12 }] }] });
      expect(quiet.body.content.changed).toBe(0);
      expect(await eventsOf(site)).toHaveLength(first);

      const down = await ingest({ sites: [{ siteId: 8, zoneId: 1, status: 'down' }] });
      expect(down.body.content.changed).toBe(1);
      const after = await eventsOf(site);
      expect(after).toHaveLength(first + 1);
      const event = after.at(-1)!;
      expect(event.account_id).toBe(NORTHWIND_ASTRO);
      expect(event.payload).toMatchObject({
        siteDbId: site,
        siteId: 8,
        zoneId: 1,
        state: 'failed',
        openAlarms: 1,
        maxSeverity: 5,
        utilization: 12,
      });
      expect(typeof event.payload.name).toBe('string');
      expect(Date.parse(String(event.payload.since))).toBeGreaterThan(Date.now() - 60_000);
      await waitFor('notification', () => (heard.includes(`${event.id}:${NORTHWIND_ASTRO}`) ? true : undefined));
      // A repeat of the same report changes nothing and says nothing.
      expect((await ingest({ sites: [{ siteId: 8, zoneId: 1, status: 'down' }] })).body.content.changed).toBe(0);
      expect(await eventsOf(site)).toHaveLength(first + 1);
    } finally {
      await listener.stop();
    }
  });

  it('moves since only when the state changes, and takes a batch naming a site twice (the last report wins)', async () => {
    await ingest({ sites: [{ siteId: 9, zoneId: 1, status: 'down' }] });
    const since = (await stateOf(9)).since;
    await ingest({ sites: [{ siteId: 9, zoneId: 1, status: 'down', measurements: [{ subnetwork: 'voice', utilization: 3 }] }] });
    expect((await stateOf(9)).since).toBe(since);
    const twice = await ingest({
      sites: [
        { siteId: 9, zoneId: 1, status: 'down' },
        { siteId: 9, zoneId: 1, status: 'up' },
      ],
    });
    expect(twice.status).toBe(200);
    expect((await stateOf(9)).state).toBe('normal');
    expect((await stateOf(9)).since).not.toBe(since);
  });
});

describe('alarm to incident', () => {
  const ctx = () => ({ config: portal.config, database: portal.database, jobs: portal.jobs });
  /** The site watch as it runs `minutes` from now. */
  const watch = (minutes: number) => openIncidents(ctx(), new Date(Date.now() + minutes * 60_000));
  const incidentsOf = async (account: string) =>
    rows(sql`select ni.case_no, ni.first_alarm_at::text as first_alarm_at, ni.restored_at::text as restored_at,
        c.category, c.case_type, c.state, c.priority, c.created_at::text as created_at
      from network_incidents ni join cases c on c.case_no = ni.case_no where ni.account_id = ${account} order by ni.case_no`);

  it('opens one Incident case (NetworkMonitoring) for sites failed longer than the threshold, with their alarms on its timeline', async () => {
    await ingest({ sites: [{ siteId: 10, zoneId: 1, status: 'down' }, { siteId: 1, zoneId: 2, status: 'down' }] });
    // Not yet: failed for less than INCIDENT_AFTER_MINUTES.
    await watch(1);
    expect(await incidentsOf(NORTHWIND_ASTRO)).toEqual([]);
    const run = await watch(portal.config.incidentAfterMinutes + 1);
    expect(run.opened).toBeGreaterThanOrEqual(1);
    const incidents = await incidentsOf(NORTHWIND_ASTRO);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ category: 'nmo', case_type: 'Incident', state: 'open', priority: 1, restored_at: null });
    const caseNo = Number(incidents[0]!.case_no);
    const linked = await rows(sql`select s.zone_id || '/' || s.site_id as pair from network_incident_sites l join sites s on s.id = l.site_id
      where l.case_no = ${caseNo}`);
    expect(linked.map((r) => r.pair)).toEqual(expect.arrayContaining(['1/10', '2/1']));
    const notes = await rows(sql`select body, author_kind from case_notes where case_no = ${caseNo} order by created_at`);
    expect(notes.some((n) => /^Site .+ \(1\/10\) failed since .* Open alarms: .*severity 5 status: Site down/.test(String(n.body)))).toBe(true);
    // The case is the customer's to read, in their case list's category.
    const detail = await nwUser.get<{ category: string }>(`/mapi/cases/${caseNo}?account_id=${NORTHWIND_ASTRO}`);
    expect(detail.status).toBe(200);
    // Running again adds nothing: each failure joins once.
    expect((await watch(portal.config.incidentAfterMinutes + 2)).joined).toBe(0);
    expect(await incidentsOf(NORTHWIND_ASTRO)).toHaveLength(1);
  });

  it('offers the open incident to a new case on one of its sites, to the account only', async () => {
    const site = (await stateOf(10)).site_id;
    const [incident] = await incidentsOf(NORTHWIND_ASTRO);
    const res = await nwUser.get<TOpenIncident>(`/mapi/network-incidents/open?account_id=${NORTHWIND_ASTRO}&site=${site}`);
    expect(res.status).toBe(200);
    expect(res.body.content.incident?.caseNumber).toBe(String(incident!.case_no));
    // A site in no incident: none.
    const quiet = (await stateOf(2)).site_id;
    expect((await nwUser.get<TOpenIncident>(`/mapi/network-incidents/open?account_id=${NORTHWIND_ASTRO}&site=${quiet}`)).body.content.incident).toBeNull();
    // Another account's site through one's own account: none; through theirs: refused.
    const contoso = await signIn(demo().contoso, '10.80.0.5');
    expect((await contoso.get<TOpenIncident>(`/mapi/network-incidents/open?account_id=${CONTOSO_LTE}&site=${site}`)).body.content.incident).toBeNull();
    expect((await contoso.get(`/mapi/network-incidents/open?account_id=${NORTHWIND_ASTRO}&site=${site}`)).status).toBe(403);
  });

  it('measures the time to restore from the first alarm once every site of the incident is back', async () => {
    const failedNorthwind = await rows(sql`select s.site_id, s.zone_id from site_states ss join sites s on s.id = ss.site_id
      where ss.network_id = ${NETWORK} and ss.state = 'failed'`);
    await ingest({ sites: failedNorthwind.map((r) => ({ siteId: Number(r.site_id), zoneId: Number(r.zone_id), status: 'up' })) });
    // Restoring does not wait for a threshold, so the portal's own every-minute site watch may
    // restore them first: what counts is every site of the incident restored, by whichever run.
    await watch(portal.config.incidentAfterMinutes + 3);
    const [incident] = await incidentsOf(NORTHWIND_ASTRO);
    const links = await rows(sql`select restored_at from network_incident_sites where case_no = ${Number(incident!.case_no)}`);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.filter((l) => l.restored_at === null)).toEqual([]);
    expect(incident!.restored_at).not.toBeNull();
    // The first alarm came before anyone (here, the network) opened the case.
    expect(Date.parse(String(incident!.first_alarm_at))).toBeLessThan(Date.parse(String(incident!.created_at)));
    const notes = await rows(sql`select body from case_notes where case_no = ${Number(incident!.case_no)} order by created_at`);
    expect(notes.some((n) => /restored at/.test(String(n.body)))).toBe(true);
    expect(String(notes.at(-1)!.body)).toMatch(/^All sites restored\. Time to restore: \d+ (h \d+ )?min from the first alarm\.$/);
  });
});
