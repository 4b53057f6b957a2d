import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairEvents, repairs } from '../../src/server/db/schema/index.ts';
import {
  ZFleetReadiness,
  type TFleetGroup,
  type TFleetReadiness,
} from '../../src/shared/contracts/fleet-readiness.ts';
import { ZRepairDetail } from '../../src/shared/contracts/repairs.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';
import { NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';

/**
 * Fleet readiness (issue 30 point 10): per end user and model, the radios out for repair (open or
 * shipped back), for how long, when each is expected back (received, else created, plus its
 * depot's turnaround) and which are overdue. A portal of its own: the test adds repairs.
 * Depot turnarounds are the seed's (seed-repairs.ts): Elgin, IL 7 days, Schaumburg, IL 10.
 */
let portal: TTestPortal;
let user: TClient;
let guest: TClient;
let contoso: TClient;

const DAY = 86_400_000;
const FIRE = 'Lakeside Fire Department';

const get = (c: TClient, account = NORTHWIND_ASTRO) =>
  c.get<TFleetReadiness>(`/mapi/repairs/fleet-readiness?account_id=${account}`);

function group(f: TFleetReadiness, endUser: string | null, model: string | null): TFleetGroup {
  const g = f.groups.find((x) => x.endUser === endUser && x.model === model);
  if (!g) throw new Error(`no group ${endUser} / ${model}`);
  return g;
}

/** A device repair of NA-100001 for the fire department, `created` days ago, received `received` days ago. */
function unit(
  repairNo: string,
  opts: {
    status?: string;
    created: number;
    received?: number;
    depot?: string;
    kind?: string;
    endUser?: string | null;
    model?: string;
  },
) {
  const now = Date.now();
  return {
    row: {
      repairNo,
      accountId: NORTHWIND_ASTRO,
      kind: opts.kind ?? 'device',
      status: opts.status ?? 'open',
      serialIn: `SN-${repairNo}`,
      deviceModel: opts.model ?? 'APX900',
      customerNumber: 'C1000001',
      depot: opts.depot ?? 'Elgin, IL',
      serviceType: 'warranty',
      endUserAddress:
        opts.endUser === null
          ? null
          : {
              name: opts.endUser ?? FIRE,
              lines: ['1 Station Road'],
              city: 'Lakeside',
              postalCode: null,
              country: 'US',
            },
      createdAt: new Date(now - opts.created * DAY),
    },
    received: opts.received === undefined ? null : new Date(now - opts.received * DAY),
  };
}

beforeAll(async () => {
  portal = await startTestPortal('fleet', { trustProxy: true });
  user = createClient({ baseUrl: portal.url, ip: '10.68.0.1' });
  guest = createClient({ baseUrl: portal.url, ip: '10.68.0.2' });
  contoso = createClient({ baseUrl: portal.url, ip: '10.68.0.3' });
  expect((await user.login(demo().nwUser)).status).toBe(200);
  expect((await guest.login(demo().nwGuest)).status).toBe(200);
  expect((await contoso.login(demo().contoso)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
});

describe('fleet readiness on the demo data', () => {
  it('counts the open and shipped device repairs, grouped by end user then model', async () => {
    const res = await get(user);
    expect(res.status).toBe(200);
    const f = ZFleetReadiness.parse(res.body.content);
    // The same units as the repair list's open and shipped device repairs.
    const list = await user.get<{ total: number }>(
      `/mapi/repairs?account_id=${NORTHWIND_ASTRO}&kind=device&status=open_,_shipped&limit=1`,
    );
    expect(f.unitsOut).toBe(list.body.content.total);
    expect(f.unitsOut).toBeGreaterThan(0);
    expect(f.groups.reduce((n, g) => n + g.units.length, 0)).toBe(f.unitsOut);
    expect(f.endUsers).toBe(new Set(f.groups.map((g) => g.endUser)).size);
    expect(f.overdue).toBe(f.groups.reduce((n, g) => n + g.units.filter((u) => u.overdue).length, 0));
    // End users in order, those without one (the account itself) last.
    const names = f.groups.map((g) => g.endUser);
    const named = names.filter((n): n is string => n !== null);
    expect(named).toEqual([...named].sort());
    expect(names.indexOf(null) === -1 || names.slice(names.indexOf(null)).every((n) => n === null)).toBe(
      true,
    );
  });

  it("expects a unit back its depot's turnaround after it was received (the seeded request's three radios)", async () => {
    const f = (await get(user)).body.content;
    const sheriff = group(f, 'Northwind County Sheriff', 'APX8000');
    expect(sheriff.unitsOut).toBe(3);
    for (const u of sheriff.units) {
      const detail = ZRepairDetail.parse(
        (await user.get(`/mapi/repairs/${u.repairNumber}?account_id=${NORTHWIND_ASTRO}`)).body.content,
      );
      const received = detail.timeline.find((e) => e.step === 'received')!.at;
      expect(u.outSince).toBe(received);
      expect(u.depot).toBe('Schaumburg, IL');
      expect(Date.parse(u.expectedBack!) - Date.parse(received)).toBe(10 * DAY);
      expect(u.overdue).toBe(Date.parse(u.expectedBack!) < Date.now());
    }
  });
});

describe('fleet readiness arithmetic', () => {
  beforeAll(async () => {
    const units = [
      unit('R9100001', { created: 14, received: 12 }), // Elgin 7 days: back 5 days ago, overdue
      unit('R9100002', { created: 2 }), // not received yet: created + 7, in 5 days
      unit('R9100003', { status: 'shipped', created: 21, received: 20 }), // on the way back: not overdue
      unit('R9100004', { created: 3, depot: 'Unknown depot' }), // no turnaround known
      unit('R9100005', { status: 'closed', created: 40, received: 39 }), // back: not out
      unit('R9100006', { kind: 'infrastructure', created: 30, received: 30 }), // not a fleet radio
      unit('R9100007', { created: 9, received: 8, endUser: null, model: 'APX900' }), // the account's own
    ];
    const { db } = portal.database;
    await db.insert(repairs).values(units.map((u) => u.row));
    await db
      .insert(repairEvents)
      .values(
        units
          .filter((u) => u.received)
          .map((u) => ({ repairNo: u.row.repairNo, step: 'received', at: u.received! })),
      );
  });

  it('answers units out, longest out, earliest expected back and overdue per group, each unit in order of time out', async () => {
    const f = (await get(user)).body.content;
    const fire = group(f, FIRE, 'APX900');
    expect(fire.units.map((u) => u.repairNumber)).toEqual(['R9100003', 'R9100001', 'R9100004', 'R9100002']);
    expect(fire.unitsOut).toBe(4);
    expect(fire.overdue).toBe(1);
    expect(fire.oldestDaysOut).toBe(20);
    const [shipped, late, unknown, fresh] = fire.units;
    expect(shipped).toMatchObject({ status: 'shipped', daysOut: 20, overdue: false });
    expect(Date.parse(shipped!.expectedBack!) - Date.parse(shipped!.outSince)).toBe(7 * DAY);
    expect(late).toMatchObject({ status: 'open', daysOut: 12, overdue: true });
    expect(Date.parse(late!.expectedBack!) - Date.parse(late!.outSince)).toBe(7 * DAY);
    expect(unknown).toMatchObject({ depot: 'Unknown depot', daysOut: 3, expectedBack: null, overdue: false });
    // Not received yet: out since it was created, back 7 days later.
    expect(fresh).toMatchObject({ daysOut: 2, overdue: false });
    expect(Date.parse(fresh!.expectedBack!) - Date.parse(fresh!.outSince)).toBe(7 * DAY);
    expect(Date.parse(fresh!.expectedBack!)).toBeGreaterThan(Date.now());
    expect(fire.nextExpectedBack).toBe(shipped!.expectedBack);
    // Closed and infrastructure repairs are not out.
    const all = f.groups.flatMap((g) => g.units.map((u) => u.repairNumber));
    expect(all).not.toContain('R9100005');
    expect(all).not.toContain('R9100006');
    // No end user: the account's own radios, in a group of their own.
    expect(group(f, null, 'APX900').units.map((u) => u.repairNumber)).toContain('R9100007');
  });
});

describe('who reads fleet readiness', () => {
  it('answers every user of the account, Guests included; refuses a foreign account', async () => {
    const g = await get(guest);
    expect(g.status).toBe(200);
    expect(ZFleetReadiness.parse(g.body.content).unitsOut).toBeGreaterThan(0);
    const foreign = await get(contoso);
    expect(foreign.status).toBe(403);
    expect(foreign.body.result).toBe(false);
    expect(JSON.stringify(foreign.body)).not.toContain('Sheriff');
  });
});
