import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are opaque ('cases/<account>/<uuid>'); callers keep the original
 * file name in the database. The local-disk implementation is the default; an S3-compatible one
 * can implement the same five calls (DESIGN.md, scale-out).
 *
 * Crash order (issue 34): a file is whole under its key or absent (written to a temporary name,
 * then renamed), and a caller writes the file before the row naming it. A process killed at any
 * point leaves at most a file without a row or a temporary file: debris the file sweep
 * (file-sweep.ts) removes once it is older than its grace period; never a row without its file.
 */
export interface TFileStorage {
  /** Writes the whole file or nothing: a failed write (a full disk) leaves no part of it behind. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or only `range` (first and last byte, both included) when given. */
  read(key: string, range?: TByteRange): Readable;
  /** The file's size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file, whole or temporary (a temporary one's key ends in TEMP_SUFFIX), with the
   * time it was last written; for the sweep (file-sweep.ts), in no particular order.
   */
  list(): AsyncIterable<TStoredFile>;
}

/** A file as the storage lists it. */
export interface TStoredFile {
  key: string;
  modifiedAt: Date;
}

/** How the name of a file being written ends, until it is renamed to its key. */
export const TEMP_SUFFIX = '.tmp';

/** True for a write that failed because the storage is full (no space, or the quota is used up). */
export function isStorageFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Bytes `start` to `end` of a file, both included (as HTTP Range counts them). */
export interface TByteRange {
  start: number;
  end: number;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** A new storage key under `prefix` (segments of letters, digits, dot, dash, underscore). */
export function newStorageKey(...prefix: string[]): string {
  const segments = prefix.map((p) => p.replace(/[^A-Za-z0-9._-]/g, '_'));
  return [...segments, crypto.randomUUID()].join('/');
}

/** Files on the local disk under `root` (created if missing); writes go through a temporary file. */
export function createLocalFileStorage(root: string): TFileStorage {
  const resolve = (key: string): string => {
    if (!SAFE_KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
      throw new Error(`unsafe storage key ${key}`);
    }
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}${TEMP_SUFFIX}`;
      try {
        await fs.promises.writeFile(tmp, data, { mode: 0o600 });
        await fs.promises.rename(tmp, file);
      } catch (err) {
        // A full disk fails mid-write: the part written is removed at once, not left to the sweep.
        await fs.promises.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    read(key, range) {
      return fs.createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await fs.promises.stat(resolve(key))).size;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async *list() {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return; // nothing stored yet
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!SAFE_KEY.test(key)) continue; // not ours (the storage never writes such a name)
        const stat = await fs.promises.stat(file).catch(() => undefined); // gone meanwhile
        if (stat) yield { key, modifiedAt: stat.mtime };
      }
    },
  };
}
