import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sites, siteStates } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TCreateSiteRequest, TSiteFields, TUpdateSiteRequest } from '../../../shared/contracts/sites.ts';
import { siteRuleMessages } from '../../../shared/domain/sites.ts';
import type { TFieldError } from '../../../shared/errors.ts';
import { findNetwork } from '../managed-network/update-network.ts';

type TSiteInsert = typeof sites.$inferInsert;

/** The spec's error for a Fault Manager ID already used in the network, on its field. */
function faultManagerTaken(): AppError {
  return new AppError('ServerValidation.400FaultManagerIdSiteExists', {
    fields: [{ path: 'body.faultManagerId', message: { id: 'ServerValidation.400FaultManagerIdSiteExists' } }],
  });
}

/** The spec's error for a site ID and zone ID pair already used in the network, on both fields. */
function pairTaken(): AppError {
  const message = { id: 'ServerValidation.400SiteIdZoneIdPairExists' };
  return new AppError('ServerValidation.400SiteIdZoneIdPairExists', {
    fields: [
      { path: 'body.siteId', message },
      { path: 'body.zoneId', message },
    ],
  });
}

/**
 * The unique constraint a database error broke, through drizzle's wrapping: PGlite names it
 * `constraint`, the PostgreSQL driver (postgres.js) `constraint_name`.
 */
function brokenConstraint(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as { code?: string; constraint?: string; constraint_name?: string };
    if (code === '23505') return constraint ?? constraint_name ?? '';
  }
  return undefined;
}

/** Maps a broken unique constraint to the spec's error (a write racing another); anything else goes on. */
function mapUniqueViolation(err: unknown): never {
  const constraint = brokenConstraint(err);
  if (constraint === 'sites_fault_manager_uq') throw faultManagerTaken();
  if (constraint === 'sites_site_zone_uq') throw pairTaken();
  throw err;
}

/** The rules between fields the schema cannot say alone: the threshold count not above its maximum. */
function checkFields(body: TSiteFields): void {
  const problems: TFieldError[] = [];
  if (body.thresholdCount !== undefined && body.thresholdMax !== undefined && body.thresholdCount > body.thresholdMax) {
    problems.push({
      path: 'body.thresholdCount',
      message: { id: siteRuleMessages.countAboveMax.id, values: { max: body.thresholdMax } },
    });
  }
  if (problems.length) throw new AppError('ServerValidation.400WrongParams', { fields: problems });
}

/** The Fault Manager ID and the site ID and zone ID pair must be free in the network (another site than `except`). */
async function checkUnique(ctx: TAppContext, networkId: string, body: TSiteFields, except?: number): Promise<void> {
  const { db } = ctx.database;
  const other = except === undefined ? undefined : ne(sites.id, except);
  if (body.faultManagerId) {
    const [taken] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.networkId, networkId), eq(sites.faultManagerId, body.faultManagerId), other));
    if (taken) throw faultManagerTaken();
  }
  const [pair] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.networkId, networkId), eq(sites.siteId, body.siteId), eq(sites.zoneId, body.zoneId), other));
  if (pair) throw pairTaken();
}

function columnsOf(body: TSiteFields): Omit<TSiteInsert, 'accountId' | 'networkId'> {
  return {
    name: body.name,
    siteId: body.siteId,
    zoneId: body.zoneId,
    type: body.type,
    subnetwork: body.subnetwork,
    primeSite: body.primeSite,
    latitude: body.latitude,
    longitude: body.longitude,
    faultManagerId: body.faultManagerId || null,
    networkProfile: body.networkProfile || null,
    showInCaseManagement: body.showInCaseManagement,
    showInPerformance: body.showInPerformance,
    thresholdCount: body.thresholdCount ?? null,
    thresholdPercent: body.thresholdPercent ?? null,
    thresholdMax: body.thresholdMax ?? null,
  };
}

/** POST /mapi/sites: a new site of the account's network (vendor staff); its id. */
export async function createSite(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TCreateSiteRequest,
): Promise<number> {
  const { account_id: _account, networkId: requested, ...fields } = body;
  checkFields(fields);
  const network = await findNetwork(ctx.database.db, scope, requested);
  await checkUnique(ctx, network.id, fields);
  // The site and its live state row ('unknown' until its first sample) together.
  const [row] = await ctx.database.db
    .transaction(async (tx) => {
      const made = await tx
        .insert(sites)
        .values({ ...columnsOf(fields), accountId: scope.accountId, networkId: network.id })
        .returning({ id: sites.id });
      await tx.insert(siteStates).values({ siteId: made[0]!.id, accountId: scope.accountId, networkId: network.id });
      await auditScoped(tx, req, scope, 'site_create', { siteKey: made[0]!.id, networkId: network.id, siteId: fields.siteId, zoneId: fields.zoneId, name: fields.name });
      return made;
    })
    .catch(mapUniqueViolation);
  return row!.id;
}

/** PUT /mapi/sites/:id: every field of a site of the account (vendor staff); 404 for another account's. */
export async function updateSite(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  id: number,
  body: TUpdateSiteRequest,
): Promise<void> {
  const { account_id: _account, ...fields } = body;
  checkFields(fields);
  const { db } = ctx.database;
  const [current] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.accountId, scope.accountId)));
  if (!current) throw new AppError('ServerValidation.404NotFound', { detail: `site ${id}` });
  await checkUnique(ctx, current.networkId, fields, id);
  const next = columnsOf(fields);
  // Each field whose value changed, with its old and new value.
  const changes = Object.fromEntries(
    (Object.keys(next) as (keyof typeof next)[])
      .filter((k) => JSON.stringify(current[k]) !== JSON.stringify(next[k]))
      .map((k) => [k, { from: current[k], to: next[k] }]),
  );
  await db
    .transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ ...next, updatedAt: sql`now()` as unknown as Date })
        .where(and(eq(sites.id, id), eq(sites.accountId, scope.accountId)));
      await auditScoped(tx, req, scope, 'site_update', { siteKey: id, networkId: current.networkId, fields: Object.keys(changes), changes });
    })
    .catch(mapUniqueViolation);
}
