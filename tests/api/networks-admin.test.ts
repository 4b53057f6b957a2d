import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TManagedNetwork } from '../../src/shared/contracts/managed-network.ts';
import type { TStaffNetwork } from '../../src/shared/contracts/networks-admin.ts';
import { ownAccount } from '../support/own-accounts.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient, type TResponse } from './client.ts';

/**
 * Vendor staff provision an account's managed network (issue 32 point 2; spec section 3, Managed
 * network): create with every vendor field, change the fields sent (audited with old and new
 * values), mark deleted; one network per account, the network ID unique, the timezone an IANA zone,
 * the thresholds and severity limits under the rules of POST /mapi/managed/network. Customers,
 * Administrators included, are refused, and staff on an account they do not hold.
 */
const own = ownAccount('networksAdmin');
const RUN = Date.now().toString(36).toUpperCase();

let vendorAdmin: TClient;
let staff: TClient;
let ownAdmin: TClient;

type TStatus = { accounts: { account_id: string; hasNetwork: boolean }[] };

function newNetwork(over: Record<string, unknown> = {}) {
  return {
    account_id: own.id,
    networkId: `NET-T-${RUN}`,
    name: 'Valle Central Radio Network',
    networkAcronym: 'VCRN',
    networkSystemId: '3A1',
    networkSystemId2: '',
    type: 'ASTRO 25',
    networkProfile: 'P25 Phase 2 TDMA',
    networkProfileNames: ['P25 Phase 2 TDMA', 'P25 Phase 1 FDMA'],
    timezone: 'America/Santiago',
    mobileCountryCode: '',
    mobileNetworkCode: '',
    wacnId: 'BEE0A',
    logoPath: '',
    metricsHost: 'metrics-vcrn.nms.internal',
    sisenseCompanyId: 'SIS-VCRN',
    supportEmail: 'noc@vcrn.example',
    coverageSimulation: true,
    powerStatus: true,
    subnetworks: ['voice', 'data', 'backhaul'],
    failedSevLimit: 5,
    impairedSevLimit: 3,
    thresholds: {
      max_utilization: 20,
      high_utilization: 14,
      high_utilization_percent: 70,
      critical_utilization: 17,
      critical_utilization_percent: 85,
      max_affiliation: 1200,
      high_affiliation: 900,
      high_affiliation_percent: 75,
      critical_affiliation: 1080,
      critical_affiliation_percent: 90,
    },
    ...over,
  };
}

function fieldErrors(res: TResponse) {
  return (res.body.content as { fields?: { path: string; message: { id: string } }[] }).fields ?? [];
}

async function current(): Promise<TManagedNetwork | null> {
  return (await vendorAdmin.get<TStaffNetwork>(`/mapi/networks?account_id=${own.id}`)).body.content.network;
}

async function hasNetwork(): Promise<boolean | undefined> {
  const status = (await ownAdmin.get<TStatus>('/mapi/index/status')).body.content;
  return status.accounts.find((a) => a.account_id === own.id)?.hasNetwork;
}

beforeAll(async () => {
  vendorAdmin = createClient({ ip: '10.73.0.1' });
  staff = createClient({ ip: '10.73.0.2' });
  ownAdmin = createClient({ ip: '10.73.0.3' });
  expect((await vendorAdmin.login(demo().vendorAdmin)).status).toBe(200);
  expect((await staff.login(demo().staff)).status).toBe(200);
  expect((await ownAdmin.login(own.admin)).status).toBe(200);
  // A network left by an earlier run on a kept database is marked deleted first.
  const left = await current();
  if (left) await vendorAdmin.put(`/mapi/networks/${left.networkId}`, { account_id: own.id, deleted: true });
});

describe('staff provision the managed network of an account', () => {
  it('creates the network with every vendor field; the account then has a network; audited', async () => {
    expect(await current()).toBeNull();
    expect(await hasNetwork()).toBe(false);
    const res = await vendorAdmin.post<TManagedNetwork>('/mapi/networks', newNetwork());
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      networkId: `NET-T-${RUN}`,
      name: 'Valle Central Radio Network',
      networkSystemId2: null,
      mobileCountryCode: null,
      wacnId: 'BEE0A',
      timezone: 'America/Santiago',
      subnetworks: ['backhaul', 'data', 'voice'],
      voice: true,
      dispatch: false,
      failedSevLimit: 5,
      impairedSevLimit: 3,
      deleted: false,
    });
    expect(res.body.content.channelUtilizationThresholds.high_utilization).toBe(14);
    expect(res.body.content.affiliationThresholds.critical_affiliation).toBe(1080);
    expect((await current())?.networkId).toBe(`NET-T-${RUN}`);
    expect(await hasNetwork()).toBe(true);
    const log = await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=network_create&account_id=${own.id}&limit=5`);
    expect(log.body.content.items[0]!.detail).toEqual({ networkId: `NET-T-${RUN}`, name: 'Valle Central Radio Network' });
  });

  it('refuses a second network for the account and a network ID already used, each on its field', async () => {
    const second = await vendorAdmin.post('/mapi/networks', newNetwork({ networkId: `NET-T2-${RUN}` }));
    expect(second.status).toBe(400);
    expect(fieldErrors(second)).toEqual([
      expect.objectContaining({ path: 'body.account_id', message: expect.objectContaining({ id: 'ManagedNetwork.validation.accountHasNetwork' }) }),
    ]);
    // Northwind's network ID, for an account without a network.
    const dup = await vendorAdmin.post('/mapi/networks', newNetwork({ account_id: 'LACR-300006', networkId: `NET-${NORTHWIND_ASTRO}` }));
    expect(dup.status).toBe(400);
    expect(fieldErrors(dup)).toEqual([
      expect.objectContaining({ path: 'body.networkId', message: expect.objectContaining({ id: 'ManagedNetwork.validation.networkIdTaken' }) }),
    ]);
  });

  it('refuses a timezone that is not an IANA zone, thresholds out of order, no sub-network and a bad WACN ID', async () => {
    const tz = await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, timezone: '+05:00' });
    expect(tz.status).toBe(400);
    expect(fieldErrors(tz).map((f) => [f.path, f.message.id])).toEqual([['body.timezone', 'TimeZone.unknown']]);
    const order = await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, thresholds: { high_utilization: 18 } });
    expect(order.status).toBe(400);
    expect(fieldErrors(order).map((f) => [f.path, f.message.id])).toEqual([
      ['body.thresholds.high_utilization', 'ManagedNetwork.validation.mustBeLower'],
    ]);
    const created = await vendorAdmin.post('/mapi/networks', newNetwork({ account_id: 'LACR-300006', networkId: `NET-T3-${RUN}`, thresholds: { ...newNetwork().thresholds, critical_affiliation_percent: 60 } }));
    expect(created.status).toBe(400);
    expect(fieldErrors(created).map((f) => f.path)).toContain('body.thresholds.high_affiliation_percent');
    const severity = await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, impairedSevLimit: 5, failedSevLimit: 4 });
    expect(fieldErrors(severity).map((f) => f.path)).toEqual(['body.impairedSevLimit']);
    expect((await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, subnetworks: [] })).status).toBe(400);
    expect((await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, wacnId: 'XYZ' })).status).toBe(400);
    // Nothing of these was written.
    const after = await current();
    expect(after).toMatchObject({ timezone: 'America/Santiago', failedSevLimit: 5, impairedSevLimit: 3, wacnId: 'BEE0A' });
    expect(after!.channelUtilizationThresholds.high_utilization).toBe(14);
  });

  it('changes only the fields sent and audits each with its old and new value', async () => {
    const res = await vendorAdmin.put<TManagedNetwork>(`/mapi/networks/NET-T-${RUN}`, {
      account_id: own.id,
      name: 'Valle Central P25',
      subnetworks: ['dispatch', 'backhaul'],
      thresholds: { high_utilization: 15 },
      metricsHost: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      name: 'Valle Central P25',
      networkAcronym: 'VCRN',
      subnetworks: ['backhaul', 'dispatch'],
      metricsHost: null,
      timezone: 'America/Santiago',
    });
    expect(res.body.content.channelUtilizationThresholds).toMatchObject({ high_utilization: 15, critical_utilization: 17, max_utilization: 20 });
    const log = await vendorAdmin.get<TAuditPage>(`/mapi/audit/events?event=network_update&account_id=${own.id}&limit=5`);
    const detail = log.body.content.items[0]!.detail as { networkId: string; fields: string[]; changes: Record<string, { from: unknown; to: unknown }> };
    expect(detail.networkId).toBe(`NET-T-${RUN}`);
    expect(detail.fields.sort()).toEqual(['data', 'dispatch', 'metricsHost', 'name', 'thresholds.high_utilization', 'voice']);
    expect(detail.changes['thresholds.high_utilization']).toEqual({ from: 14, to: 15 });
    expect(detail.changes.name).toEqual({ from: 'Valle Central Radio Network', to: 'Valle Central P25' });
    expect(detail.changes.metricsHost).toEqual({ from: 'metrics-vcrn.nms.internal', to: null });
  });

  it('refuses customers (the account Administrator too) and staff on an account they do not hold', async () => {
    expect((await ownAdmin.get(`/mapi/networks?account_id=${own.id}`)).status).toBe(403);
    expect((await ownAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, name: 'Mine now' })).status).toBe(403);
    expect((await ownAdmin.post('/mapi/networks', newNetwork({ networkId: `NET-T4-${RUN}` }))).status).toBe(403);
    expect((await staff.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, name: 'Not held' })).status).toBe(403);
    // Another account's network named through an account the staff member holds is not found.
    const foreign = await vendorAdmin.put(`/mapi/networks/NET-${NORTHWIND_ASTRO}`, { account_id: own.id, name: 'Hijacked' });
    expect(foreign.body.code).toBe('ServerValidation.400NoNetworkId');
    expect((await staff.get<TStaffNetwork>(`/mapi/networks?account_id=${CONTOSO_LTE}`)).body.content.network?.name).not.toBe('Hijacked');
    expect((await current())?.name).toBe('Valle Central P25');
  });

  it('marks the network deleted: the account has no network, and may be given a new one', async () => {
    const res = await vendorAdmin.put<TManagedNetwork>(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, deleted: true });
    expect(res.status).toBe(200);
    expect(res.body.content.deleted).toBe(true);
    expect(await current()).toBeNull();
    expect(await hasNetwork()).toBe(false);
    expect((await vendorAdmin.put(`/mapi/networks/NET-T-${RUN}`, { account_id: own.id, name: 'Back' })).body.code).toBe(
      'ServerValidation.400NoNetworkId',
    );
    // The deleted network keeps its ID.
    const again = await vendorAdmin.post('/mapi/networks', newNetwork());
    expect(fieldErrors(again).map((f) => f.message.id)).toEqual(['ManagedNetwork.validation.networkIdTaken']);
    const fresh = await vendorAdmin.post<TManagedNetwork>('/mapi/networks', newNetwork({ networkId: `NET-T5-${RUN}` }));
    expect(fresh.status).toBe(200);
    expect(await hasNetwork()).toBe(true);
  });
});
