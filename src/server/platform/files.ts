import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are opaque ('cases/<account>/<uuid>'); callers keep the original
 * file name in the database. The local-disk implementation is the default; an S3-compatible one
 * can implement the same four calls (DESIGN.md, scale-out).
 */
export interface TFileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or only `range` (first and last byte, both included) when given. */
  read(key: string, range?: TByteRange): Readable;
  /** The file's size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
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
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
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
  };
}
