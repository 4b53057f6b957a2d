import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { networks } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import type { TDbOrTx } from '../../platform/db.ts';
import type { TFieldError } from '../../../shared/errors.ts';
import type { TUpdateManagedNetworkRequest } from '../../../shared/contracts/managed-network.ts';
import {
  AFFILIATION_KEYS,
  CHANNEL_UTILIZATION_KEYS,
  NETWORK_FIELDS,
  THRESHOLDS_PREFIX,
  isThresholdKey,
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
import { ADMIN_EDITABLE_FIELDS, type TNetworkRow } from './present-network.ts';


/**
 * The account's network: the one named (`networkId`) or its first; none (no network, a deleted one,
 * or a network of another account, which is never told apart) is the spec's 'no network ID'.
 */
export async function findNetwork(
  db: TDbOrTx,
  scope: TAccountScope,
  networkId: string | undefined,
  opts: { forUpdate?: boolean } = {},
): Promise<TNetworkRow> {
  const where = and(
    eq(networks.accountId, scope.accountId),
    eq(networks.deleted, false),
    networkId ? eq(networks.id, networkId) : undefined,
  );
  const query = db.select().from(networks).where(where).orderBy(asc(networks.id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('ServerValidation.400NoNetworkId', { detail: `account ${scope.accountId} network ${networkId ?? '-'}` });
  return row;
}

function refuse(fields: TFieldError[]): never {
  throw new AppError('ServerValidation.400WrongParams', { fields, detail: fields.map((f) => f.message.id).join(', ') });
}

/** The field path of a changed name in the request: `body.thresholds.high_utilization`, `body.failedSevLimit`. */
function bodyPath(name: string): string {
  return `body.${name}`;
}

/**
 * POST /mapi/managed/network: writes the changed fields (and only them) of the account's network,
 * after checking every name (a network field the Administrator may change), that each has a value,
 * and the rules of the values after the change (high below critical below max; the impaired severity
 * limit not above the failed one). One audit entry names each field with its old and new value.
 */
export async function updateManagedNetwork(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TUpdateManagedNetworkRequest,
): Promise<TNetworkRow> {
  const changed = [...new Set(body.changed_fields)];
  const nameProblems: TFieldError[] = [];
  for (const name of changed) {
    if (ADMIN_EDITABLE_FIELDS.includes(name)) continue;
    const known =
      (NETWORK_FIELDS as readonly string[]).includes(name) || name === 'thresholds' || name === 'subnetworks';
    nameProblems.push({
      path: 'body.changed_fields',
      message: { id: (known ? networkRuleMessages.readOnlyField : networkRuleMessages.unknownField).id, values: { name: name.slice(0, 100) } },
    });
  }
  if (nameProblems.length) refuse(nameProblems);

  const valueOf = (name: string): number | undefined =>
    name.startsWith(THRESHOLDS_PREFIX)
      ? body.thresholds?.[name.slice(THRESHOLDS_PREFIX.length) as TThresholdKey]
      : body[name as 'failedSevLimit' | 'impairedSevLimit'];
  const missing = changed.filter((name) => valueOf(name) === undefined);
  if (missing.length) {
    refuse(
      missing.map((name) => ({
        path: bodyPath(name),
        message: { id: networkRuleMessages.changedWithoutValue.id, values: { field: name } },
      })),
    );
  }

  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await findNetwork(tx, scope, body.networkId, { forUpdate: true });
    const thresholds: TThresholdValues = { ...before.channelUtilizationThresholds, ...before.affiliationThresholds };
    const changedKeys = new Set<string>();
    for (const name of changed) {
      if (!name.startsWith(THRESHOLDS_PREFIX)) continue;
      const key = name.slice(THRESHOLDS_PREFIX.length);
      if (!isThresholdKey(key)) continue;
      thresholds[key] = valueOf(name)!;
      changedKeys.add(key);
    }
    const limits = {
      failedSevLimit: changed.includes('failedSevLimit') ? body.failedSevLimit! : before.failedSevLimit,
      impairedSevLimit: changed.includes('impairedSevLimit') ? body.impairedSevLimit! : before.impairedSevLimit,
    };

    const ruleProblems: TFieldError[] = thresholdOrderIssues(thresholds, changedKeys).map((issue) => ({
      path: bodyPath(`${THRESHOLDS_PREFIX}${issue.field}`),
      message: {
        id: (issue.direction === 'lower' ? networkRuleMessages.mustBeLower : networkRuleMessages.mustBeHigher).id,
        values: { field: issue.field, other: thresholdShortName(issue.other), limit: issue.limit },
      },
    }));
    const severity = severityLimitIssue(limits);
    if (severity) {
      const onFailed = changed.includes('failedSevLimit') && !changed.includes('impairedSevLimit');
      ruleProblems.push(
        onFailed
          ? {
              path: bodyPath('failedSevLimit'),
              message: { id: validationMessages.tooLow.id, values: { fieldLabel: 'failedSevLimit', condition: String(limits.impairedSevLimit) } },
            }
          : {
              path: bodyPath(severity.field),
              message: { id: validationMessages.tooHigh.id, values: { fieldLabel: severity.field, condition: String(severity.limit) } },
            },
      );
    }
    if (ruleProblems.length) refuse(ruleProblems);

    const oldValue = (name: string): number =>
      name.startsWith(THRESHOLDS_PREFIX)
        ? { ...before.channelUtilizationThresholds, ...before.affiliationThresholds }[name.slice(THRESHOLDS_PREFIX.length) as TThresholdKey]
        : before[name as 'failedSevLimit' | 'impairedSevLimit'];
    const changes = Object.fromEntries(
      changed.filter((name) => oldValue(name) !== valueOf(name)).map((name) => [name, { from: oldValue(name), to: valueOf(name)! }]),
    );
    if (Object.keys(changes).length === 0) return { row: before, changes };

    const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, thresholds[k as TThresholdKey]])) as Record<K, number>;
    const set: Partial<typeof networks.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
    if ('failedSevLimit' in changes) set.failedSevLimit = limits.failedSevLimit;
    if ('impairedSevLimit' in changes) set.impairedSevLimit = limits.impairedSevLimit;
    if ([...changedKeys].some((k) => (CHANNEL_UTILIZATION_KEYS as readonly string[]).includes(k)))
      set.channelUtilizationThresholds = pick(CHANNEL_UTILIZATION_KEYS) as TChannelUtilizationThresholds;
    if ([...changedKeys].some((k) => (AFFILIATION_KEYS as readonly string[]).includes(k)))
      set.affiliationThresholds = pick(AFFILIATION_KEYS) as TAffiliationThresholds;
    const [after] = await tx.update(networks).set(set).where(eq(networks.id, before.id)).returning();
    await auditScoped(tx, req, scope, 'network_update', { networkId: before.id, fields: Object.keys(changes), changes });
    return { row: after!, changes };
  });
  return result.row;
}
