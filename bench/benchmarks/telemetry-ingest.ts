/**
 * telemetry-ingest: samples per second sustained through POST /mapi/telemetry/ingest (issue 32
 * point 9), batches of 2,000 sites x 3 sub-networks posted one after another with a network's
 * bearer token, against the floor of a plain COPY of the same rows into site_samples. The portal
 * runs in this process (tiny seed, simulator off) on a scratch database; 2,000 sites are added to
 * Northwind's ASTRO network first.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { insertToken } from '../../src/server/modules/telemetry/tokens.ts';
import { startServer } from '../../src/server/start-server.ts';
import { createScratchDatabase } from '../support/database.ts';
import { round } from '../support/stats.ts';
import type { TBenchResult } from '../support/types.ts';

export const name = 'telemetry-ingest';
export const description =
  'POST /mapi/telemetry/ingest: samples/s sustained (2,000 sites x 3 sub-networks per batch) against a plain COPY of the same rows.';

const SITES = Number(process.env.BENCH_INGEST_SITES ?? 2000);
const BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 15);
const WARMUP = 2;
const NETWORK = 'NET-NA-100001';
const KINDS = ['voice', 'data', 'backhaul'] as const;
/** The API must sustain at least this share of the COPY floor, and this many samples/s in any case. */
const TARGET_SHARE_OF_COPY = 0.1;
const TARGET_MIN_SAMPLES_PER_S = 4000;

function batch(i: number, at: Date) {
  return {
    at: at.toISOString(),
    sites: Array.from({ length: SITES }, (_, s) => ({
      siteId: (s % 100) + 1,
      zoneId: 100 + Math.floor(s / 100),
      status: 'up' as const,
      measurements: KINDS.map((subnetwork, k) => ({
        subnetwork,
        utilization: (s * 7 + k * 13 + i) % 60,
        busyChannels: ((s + k + i) % 12) + 1,
        affiliations: (s + i) % 50,
      })),
    })),
  };
}

export async function run(): Promise<TBenchResult> {
  const db = await createScratchDatabase('bench_ingest');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    seedScale: 'tiny',
    logLevel: 'silent',
    simulator: false,
  });
  try {
    const database = server.database;
    await database.rows(sql`insert into sites (account_id, network_id, site_id, zone_id, name, type, subnetwork, latitude, longitude)
      select 'NA-100001', ${NETWORK}, (g % 100) + 1, 100 + g / 100, 'Bench site ' || g, 'repeater',
        '{Voice,Data,Backhaul}', 41 + (g % 100) / 100.0, -88 + (g / 100) / 100.0
      from generate_series(0, ${SITES - 1}::int) as g`);
    await database.rows(sql`insert into site_states (site_id, account_id, network_id)
      select id, account_id, network_id from sites where network_id = ${NETWORK} on conflict do nothing`);
    const ctx = { config: server.config, database, jobs: server.jobs };
    const token = await insertToken(ctx.database.db, NETWORK, 'bench', null);
    const url = `${server.url}/mapi/telemetry/ingest`;
    const start = Date.now() - 3600_000;
    const post = async (i: number) => {
      const body = JSON.stringify(batch(i, new Date(start + i * 1000)));
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
        body,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${text.slice(0, 300)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < WARMUP; i++) await post(i);
    const times: number[] = [];
    const t0 = performance.now();
    for (let i = WARMUP; i < WARMUP + BATCHES; i++) times.push(await post(i));
    const apiMs = performance.now() - t0;
    const samples = BATCHES * SITES * KINDS.length;

    // The floor: the same rows (their site ids, a later instant) through one COPY.
    const ids = (await database.rows(sql`select id from sites where network_id = ${NETWORK} and zone_id >= 100 order by zone_id, site_id`)).map(
      (r) => Number(r.id),
    );
    const lines: string[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const at = new Date(start + 1800_000 + i * 1000).toISOString();
      for (const [s, id] of ids.entries())
        for (const [k, kind] of KINDS.entries())
          lines.push(`${id}\t${kind}\t${at}\t${(s * 7 + k * 13 + i) % 60}\t${((s + k + i) % 12) + 1}\t${(s + i) % 50}`);
    }
    const copyText = lines.join('\n') + '\n';
    const copyStart = performance.now();
    if (db.databaseUrl) {
      const client = postgres(db.databaseUrl, { max: 1, onnotice: () => undefined });
      try {
        const writable = await client`copy site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations) from stdin`.writable();
        await new Promise<void>((resolve, reject) => {
          writable.on('error', reject);
          writable.end(copyText, () => resolve());
        });
        // The stream ends before the server confirms: wait for the rows.
        await client`select count(*) from site_samples`;
      } finally {
        await client.end();
      }
    } else {
      // PGlite: COPY FROM its /dev/blob device, the same statement fed from memory.
      const pglite = (database.db as unknown as { $client: { query(q: string, p: unknown[], o: unknown): Promise<unknown> } }).$client;
      await pglite.query(
        'copy site_samples (site_id, subnetwork, at, utilization, busy_channels, affiliations) from \'/dev/blob\'',
        [],
        { blob: new Blob([copyText]) },
      );
    }
    const copyMs = performance.now() - copyStart;
    const apiRate = samples / (apiMs / 1000);
    const copyRate = samples / (copyMs / 1000);
    const sortedTimes = [...times].sort((a, b) => a - b);
    const targets = {
      minSamplesPerSecond: TARGET_MIN_SAMPLES_PER_S,
      minShareOfCopy: TARGET_SHARE_OF_COPY,
    };
    const meetsTarget = apiRate >= TARGET_MIN_SAMPLES_PER_S && apiRate >= TARGET_SHARE_OF_COPY * copyRate;
    return {
      databaseKind: db.kind,
      figures: {
        samples,
        batches: BATCHES,
        sitesPerBatch: SITES,
        apiSamplesPerSecond: round(apiRate, 0),
        copySamplesPerSecond: round(copyRate, 0),
        apiShareOfCopy: round(apiRate / copyRate, 3),
        batchMsMin: round(sortedTimes[0]!, 1),
        batchMsMedian: round(sortedTimes[Math.floor(sortedTimes.length / 2)]!, 1),
        batchMsMax: round(sortedTimes.at(-1)!, 1),
      },
      targets,
      meetsTarget,
      headline: `${round(apiRate, 0)} samples/s through the API (batch median ${round(sortedTimes[Math.floor(sortedTimes.length / 2)]!, 0)} ms) vs COPY ${round(copyRate, 0)}/s`,
      method: {
        client: 'fetch in the same process as the portal, batches one after another (sustained, not concurrent)',
        batch: `${SITES} sites x ${KINDS.length} sub-networks, status and measurements, one at per batch`,
        floor: 'COPY of the same number of rows into site_samples (postgres.js copy from stdin; PGlite /dev/blob)',
      },
      notes: [
        'The API figure includes JSON parsing and zod validation, token check, threshold evaluation, alarms and the site-state update with events.',
      ],
    };
  } finally {
    await server.close();
    await db.dispose();
  }
}
