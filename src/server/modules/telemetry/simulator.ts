import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import { executeRows } from '../../platform/events.ts';
import { sharedSecret } from '../../platform/secrets.ts';
import type { TIngestRequest, TIngestResult } from '../../../shared/contracts/telemetry.ts';
import { SUBNETWORK_KINDS, type TSubnetworkKind } from '../../../shared/domain/managed-network.ts';
import { simulatedReport, type TSimSite } from './simulated-load.ts';
import { SIMULATOR_TOKEN_LABEL, tokenHash } from './tokens.ts';

/**
 * The built-in simulator (issue 32 point 3; SIMULATOR=on): for every network that has never had an
 * ingest token it issues one labelled 'simulator'; then, every SIMULATOR_SECONDS, it posts each
 * network that has a live simulator token a batch of all its sites through the real ingest API,
 * over HTTP on this server's own port. Its secret is an HMAC of the token's id under a secret kept
 * in the database, so any instance can post with it after a restart; revoking the token stops the
 * simulation of that network.
 */

/** The secret of the simulator token `id` (the database keeps only its hash, as for every token). */
function simulatorSecret(key: Buffer, id: number): string {
  return `nmsi_sim_${crypto.createHmac('sha256', key).update(`simulator-token:${id}`).digest('base64url')}`;
}

/** Issues a simulator token for each network not deleted that has no token at all; answers how many. */
export async function issueSimulatorTokens(ctx: TAppContext): Promise<number> {
  const key = await sharedSecret(ctx, 'simulator_secret');
  return ctx.database.db.transaction(async (tx) => {
    // The hash is known only once the id is: a placeholder first, in the same transaction.
    const made = await executeRows(
      tx,
      sql`insert into network_ingest_tokens (network_id, label, token_hash)
          select n.id, ${SIMULATOR_TOKEN_LABEL}, 'pending:' || n.id from networks n
          where not n.deleted and not exists (select 1 from network_ingest_tokens t where t.network_id = n.id)
          returning id`,
    );
    const rows = made.map((r) => {
      const secret = simulatorSecret(key, Number(r.id));
      return { id: Number(r.id), hash: tokenHash(secret), hint: secret.slice(-4) };
    });
    if (rows.length)
      await executeRows(
        tx,
        sql`update network_ingest_tokens t set token_hash = r.hash, token_hint = r.hint
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, hash text, hint text)
            where t.id = r.id`,
      );
    return rows.length;
  });
}

interface TSimTarget {
  tokenId: number;
  networkId: string;
  timezone: string;
  channels: number;
  radios: number;
  sites: TSimSite[];
}

/** The networks the simulator feeds (a live simulator token, not deleted) and their sites. */
async function simulatorTargets(ctx: TAppContext): Promise<TSimTarget[]> {
  const rows = await ctx.database.rows(
    sql`select t.id as token_id, n.id as network_id, n.timezone,
          (n.channel_utilization_thresholds->>'max_utilization')::int as channels,
          (n.affiliation_thresholds->>'max_affiliation')::int as radios,
          coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'siteId', s.site_id, 'zoneId', s.zone_id,
              'subnetworks', lower(array_to_string(s.subnetwork, ','))) order by s.id)
            from sites s where s.network_id = n.id), '[]'::jsonb) as sites
        from network_ingest_tokens t join networks n on n.id = t.network_id
        where t.label = ${SIMULATOR_TOKEN_LABEL} and t.created_by is null and t.revoked_at is null and not n.deleted
        order by n.id, t.id`,
  );
  const seen = new Set<string>();
  const out: TSimTarget[] = [];
  for (const r of rows) {
    const networkId = String(r.network_id);
    if (seen.has(networkId)) continue;
    seen.add(networkId);
    const sites = (typeof r.sites === 'string' ? JSON.parse(r.sites) : r.sites) as {
      id: number;
      siteId: number;
      zoneId: number;
      subnetworks: string;
    }[];
    out.push({
      tokenId: Number(r.token_id),
      networkId,
      timezone: String(r.timezone),
      channels: Number(r.channels) || 20,
      radios: Number(r.radios) || 1000,
      sites: sites.map((s) => ({
        ...s,
        subnetworks: s.subnetworks
          .split(',')
          .filter((k): k is TSubnetworkKind => (SUBNETWORK_KINDS as readonly string[]).includes(k)),
      })),
    });
  }
  return out;
}

/** The simulator's batch of a network at `at`: every site, every sub-network. */
export function simulatedBatch(target: Omit<TSimTarget, 'tokenId' | 'networkId'>, at: Date): TIngestRequest {
  return {
    at: at.toISOString(),
    sites: target.sites.filter((s) => s.subnetworks.length > 0).map((s) => simulatedReport(target, s, at)),
  };
}

/**
 * One run of the simulator: tokens for networks without any, then one batch per fed network
 * posted to `ingestUrl` (this server's POST /mapi/telemetry/ingest). Answers each network's result.
 */
export async function runSimulator(
  ctx: TAppContext,
  ingestUrl: string,
  at = new Date(),
  signal?: AbortSignal,
): Promise<{ networkId: string; status: number; result?: TIngestResult }[]> {
  await issueSimulatorTokens(ctx);
  const key = await sharedSecret(ctx, 'simulator_secret');
  const out: { networkId: string; status: number; result?: TIngestResult }[] = [];
  for (const target of await simulatorTargets(ctx)) {
    if (signal?.aborted) break;
    const batch = simulatedBatch(target, at);
    if (batch.sites.length === 0) continue;
    const res = await fetch(ingestUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${simulatorSecret(key, target.tokenId)}`,
      },
      body: JSON.stringify(batch),
      signal,
    });
    const body = (await res.json().catch(() => undefined)) as { content?: TIngestResult } | undefined;
    out.push({ networkId: target.networkId, status: res.status, result: res.ok ? body?.content : undefined });
  }
  return out;
}
