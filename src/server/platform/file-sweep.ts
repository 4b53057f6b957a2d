import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { caseAttachments } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';
import { filesDirOf } from './config.ts';
import { createLocalFileStorage, TEMP_SUFFIX, type TFileStorage, type TStoredFile } from './files.ts';
import { defineJob } from './jobs/define-job.ts';

/** Keys looked up per statement, and rows read per page. */
const BATCH = 500;
/** At most this many files and rows removed per run: one run never does unbounded work. */
const MAX_REMOVALS = 10_000;

/** What one run of the sweep removed. */
export interface TFileSweepResult {
  /** Files older than the grace period that no row names (a process killed between file and row). */
  orphanFiles: string[];
  /** Temporary files older than the grace period (a process killed while writing a file). */
  tempFiles: string[];
  /** Attachment rows older than the grace period whose file is gone (their ids). */
  missingRows: string[];
  /** Set when the row side was not run, and why (an empty storage while rows exist). */
  rowsSkipped?: string;
}

/**
 * Removes the debris a killed process leaves in the file storage (files.ts: a file is written
 * whole before the row naming it, so a crash leaves at most a file without a row or a temporary
 * file), and attachment rows whose file is gone (a storage restored from an older backup, a file
 * removed by hand): such a row is deleted, with a warning naming it, rather than kept pointing at
 * nothing (a download would fail). Only what is older than `graceSeconds` is touched, so an
 * upload under way (file written, row not yet) is never swept. A storage that lists no file at all
 * while attachment rows exist (a volume not mounted) is not trusted: the row side is skipped and
 * logged as an error. A file is kept when any table with a `storage_key` column names it (attachments,
 * software files, and whatever area stores files later under that column name). Stops early when
 * `signal` aborts.
 */
export async function sweepStoredFiles(
  ctx: Pick<TAppContext, 'database'>,
  storage: TFileStorage,
  opts: { graceSeconds: number; signal?: AbortSignal; log?: FastifyBaseLogger; now?: Date },
): Promise<TFileSweepResult> {
  const { db } = ctx.database;
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.graceSeconds * 1000);
  const result: TFileSweepResult = { orphanFiles: [], tempFiles: [], missingRows: [] };
  const removals = () => result.orphanFiles.length + result.tempFiles.length + result.missingRows.length;
  const stored = new Set<string>();
  let pending: TStoredFile[] = [];
  let tables: string[] | undefined;
  // Every table with a storage_key column names files: an area added later is covered as it is.
  const keyTables = async () =>
    (tables ??= (
      await ctx.database.rows(
        sql`select table_name as name from information_schema.columns
             where column_name = 'storage_key' and table_schema = current_schema() order by 1`,
      )
    ).map((r) => String(r.name)));
  // Without the tables that name files every file would look orphaned: refuse rather than empty the store.
  if (!(await keyTables()).includes('case_attachments'))
    throw new Error(
      'file sweep: no case_attachments.storage_key column found in the current schema; nothing swept',
    );

  const sweepPending = async () => {
    const keys = pending.map((f) => f.key);
    pending = [];
    if (keys.length === 0) return;
    const named = new Set<string>();
    for (const table of await keyTables()) {
      const rows = await ctx.database.rows(
        sql`select storage_key as key from ${sql.identifier(table)} where storage_key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
      for (const r of rows) named.add(String(r.key));
    }
    for (const key of keys) {
      if (named.has(key) || removals() >= MAX_REMOVALS) continue;
      await storage.delete(key);
      stored.delete(key);
      result.orphanFiles.push(key);
    }
  };

  for await (const file of storage.list()) {
    if (opts.signal?.aborted) return result;
    if (file.key.endsWith(TEMP_SUFFIX)) {
      if (file.modifiedAt < cutoff && removals() < MAX_REMOVALS) {
        await storage.delete(file.key);
        result.tempFiles.push(file.key);
      }
      continue;
    }
    stored.add(file.key);
    if (file.modifiedAt < cutoff) pending.push(file);
    if (pending.length >= BATCH) await sweepPending();
  }
  await sweepPending();

  if (stored.size === 0) {
    const [any] = await db.select({ id: caseAttachments.id }).from(caseAttachments).limit(1);
    if (any) {
      result.rowsSkipped = 'the file storage lists no file while attachment rows exist (not mounted?)';
      opts.log?.error({ filesDir: 'empty' }, `file sweep: ${result.rowsSkipped}; no row removed`);
      return result;
    }
  }

  // Rows older than the grace period, page by page (by id), whose file the listing did not hold.
  let after: string | undefined;
  while (!opts.signal?.aborted && removals() < MAX_REMOVALS) {
    const rows = await db
      .select({
        id: caseAttachments.id,
        key: caseAttachments.storageKey,
        caseNo: caseAttachments.caseNo,
        ticketNo: caseAttachments.ticketNo,
        fileName: caseAttachments.fileName,
      })
      .from(caseAttachments)
      .where(and(lt(caseAttachments.createdAt, cutoff), after ? gt(caseAttachments.id, after) : sql`true`))
      .orderBy(asc(caseAttachments.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const r of rows) {
      // Listed files are there; a file written since the listing is looked up once more.
      if (stored.has(r.key) || (await storage.size(r.key)) !== undefined) continue;
      if (removals() >= MAX_REMOVALS) break;
      await db.delete(caseAttachments).where(inArray(caseAttachments.id, [r.id]));
      result.missingRows.push(r.id);
      opts.log?.warn(
        {
          attachmentId: r.id,
          caseNo: r.caseNo,
          ticketNo: r.ticketNo,
          fileName: r.fileName,
          storageKey: r.key,
        },
        'file sweep: attachment row removed, its file is gone',
      );
    }
  }
  return result;
}

/**
 * Declares the file sweep as the job `file-sweep`, sent every FILE_SWEEP_SECONDS by the job
 * runner (once per period across every server instance on the database), removing what is older
 * than FILE_SWEEP_GRACE_SECONDS. Not retried: the next period's run is its retry.
 */
export function registerFileSweep(ctx: TAppContext): void {
  const storage = createLocalFileStorage(filesDirOf(ctx.config));
  const sweep = defineJob({
    name: 'file-sweep',
    retry: { limit: 0 },
    handler: async (_data, run) => {
      const r = await sweepStoredFiles(run.ctx, storage, {
        graceSeconds: run.ctx.config.fileSweepGraceSeconds,
        signal: run.signal,
        log: run.log,
      });
      const removed = r.orphanFiles.length + r.tempFiles.length + r.missingRows.length;
      if (removed)
        run.log.info(
          {
            orphanFiles: r.orphanFiles.length,
            tempFiles: r.tempFiles.length,
            missingRows: r.missingRows.length,
          },
          'file sweep',
        );
    },
  });
  void ctx.jobs.declare(sweep, { everySeconds: Math.max(0.1, ctx.config.fileSweepSeconds) });
}
