import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../src/server/platform/app-context.ts';
import { precompressWebBuild } from '../../scripts/precompress-web.ts';
import { buildTestApp, type TTestApp } from '../support/test-portal.ts';

/**
 * First load (issue 29 point 9): how the server answers for the web build. A Vite build takes
 * half a minute and the API tests have none, so the test writes a small build of its own (an
 * index.html, a hashed chunk, its map, a manifest), precompresses it with the build's own step
 * (scripts/precompress-web.ts) and serves it with the real application (buildApp's webDir).
 */
const ENTRY = 'assets/index-Ab12Cd34.js';
const SMALL_CSS = 'assets/tiny-Zz98Yy76.css';
const entrySource = Array.from(
  { length: 200 },
  (_, i) => `export function screen${i}(){return document.title+"${i}";}`,
).join('\n');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<script type="module" crossorigin src="/${ENTRY}"></script>
<link rel="stylesheet" href="/${SMALL_CSS}"></head><body><div id="root"></div>
${'<!-- padding so that the page is worth compressing -->\n'.repeat(40)}</body></html>`;

let webDir: string;
let compressed: string[];
let app: TApp;
let built: TTestApp | undefined;

function write(rel: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(webDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(webDir, rel), content);
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  write('index.html', indexHtml);
  write(ENTRY, entrySource);
  write(
    `${ENTRY}.map`,
    JSON.stringify({ version: 3, sources: ['src/web/main.tsx'], mappings: 'A'.repeat(2000) }),
  );
  write(SMALL_CSS, 'body{margin:0}');
  write('.vite/manifest.json', JSON.stringify({ 'index.html': { file: ENTRY, padding: 'x'.repeat(2000) } }));
  compressed = await precompressWebBuild(webDir);

  built = await buildTestApp('static_assets', {}, { webDir });
  app = built.app;
});

afterAll(async () => {
  await built?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('web build served for the first load', () => {
  it('precompresses the hashed chunks and index.html at build, not maps, the manifest or tiny files', () => {
    expect(compressed).toEqual([ENTRY, 'index.html']);
    const raw = fs.readFileSync(path.join(webDir, ENTRY));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDir, `${ENTRY}.br`)))).toEqual(raw);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(webDir, `${ENTRY}.gz`)))).toEqual(raw);
    expect(fs.existsSync(path.join(webDir, `${ENTRY}.map.br`))).toBe(false);
    expect(fs.existsSync(path.join(webDir, `${SMALL_CSS}.gz`))).toBe(false);
  });

  it('answers Brotli to a browser that accepts it, gzip to one that accepts only gzip, with Vary', async () => {
    const br = await get(`/${ENTRY}`, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(entrySource);
    expect(br.rawPayload.length).toBeLessThan(entrySource.length / 5);

    const gz = await get(`/${ENTRY}`, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(entrySource);
  });

  it('answers the file as it is to a client that accepts neither, and for a file too small to compress', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get(`/${ENTRY}`, acceptEncoding);
      expect(res.statusCode, String(acceptEncoding)).toBe(200);
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(entrySource);
    }
    const css = await get(`/${SMALL_CSS}`, 'gzip, br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.payload).toBe('body{margin:0}');
  });

  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get(`/${ENTRY}`, acceptEncoding);
      expect(res.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html, for the root and every screen path, revalidated on every load', async () => {
    for (const url of ['/', '/index.html', '/cases/CS-000123', '/repairs/new?unit=42']) {
      for (const acceptEncoding of ['gzip, deflate, br', undefined]) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        const body =
          res.headers['content-encoding'] === 'br'
            ? zlib.brotliDecompressSync(res.rawPayload).toString()
            : res.payload;
        expect(body, url).toBe(indexHtml);
      }
    }
    expect((await get('/cases/CS-000123', 'br')).headers['content-encoding']).toBe('br');
  });

  it('brings the readable session hint in line with the session cookie on every page', async () => {
    const page = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/login', headers: cookie ? { cookie } : {} });
    const hintOf = (res: Awaited<ReturnType<typeof page>>) =>
      ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('portal_signed_in='));
    // A session made before the hint existed gets it; a browser without a session loses a stale one.
    expect(hintOf(await page('portal_sid=abc'))).toMatch(/^portal_signed_in=1;/);
    expect(hintOf(await page('portal_signed_in=1'))).toMatch(/^portal_signed_in=;.*Expires=Thu, 01 Jan 1970/i);
    expect(hintOf(await page('portal_sid=abc; portal_signed_in=1'))).toBeUndefined();
    expect(hintOf(await page())).toBeUndefined();
  });

  it('serves no source map and nothing under .vite, although both are in the build', async () => {
    for (const url of [`/${ENTRY}.map`, '/.vite/manifest.json', `/${ENTRY}.br`]) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain('mappings');
      expect(res.payload, url).not.toContain(ENTRY);
    }
  });
});
