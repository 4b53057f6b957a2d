import type { TClient, TEnvelope } from '../api/client.ts';

/**
 * POSTs one file as a real multipart body (the browser's FormData) to `path` of `baseUrl`, as `c`
 * with its cookies and a fresh CSRF token; answers the status and the parsed envelope.
 */
export async function uploadFile<T = Record<string, unknown>>(
  c: TClient,
  baseUrl: string,
  path: string,
  name: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TEnvelope<T> }> {
  const probe = await c.get('/mapi/health');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: c.cookieHeader(),
      'csrf-token': probe.headers.get('x-csrf') ?? '',
      ...headers,
    },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as TEnvelope<T> };
}

/** `size` bytes of printable text (a valid .txt upload) that differ from every other call's. */
export function textBytes(size: number, seed: string): Buffer {
  const line = `${seed} ${'x'.repeat(60)}\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size), 'utf8');
}
