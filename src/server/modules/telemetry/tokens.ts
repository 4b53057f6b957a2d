import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { networkIngestTokens, networks } from '../../db/schema/index.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TDbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { isoTime, isoTimeOrNull } from '../../platform/row-values.ts';
import type { TIngestToken, TIssuedToken } from '../../../shared/contracts/telemetry.ts';
import { findNetwork } from '../managed-network/update-network.ts';
import type { TIngestNetwork } from './ingest.ts';

/** The label of the token the built-in simulator issues for itself on a network. */
export const SIMULATOR_TOKEN_LABEL = 'simulator';

/** The SHA-256 of a token's secret, as kept (hex). */
export function tokenHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** A new secret: 32 random bytes, base64url, with a prefix that says what it is. */
export function newSecret(): string {
  return `nmsi_${crypto.randomBytes(32).toString('base64url')}`;
}

type TTokenRow = typeof networkIngestTokens.$inferSelect;

function present(row: TTokenRow): TIngestToken {
  return {
    id: row.id,
    networkId: row.networkId,
    label: row.label,
    tokenHint: row.tokenHint,
    createdAt: isoTime(row.createdAt),
    revokedAt: isoTimeOrNull(row.revokedAt),
    lastUsedAt: isoTimeOrNull(row.lastUsedAt),
  };
}

/** Writes a token of a network and answers it with its secret (the only time the secret is seen). */
export async function insertToken(
  db: TDbOrTx,
  networkId: string,
  label: string,
  createdBy: string | null,
): Promise<TIssuedToken> {
  const secret = newSecret();
  const [row] = await db
    .insert(networkIngestTokens)
    .values({ networkId, label, tokenHash: tokenHash(secret), tokenHint: secret.slice(-4), createdBy })
    .returning();
  return { ...present(row!), secret };
}

/** GET /mapi/networks/:networkId/ingest-tokens: the network's tokens, newest first (no secrets). */
export async function listTokens(ctx: TAppContext, scope: TAccountScope, networkId: string): Promise<TIngestToken[]> {
  const network = await findNetwork(ctx.database.db, scope, networkId);
  const rows = await ctx.database.db
    .select()
    .from(networkIngestTokens)
    .where(eq(networkIngestTokens.networkId, network.id))
    .orderBy(desc(networkIngestTokens.createdAt), desc(networkIngestTokens.id));
  return rows.map(present);
}

/** POST /mapi/networks/:networkId/ingest-tokens (vendor staff): a new token, audited. */
export async function issueToken(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  networkId: string,
  label: string,
): Promise<TIssuedToken> {
  const network = await findNetwork(ctx.database.db, scope, networkId);
  return ctx.database.db.transaction(async (tx) => {
    const issued = await insertToken(tx, network.id, label, scope.auth.realUserId);
    await auditScoped(tx, req, scope, 'ingest_token_issue', { networkId: network.id, tokenId: issued.id, label, tokenHint: issued.tokenHint });
    return issued;
  });
}

/** DELETE /mapi/networks/:networkId/ingest-tokens/:id (vendor staff): revoked from now on, audited; 404 if not the network's. */
export async function revokeToken(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  networkId: string,
  id: number,
): Promise<TIngestToken> {
  const network = await findNetwork(ctx.database.db, scope, networkId);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(networkIngestTokens)
      .set({ revokedAt: sql`coalesce(${networkIngestTokens.revokedAt}, now())` })
      .where(and(eq(networkIngestTokens.id, id), eq(networkIngestTokens.networkId, network.id)))
      .returning();
    if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `token ${id} of ${network.id}` });
    await auditScoped(tx, req, scope, 'ingest_token_revoke', { networkId: network.id, tokenId: id, label: row.label });
    return present(row);
  });
}

/**
 * The network a bearer token pushes for: a token not revoked of a network not deleted; else the
 * spec's 'no valid token', as a 401.
 */
export async function authenticateIngest(ctx: TAppContext, authorization: string | undefined): Promise<TIngestNetwork> {
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(authorization ?? '');
  const refuse = (detail: string) => new AppError('ServerValidation.401NoValidToken', { detail });
  if (!match) throw refuse('no bearer token');
  const [row] = await ctx.database.db
    .select({ tokenId: networkIngestTokens.id, networkId: networks.id, accountId: networks.accountId })
    .from(networkIngestTokens)
    .innerJoin(networks, eq(networks.id, networkIngestTokens.networkId))
    .where(
      and(
        eq(networkIngestTokens.tokenHash, tokenHash(match[1]!)),
        isNull(networkIngestTokens.revokedAt),
        eq(networks.deleted, false),
      ),
    );
  if (!row) throw refuse('unknown or revoked token');
  return row;
}
