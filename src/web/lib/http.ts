import type { TErrorContent } from '../../shared/errors.ts';

/** Request timeout of spec section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** A failed API call: `code` is a catalogue id the UI translates; never switch on message text. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly url: string;
  readonly content: TErrorContent | undefined;
  readonly json: unknown;

  constructor(code: string, opts: { status?: number; url: string; content?: TErrorContent; json?: unknown }) {
    super(opts.content?.message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = opts.status ?? 0;
    this.url = opts.url;
    this.content = opts.content;
    this.json = opts.json;
  }
}

/** Listeners of one kind of news: `subscribe` returns the unsubscribe, `emit` tells them all. */
function listeners<T = void>() {
  const set = new Set<(value: T) => void>();
  return {
    subscribe(listener: (value: T) => void): () => void {
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(value: T): void {
      set.forEach((l) => l(value));
    },
  };
}

const unauthorized = listeners<string>();
const sessionActivity = listeners<number>();
const signedOutInOtherTab = listeners();
const signedInInOtherTab = listeners<string>();
const loadingChange = listeners<number>();

/** The session layer subscribes here: a 401 from any call (but login) means the session ended; its code says why. */
export const onUnauthorized = unauthorized.subscribe;

/** Every answer carries the new idle-expiry time; the countdown listens here. */
export const onSessionActivity = sessionActivity.subscribe;

/**
 * The tabs of one browser share the session cookie, so what happens to the session in one tab
 * happens in all: each new idle expiry is passed to the other tabs (whose countdowns would
 * otherwise show "Session expired" at their own zero while the session is still alive on the
 * server), and so are a sign-out and the user the session now acts as (a sign-in, the start or
 * end of a proxy session).
 */
type TTabMessage = { expiresAt: number } | { signedOut: true } | { signedInAs: string };
const tabChannel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('portal-session');
/** The expiry this tab last passed on: most answers repeat it (the server moves it every 30 s at most). */
let sharedExpiresAt: number | undefined;

tabChannel?.addEventListener('message', (e: MessageEvent<unknown>) => {
  const message = e.data as Partial<Record<string, unknown>> | null;
  if (message?.signedOut === true) signedOutInOtherTab.emit();
  const signedInAs = message?.signedInAs;
  if (typeof signedInAs === 'string') signedInInOtherTab.emit(signedInAs);
  const expiresAt = message?.expiresAt;
  if (typeof expiresAt === 'number' && Number.isFinite(expiresAt)) {
    sharedExpiresAt = expiresAt;
    sessionActivity.emit(expiresAt);
  }
});

function tellOtherTabs(message: TTabMessage): void {
  tabChannel?.postMessage(message);
}

function reportSessionActivity(expiresAt: number): void {
  sessionActivity.emit(expiresAt);
  if (expiresAt === sharedExpiresAt) return;
  sharedExpiresAt = expiresAt;
  tellOtherTabs({ expiresAt });
}

/** Called by the tab that signs out; the other tabs' listeners (onSignOutInOtherTab) run. */
export function announceSignOut(): void {
  tellOtherTabs({ signedOut: true });
}

/** Called by a tab with a new status of its session: the user the session acts as (signed in, proxying). */
export function announceSignedInAs(userId: string): void {
  tellOtherTabs({ signedInAs: userId });
}

/** The session layer subscribes here: another tab's session now acts as this user (id given). */
export const onSignInInOtherTab = signedInInOtherTab.subscribe;

/** The session layer subscribes here: another tab of this browser signed out. */
export const onSignOutInOtherTab = signedOutInOtherTab.subscribe;

let csrfToken = '';

// Watched requests in flight, for the global loading indicator (spec section 4).
let inFlight = 0;

function changeInFlight(by: 1 | -1): void {
  inFlight = Math.max(0, inFlight + by);
  loadingChange.emit(inFlight);
}

/**
 * The loading indicator subscribes here: the count of watched requests in flight (silent ones are
 * not counted). A request leaves the count however it ends: answer, error, timeout or cancel.
 */
export const onLoadingChange = loadingChange.subscribe;

/** The number of watched requests in flight right now. */
export function loadingCount(): number {
  return inFlight;
}

/** The CSRF token of the last answer, for the transfer helpers that need fetch/XHR directly. */
export function currentCsrfToken(): string {
  return csrfToken;
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  body?: unknown;
  /** A 401 from this call does not expire the session (the login call itself). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Not shown by the global loading indicator (background refreshes, silent updates). */
  silent?: boolean;
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join('_,_') : String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function rawFetch(url: string, opts: TRequestOptions): Promise<Response> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (method !== 'GET' && !csrfToken) await rawFetch('/mapi/health', {});
  if (method !== 'GET') headers['csrf-token'] = csrfToken;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
    const token = res.headers.get('X-CSRF');
    if (token) csrfToken = token;
    const expires = Number(res.headers.get('X-Session-Expires') ?? NaN);
    if (Number.isFinite(expires)) reportSessionActivity(expires);
    return res;
  } catch (e) {
    if (timeout.signal.aborted && !opts.signal?.aborted) {
      throw new ApiError('Common.errorServerNoResponding', { url });
    }
    if (opts.signal?.aborted) throw e;
    // fetch rejects with TypeError('Failed to fetch') when the network is gone.
    throw new ApiError('ServerValidation.0NoInternetConnection', { url });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one fetch helper (spec sections 7 and 8): sends credentials and no-cache headers, echoes
 * the CSRF token, times out after 10 s, and returns `content` of a `{result, content, code}` answer
 * or throws an ApiError with the answer's code. Unless `silent`, the request shows the global
 * loading indicator while it is in flight.
 */
export async function apiRequest<T>(path: string, opts: TRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, opts.query);
  if (!opts.silent) changeInFlight(1);
  try {
    return await requestContent<T>(url, opts);
  } finally {
    if (!opts.silent) changeInFlight(-1);
  }
}

async function requestContent<T>(url: string, opts: TRequestOptions): Promise<T> {
  const res = await rawFetch(url, opts);
  let json: { result?: boolean; content?: unknown; code?: string } | undefined;
  try {
    json = (await res.json()) as typeof json;
  } catch {
    json = undefined;
  }
  if (res.status === 401 && !opts.ignoreUnauthorized) unauthorized.emit(json?.code ?? '');
  if (!res.ok || !json || json.result !== true) {
    const code =
      json?.code ?? (res.status >= 500 ? 'ServerValidation.500Unexpected' : 'Common.unexpectedErrorTryAgain');
    throw new ApiError(code, {
      status: res.status,
      url,
      content: json?.content as TErrorContent | undefined,
      json,
    });
  }
  return json.content as T;
}

export const api = {
  get: <T>(
    path: string,
    query?: TRequestOptions['query'],
    opts: Omit<TRequestOptions, 'query' | 'method'> = {},
  ) => apiRequest<T>(path, { ...opts, query, method: 'GET' }),
  post: <T>(path: string, body: unknown = {}, opts: Omit<TRequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...opts, body, method: 'POST' }),
  put: <T>(path: string, body: unknown = {}, opts: Omit<TRequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...opts, body, method: 'PUT' }),
  delete: <T>(path: string, body?: unknown, opts: Omit<TRequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...opts, body, method: 'DELETE' }),
};
