import { inject } from 'vitest';

export interface TEnvelope<T = unknown> {
  result: boolean;
  content: T;
  code: string;
}

export interface TResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: TEnvelope<T>;
}

/**
 * A tiny HTTP client that behaves like the browser's fetch helper: it keeps cookies, echoes the
 * last X-CSRF as csrf-token, and returns the parsed envelope.
 */
export function createClient(opts: { ip?: string; locale?: string; baseUrl?: string } = {}) {
  const baseUrl = opts.baseUrl ?? inject('baseUrl');
  const cookies = new Map<string, string>();
  let csrf = '';
  /** The session's cookies as a Cookie header (for a raw fetch: a file, a stream). */
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; raw?: string; csrf?: boolean; signal?: AbortSignal } = {},
  ): Promise<TResponse<T>> {
    if (method !== 'GET' && extra.csrf !== false && !csrf) await request('GET', '/mapi/health');
    const headers: Record<string, string> = {
      cookie: cookieHeader(),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
    };
    if (method !== 'GET' && extra.csrf !== false) headers['csrf-token'] = csrf;
    let payload: string | undefined;
    if (extra.raw !== undefined) payload = extra.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, extra.headers);
    const res = await fetch(baseUrl + path, { method, headers, body: payload, redirect: 'manual', signal: extra.signal });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const token = res.headers.get('x-csrf');
    if (token) csrf = token;
    const text = await res.text();
    let parsed: TEnvelope<T>;
    try {
      parsed = JSON.parse(text) as TEnvelope<T>;
    } catch {
      parsed = { result: false, content: text as T, code: 'NOT_JSON' };
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  return {
    baseUrl,
    cookies,
    cookieHeader,
    get: <T = unknown>(path: string, extra?: Parameters<typeof request>[3]) =>
      request<T>('GET', path, undefined, extra),
    post: <T = unknown>(path: string, body?: unknown, extra?: Parameters<typeof request>[3]) =>
      request<T>('POST', path, body ?? {}, extra),
    put: <T = unknown>(path: string, body?: unknown, extra?: Parameters<typeof request>[3]) =>
      request<T>('PUT', path, body ?? {}, extra),
    request,
    /** Signs in with the demo password (or the given one). */
    async login(login: string, password = inject('demoPassword')) {
      return request('POST', '/mapi/auth/local_login', {
        login,
        password: Buffer.from(password, 'utf8').toString('base64'),
      });
    },
  };
}

export type TClient = ReturnType<typeof createClient>;

/** Demo logins of the seed. */
export function demo() {
  const pd = inject('providerDomain');
  return {
    vendorAdmin: `admin@${pd}`,
    staff: `staff@${pd}`,
    nwAdmin: 'admin@northwind.example',
    nwUser: 'user@northwind.example',
    nwGuest: 'guest@northwind.example',
    contoso: 'user@contoso.example',
  };
}

export const NORTHWIND_ASTRO = 'NA-100001';
export const NORTHWIND_TRBO = 'NA-100002';
export const CONTOSO_LTE = 'NA-200001';
/** A little over 8,000 cases (the export limit); the staff login holds it as User. */
export const EXPORT_LIMIT_ACCOUNT = 'NA-400001';

/** Opens a Technical Support incident as `c` on the account (Northwind ASTRO unless told); its number. */
export async function openTestCase(
  c: TClient,
  title: string,
  description: string,
  accountId: string = NORTHWIND_ASTRO,
): Promise<string> {
  const created = await c.post<{ caseNumber: string }>('/mapi/cases', {
    account_id: accountId,
    category: 'tsu',
    caseType: 'Incident',
    title,
    description,
  });
  if (created.status !== 200) throw new Error(`case not opened: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.content.caseNumber;
}
