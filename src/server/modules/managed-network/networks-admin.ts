import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accounts, networks } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TFieldError } from '../../../shared/errors.ts';
import type { TCreateNetworkRequest, TNetworkVendorFields, TUpdateNetworkRequest } from '../../../shared/contracts/networks-admin.ts';
import {
  AFFILIATION_KEYS,
  CHANNEL_UTILIZATION_KEYS,
  SUBNETWORK_KINDS,
  networkRuleMessages,
  severityLimitIssue,
  thresholdOrderIssues,
  thresholdShortName,
  type TAffiliationThresholds,
  type TChannelUtilizationThresholds,
  type TThresholdKey,
  type TThresholdValues,
} from '../../../shared/domain/managed-network.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import type { TNetworkRow } from './present-network.ts';
import { findNetwork } from './update-network.ts';

type TNetworkInsert = typeof networks.$inferInsert;

function refuse(fields: TFieldError[]): never {
  throw new AppError('ServerValidation.400WrongParams', { fields, detail: fields.map((f) => f.message.id).join(', ') });
}

function networkIdTaken(): never {
  refuse([{ path: 'body.networkId', message: { id: networkRuleMessages.networkIdTaken.id } }]);
}

/** A network id already used breaks the primary key (a create racing another): the same field error. */
function mapIdViolation(err: unknown): never {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') networkIdTaken();
  }
  throw err;
}

/** Optional text as stored: empty is none. */
const orNull = (v: string | null | undefined): string | null => (v ? v : null);

/** The columns of the vendor fields that were sent (a sub-network list sets all five kinds). */
function columnsOf(fields: Partial<Omit<TNetworkVendorFields, 'thresholds'>>): Partial<TNetworkInsert> {
  const out: Partial<TNetworkInsert> = {};
  for (const key of ['name', 'networkAcronym', 'networkSystemId', 'type', 'networkProfile', 'networkProfileNames', 'timezone'] as const) {
    if (fields[key] !== undefined) (out as Record<string, unknown>)[key] = fields[key];
  }
  for (const key of ['networkSystemId2', 'mobileCountryCode', 'mobileNetworkCode', 'wacnId', 'logoPath', 'metricsHost', 'sisenseCompanyId', 'supportEmail'] as const) {
    if (fields[key] !== undefined) out[key] = orNull(fields[key]);
  }
  for (const key of ['coverageSimulation', 'powerStatus', 'failedSevLimit', 'impairedSevLimit'] as const) {
    if (fields[key] !== undefined) (out as Record<string, unknown>)[key] = fields[key];
  }
  if (fields.subnetworks) for (const kind of SUBNETWORK_KINDS) out[kind] = fields.subnetworks.includes(kind);
  return out;
}

function splitThresholds(t: TThresholdValues) {
  const pick = <K extends TThresholdKey>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, t[k]])) as Record<K, number>;
  return {
    channelUtilizationThresholds: pick(CHANNEL_UTILIZATION_KEYS) as TChannelUtilizationThresholds,
    affiliationThresholds: pick(AFFILIATION_KEYS) as TAffiliationThresholds,
  };
}

/** GET /mapi/networks: the account's network that is not deleted, or none. */
export async function findStaffNetwork(ctx: TAppContext, scope: TAccountScope): Promise<TNetworkRow | undefined> {
  return findNetwork(ctx.database.db, scope, undefined).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'ServerValidation.400NoNetworkId') return undefined;
    throw err;
  });
}

/**
 * POST /mapi/networks: the account's managed network (vendor staff). One per account (a network
 * not deleted refuses another, under a lock on the account row so two creates cannot both pass);
 * the network ID is unique over all accounts (deleted networks keep theirs).
 */
export async function createNetwork(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TCreateNetworkRequest,
): Promise<TNetworkRow> {
  const { account_id: _account, networkId, thresholds, ...fields } = body;
  const row = await ctx.database.db
    .transaction(async (tx) => {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, scope.accountId)).for('update');
      const [existing] = await tx
        .select({ id: networks.id })
        .from(networks)
        .where(and(eq(networks.accountId, scope.accountId), eq(networks.deleted, false)));
      if (existing) refuse([{ path: 'body.account_id', message: { id: networkRuleMessages.accountHasNetwork.id } }]);
      const [taken] = await tx.select({ id: networks.id }).from(networks).where(eq(networks.id, networkId));
      if (taken) networkIdTaken();
      const [made] = await tx
        .insert(networks)
        .values({
          ...(columnsOf(fields) as Omit<TNetworkInsert, 'id' | 'accountId' | 'channelUtilizationThresholds' | 'affiliationThresholds'>),
          ...splitThresholds(thresholds as TThresholdValues),
          id: networkId,
          accountId: scope.accountId,
        })
        .returning();
      await auditScoped(tx, req, scope, 'network_create', { networkId: made!.id, name: made!.name });
      return made!;
    })
    .catch(mapIdViolation);
  return row;
}

/** The rules after the change, each broken one on a field that was sent. */
function checkAfter(next: TNetworkRow, changedKeys: ReadonlySet<string>, sent: TUpdateNetworkRequest): void {
  const values = { ...next.channelUtilizationThresholds, ...next.affiliationThresholds } as TThresholdValues;
  const problems: TFieldError[] = thresholdOrderIssues(values, changedKeys).map((issue) => ({
    path: `body.thresholds.${issue.field}`,
    message: {
      id: (issue.direction === 'lower' ? networkRuleMessages.mustBeLower : networkRuleMessages.mustBeHigher).id,
      values: { field: issue.field, other: thresholdShortName(issue.other), limit: issue.limit },
    },
  }));
  const severity = severityLimitIssue(next);
  if (severity) {
    const onFailed = sent.failedSevLimit !== undefined && sent.impairedSevLimit === undefined;
    problems.push(
      onFailed
        ? { path: 'body.failedSevLimit', message: { id: validationMessages.tooLow.id, values: { fieldLabel: 'failedSevLimit', condition: String(next.impairedSevLimit) } } }
        : { path: 'body.impairedSevLimit', message: { id: validationMessages.tooHigh.id, values: { fieldLabel: 'impairedSevLimit', condition: String(severity.limit) } } },
    );
  }
  if (problems.length) refuse(problems);
}

/**
 * PUT /mapi/networks/:networkId: writes the fields sent (and only those) of the account's network,
 * checks the rules on the values after the change, and audits each changed field with its old and
 * new value; `deleted: true` marks it deleted.
 */
export async function updateNetwork(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  networkId: string,
  body: TUpdateNetworkRequest,
): Promise<TNetworkRow> {
  const { account_id: _account, thresholds, deleted, ...fields } = body;
  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await findNetwork(tx, scope, networkId, { forUpdate: true });
    const set: Partial<TNetworkInsert> = columnsOf(fields);
    const changedKeys = new Set(Object.keys(thresholds ?? {}));
    if (changedKeys.size) {
      Object.assign(set, splitThresholds({ ...before.channelUtilizationThresholds, ...before.affiliationThresholds, ...thresholds } as TThresholdValues));
    }
    if (deleted) set.deleted = true;
    const next = { ...before, ...set } as TNetworkRow;
    checkAfter(next, changedKeys, body);
    // Each changed column with its old and new value; a threshold as `thresholds.<key>`.
    const oldThresholds: Record<string, number> = { ...before.channelUtilizationThresholds, ...before.affiliationThresholds };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const k of Object.keys(set) as (keyof TNetworkRow)[]) {
      if (k === 'channelUtilizationThresholds' || k === 'affiliationThresholds') continue;
      if (JSON.stringify(before[k]) !== JSON.stringify(next[k])) changes[k] = { from: before[k], to: next[k] };
    }
    for (const [k, v] of Object.entries(thresholds ?? {})) {
      if (oldThresholds[k] !== v) changes[`thresholds.${k}`] = { from: oldThresholds[k], to: v };
    }
    if (Object.keys(changes).length === 0) return { row: before, changes };
    const [after] = await tx
      .update(networks)
      .set({ ...set, updatedAt: sql`now()` as unknown as Date })
      .where(eq(networks.id, before.id))
      .returning();
    await auditScoped(tx, req, scope, 'network_update', { networkId: before.id, fields: Object.keys(changes), changes });
    return { row: after!, changes };
  });
  return result.row;
}
