import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import { ZManagedNetwork, type TManagedNetwork } from '../../src/shared/contracts/managed-network.ts';
import type { TStatus } from '../../src/shared/contracts/session.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, NORTHWIND_TRBO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * The managed network of an account (issue 32 point 1; spec sections 3, 7, 8): GET
 * /mapi/managed/thresholds/network and POST /mapi/managed/network with `thresholds` and
 * `changed_fields`; validated, audited, Administrator only. Writes go to Northwind's MOTOTRBO
 * network (NA-100002), which no other test file changes.
 */
const GET = (account: string) => `/mapi/managed/thresholds/network?account_id=${account}`;
const POST = '/mapi/managed/network';
const WRITE_ACCOUNT = NORTHWIND_TRBO;
/** Contoso's WAVE account: no managed network. */
const NO_NETWORK = 'EMEA-200002';

let admin: TClient;
let user: TClient;
let guest: TClient;
let contoso: TClient;
let vendorAdmin: TClient;

function fields(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string; values?: Record<string, unknown> } }[] }).fields ?? [];
}

async function network(account = WRITE_ACCOUNT): Promise<TManagedNetwork> {
  const res = await admin.get<TManagedNetwork>(GET(account));
  expect(res.status).toBe(200);
  return res.body.content;
}

/** The thresholds of a network as the POST's flat `thresholds`. */
function flat(n: TManagedNetwork) {
  return { ...n.channelUtilizationThresholds, ...n.affiliationThresholds };
}

beforeAll(async () => {
  admin = createClient({ ip: '10.71.0.1' });
  user = createClient({ ip: '10.71.0.2' });
  guest = createClient({ ip: '10.71.0.3' });
  contoso = createClient({ ip: '10.71.0.4' });
  vendorAdmin = createClient({ ip: '10.71.0.5' });
  expect((await admin.login(demo().nwAdmin)).status).toBe(200);
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
  expect((await vendorAdmin.login(demo().vendorAdmin)).status).toBe(200);
});

describe('GET /mapi/managed/thresholds/network', () => {
  it('answers every field of the managed network, the sub-network kinds that are set and both threshold groups', async () => {
    const res = await admin.get<TManagedNetwork>(GET(NORTHWIND_ASTRO));
    expect(res.status).toBe(200);
    const n = ZManagedNetwork.strict().parse(res.body.content);
    expect(n.networkId).toBe(`NET-${NORTHWIND_ASTRO}`);
    expect(n.type).toBe('ASTRO 25');
    expect(n.wacnId).toMatch(/^[0-9A-F]{5}$/);
    expect(n.timezoneUtcOffset).toMatch(/^[+-]\d\d:\d\d$/);
    expect(n.subnetworks).toEqual(['backhaul', 'data', 'dispatch', 'paging', 'voice'].filter((k) => n[k as 'data']));
    expect(n.subnetworks).toContain('voice');
    expect(Object.keys(n.channelUtilizationThresholds).sort()).toEqual(
      ['critical_utilization', 'critical_utilization_percent', 'high_utilization', 'high_utilization_percent', 'max_utilization'],
    );
    expect(Object.keys(n.affiliationThresholds).sort()).toEqual(
      ['critical_affiliation', 'critical_affiliation_percent', 'high_affiliation', 'high_affiliation_percent', 'max_affiliation'],
    );
    expect(n.editableFields).toContain('thresholds.high_utilization');
    expect(n.editableFields).toContain('failedSevLimit');
  });

  it('answers a User and a Guest read only (no editable field)', async () => {
    for (const c of [user, guest]) {
      const res = await c.get<TManagedNetwork>(GET(NORTHWIND_ASTRO));
      expect(res.status).toBe(200);
      expect(res.body.content.editableFields).toEqual([]);
    }
  });

  it("refuses a foreign account's network (403) and says 'no network ID' for an account without one", async () => {
    const foreign = await admin.get(GET(CONTOSO_LTE));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ result: false, code: 'ServerValidation.403NoAccountAccess' });
    expect(JSON.stringify(foreign.body)).not.toContain('Contoso');
    const none = await contoso.get(GET(NO_NETWORK));
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('ServerValidation.400NoNetworkId');
    // Another account's network named by id is not told apart from a missing one.
    const named = await admin.get(`${GET(NORTHWIND_ASTRO)}&network_id=NET-${CONTOSO_LTE}`);
    expect(named.body.code).toBe('ServerValidation.400NoNetworkId');
  });

  it('derives hasNetwork in the session from the network row', async () => {
    const status = (await contoso.get<TStatus>('/mapi/index/status')).body.content;
    const byId = new Map(status.accounts.map((a) => [a.account_id, a.hasNetwork]));
    expect(byId.get(CONTOSO_LTE)).toBe(true);
    expect(byId.get(NO_NETWORK)).toBe(false);
  });
});

describe('POST /mapi/managed/network', () => {
  it('writes only the changed fields, answers the network and audits who, which fields, old and new values', async () => {
    const before = await network();
    const t = flat(before);
    const res = await admin.post<TManagedNetwork>(POST, {
      account_id: WRITE_ACCOUNT,
      networkId: before.networkId,
      name: 'Renamed by the customer',
      failedSevLimit: before.failedSevLimit,
      impairedSevLimit: before.impairedSevLimit,
      // high_affiliation differs from the stored value but is not named as changed: not written.
      thresholds: { ...t, high_utilization: t.high_utilization - 1, high_affiliation: t.high_affiliation - 5 },
      changed_fields: ['thresholds.high_utilization'],
    });
    expect(res.status).toBe(200);
    const after = await network();
    expect(after.channelUtilizationThresholds.high_utilization).toBe(t.high_utilization - 1);
    expect(after.affiliationThresholds.high_affiliation).toBe(t.high_affiliation);
    expect(after.name).toBe(before.name);
    expect(res.body.content).toEqual(after);

    const log = await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=network_update&account_id=${WRITE_ACCOUNT}&limit=10`);
    expect(log.status).toBe(200);
    const entry = log.body.content.items[0]!;
    expect(entry).toMatchObject({ event: 'network_update', accountId: WRITE_ACCOUNT, login: demo().nwAdmin, ip: '10.71.0.1' });
    expect(entry.detail).toEqual({
      networkId: before.networkId,
      fields: ['thresholds.high_utilization'],
      changes: { 'thresholds.high_utilization': { from: t.high_utilization, to: t.high_utilization - 1 } },
    });
  });

  it('changes the severity limits and several thresholds of both groups at once', async () => {
    const before = await network();
    const t = flat(before);
    const res = await admin.post<TManagedNetwork>(POST, {
      account_id: WRITE_ACCOUNT,
      failedSevLimit: 5,
      impairedSevLimit: 3,
      thresholds: { critical_affiliation_percent: 95, max_utilization: t.max_utilization + 2 },
      changed_fields: ['failedSevLimit', 'impairedSevLimit', 'thresholds.critical_affiliation_percent', 'thresholds.max_utilization'],
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      failedSevLimit: 5,
      impairedSevLimit: 3,
      affiliationThresholds: { critical_affiliation_percent: 95 },
      channelUtilizationThresholds: { max_utilization: t.max_utilization + 2 },
    });
  });

  it('refuses percentages outside 0-100 and counts below 0, naming the field', async () => {
    for (const [key, value] of [
      ['high_utilization_percent', 101],
      ['critical_affiliation_percent', -1],
      ['max_affiliation', -3],
      ['high_utilization', 2.5],
    ] as const) {
      const res = await admin.post(POST, {
        account_id: WRITE_ACCOUNT,
        thresholds: { [key]: value },
        changed_fields: [`thresholds.${key}`],
      });
      expect(res.status, key).toBe(400);
      expect(res.body.code).toBe('ServerValidation.400WrongParams');
      expect(fields(res).map((f) => f.path)).toEqual([`body.thresholds.${key}`]);
    }
  });

  it('refuses high at or above critical, and critical lowered under high, on the changed field', async () => {
    const t = flat(await network());
    const high = await admin.post(POST, {
      account_id: WRITE_ACCOUNT,
      thresholds: { high_utilization: t.critical_utilization },
      changed_fields: ['thresholds.high_utilization'],
    });
    expect(high.status).toBe(400);
    expect(fields(high)).toEqual([
      {
        path: 'body.thresholds.high_utilization',
        message: {
          id: 'ManagedNetwork.validation.mustBeLower',
          values: { field: 'high_utilization', other: 'critical', limit: t.critical_utilization },
        },
      },
    ]);
    const critical = await admin.post(POST, {
      account_id: WRITE_ACCOUNT,
      thresholds: { critical_affiliation_percent: t.high_affiliation_percent - 1 },
      changed_fields: ['thresholds.critical_affiliation_percent'],
    });
    expect(fields(critical)).toEqual([
      {
        path: 'body.thresholds.critical_affiliation_percent',
        message: {
          id: 'ManagedNetwork.validation.mustBeHigher',
          values: { field: 'critical_affiliation_percent', other: 'high_percent', limit: t.high_affiliation_percent },
        },
      },
    ]);
    const max = await admin.post(POST, {
      account_id: WRITE_ACCOUNT,
      thresholds: { max_utilization: t.critical_utilization },
      changed_fields: ['thresholds.max_utilization'],
    });
    expect(fields(max).map((f) => [f.path, f.message.id])).toEqual([
      ['body.thresholds.max_utilization', 'ManagedNetwork.validation.mustBeHigher'],
    ]);
    // Nothing of a refused change was written.
    expect(flat(await network())).toEqual(t);
  });

  it('refuses an impaired severity limit above the failed one', async () => {
    const res = await admin.post(POST, {
      account_id: WRITE_ACCOUNT,
      failedSevLimit: 3,
      impairedSevLimit: 4,
      changed_fields: ['failedSevLimit', 'impairedSevLimit'],
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([
      { path: 'body.impairedSevLimit', message: { id: 'Validation.tooHigh', values: { fieldLabel: 'impairedSevLimit', condition: '3' } } },
    ]);
  });

  it('refuses unknown field names, fields only the vendor changes, and changed fields without a value', async () => {
    const unknown = await admin.post(POST, {
      account_id: WRITE_ACCOUNT,
      thresholds: {},
      changed_fields: ['colour', 'thresholds.max_temperature', 'name'],
    });
    expect(unknown.status).toBe(400);
    expect(fields(unknown)).toEqual([
      { path: 'body.changed_fields', message: { id: 'ManagedNetwork.validation.unknownField', values: { name: 'colour' } } },
      {
        path: 'body.changed_fields',
        message: { id: 'ManagedNetwork.validation.unknownField', values: { name: 'thresholds.max_temperature' } },
      },
      { path: 'body.changed_fields', message: { id: 'ManagedNetwork.validation.readOnlyField', values: { name: 'name' } } },
    ]);
    const noValue = await admin.post(POST, { account_id: WRITE_ACCOUNT, changed_fields: ['thresholds.high_affiliation'] });
    expect(fields(noValue)).toEqual([
      {
        path: 'body.thresholds.high_affiliation',
        message: { id: 'ManagedNetwork.validation.changedWithoutValue', values: { field: 'thresholds.high_affiliation' } },
      },
    ]);
    const strange = await admin.post(POST, { account_id: WRITE_ACCOUNT, changed_fields: [], colour: 'red' });
    expect(strange.status).toBe(400);
    const badKey = await admin.post(POST, { account_id: WRITE_ACCOUNT, changed_fields: [], thresholds: { max_temperature: 1 } });
    expect(badKey.status).toBe(400);
  });

  it('answers the error message in the user language', async () => {
    const de = createClient({ ip: '10.71.0.6', locale: 'de-DE' });
    await de.login(demo().nwAdmin);
    const res = await de.post(POST, { account_id: WRITE_ACCOUNT, changed_fields: ['colour'] });
    expect(res.status).toBe(400);
    const en = await admin.post(POST, { account_id: WRITE_ACCOUNT, changed_fields: ['colour'] });
    expect((res.body.content as { message: string }).message).not.toBe((en.body.content as { message: string }).message);
  });

  it('is for Administrators: a User and a Guest get 403, a foreign account is refused, nothing is written', async () => {
    const before = flat(await network());
    const body = { account_id: WRITE_ACCOUNT, thresholds: { high_utilization: 1 }, changed_fields: ['thresholds.high_utilization'] };
    const byUser = await user.post(POST, body);
    expect(byUser.status).toBe(403);
    expect(byUser.body.code).toBe('ServerValidation.403Forbidden');
    expect((await guest.post(POST, { ...body, account_id: NORTHWIND_ASTRO })).status).toBe(403);
    const foreign = await admin.post(POST, { ...body, account_id: CONTOSO_LTE });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ServerValidation.403NoAccountAccess');
    expect(flat(await network())).toEqual(before);
  });

  it("lets the vendor's administrator (Administrator of every account) change it too", async () => {
    const t = flat(await network());
    const res = await vendorAdmin.post<TManagedNetwork>(POST, {
      account_id: WRITE_ACCOUNT,
      thresholds: { high_affiliation_percent: t.high_affiliation_percent - 5 },
      changed_fields: ['thresholds.high_affiliation_percent'],
    });
    expect(res.status).toBe(200);
    expect(res.body.content.affiliationThresholds.high_affiliation_percent).toBe(t.high_affiliation_percent - 5);
  });
});
