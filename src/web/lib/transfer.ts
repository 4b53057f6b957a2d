import type { TErrorContent } from '../../shared/errors.ts';
import { fileNameFromContentDisposition } from './content-disposition.ts';
import { ApiError, api, currentCsrfToken, type TRequestOptions } from './http.ts';
import { readBodyWithProgress, type TTransferProgress } from './transfer-progress.ts';

export type { TTransferProgress } from './transfer-progress.ts';

type TQuery = NonNullable<TRequestOptions['query']>;

/** Path plus query as the fetch helper builds it: list values joined by `_,_` (spec section 7). */
export function transferUrl(path: string, query: TQuery = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join('_,_') : String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function errorFromResponse(res: Response, url: string, fallback: string): Promise<ApiError> {
  let json: { code?: string; content?: TErrorContent } | undefined;
  try {
    json = (await res.json()) as typeof json;
  } catch {
    json = undefined;
  }
  return new ApiError(json?.code ?? fallback, { status: res.status, url, content: json?.content, json });
}

export interface TDownloadOptions {
  onProgress?: (p: TTransferProgress) => void;
  signal?: AbortSignal;
  /** A name chosen by the caller wins over Content-Disposition (spec section 7). */
  fileName?: string;
  /** The request's method (spec section 7: GET unless said). */
  method?: NonNullable<TRequestOptions['method']>;
  /** Sent as JSON by any method but GET (whose values go in the query), with the CSRF token. */
  body?: unknown;
  /**
   * Gives up after this long with 'Server is not responding' (the fetch helper's timeout error),
   * answer and body together. None unless given: a large export may take minutes.
   */
  timeoutMs?: number;
}

export interface TDownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * A file with the session's credentials and no-cache headers (spec sections 3 and 7): GET with
 * its values in the query (lists joined by `_,_`), another method with a JSON body and the CSRF
 * token as the fetch helper sends them. The body is streamed so long exports can show progress,
 * and the request is cancellable; it times out only when asked (`timeoutMs`). A failed answer
 * becomes an ApiError with the JSON envelope's code (e.g. the 413 export limit).
 */
export async function downloadFile(
  path: string,
  query: TQuery = {},
  opts: TDownloadOptions = {},
): Promise<TDownloadedFile> {
  const url = transferUrl(path, query);
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { Accept: '*/*', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  let body: string | undefined;
  if (method !== 'GET') {
    if (!currentCsrfToken()) await api.get('/mapi/health');
    headers['csrf-token'] = currentCsrfToken();
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
  }
  const timeout = new AbortController();
  const timer = opts.timeoutMs === undefined ? undefined : setTimeout(() => timeout.abort(), opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  /** The error to throw when the transfer stopped: the timeout's own, else what stopped it. */
  const stopped = (e: unknown, otherwise: () => unknown): unknown =>
    timeout.signal.aborted && !opts.signal?.aborted
      ? new ApiError('Common.errorServerNoResponding', { url })
      : opts.signal?.aborted
        ? e
        : otherwise();
  try {
    let res: Response;
    try {
      res = await fetch(url, { method, credentials: 'include', cache: 'no-store', headers, body, signal });
    } catch (e) {
      throw stopped(e, () => new ApiError('ServerValidation.0NoInternetConnection', { url }));
    }
    if (!res.ok) throw await errorFromResponse(res, url, 'ServerValidation.500DownloadError');
    let blob: Blob;
    try {
      blob = await readBodyWithProgress(res, opts.onProgress);
    } catch (e) {
      throw stopped(e, () => e);
    }
    return {
      blob,
      fileName: opts.fileName ?? fileNameFromContentDisposition(res.headers.get('Content-Disposition')),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a downloaded file to the browser's download manager under its name. */
export function saveFile(file: TDownloadedFile, fallbackName: string): void {
  const href = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.fileName ?? fallbackName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface TUploadOptions {
  onProgress?: (p: TTransferProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST a multipart form with upload progress (fetch cannot report it, so XMLHttpRequest), sending
 * credentials and the CSRF token like the fetch helper; resolves with the envelope's content.
 */
export async function uploadFile<T>(path: string, form: FormData, opts: TUploadOptions = {}): Promise<T> {
  if (!currentCsrfToken()) await api.get('/mapi/health');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.setRequestHeader('csrf-token', currentCsrfToken());
    xhr.upload.onprogress = (e) =>
      opts.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onerror = () => reject(new ApiError('ServerValidation.0NoInternetConnection', { url: path }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      let json: { result?: boolean; code?: string; content?: unknown } | undefined;
      try {
        json = JSON.parse(xhr.responseText) as typeof json;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.result === true) resolve(json.content as T);
      else
        reject(
          new ApiError(json?.code ?? 'ServerValidation.500UploadError', {
            status: xhr.status,
            url: path,
            content: json?.content as TErrorContent | undefined,
            json,
          }),
        );
    };
    if (opts.signal) {
      if (opts.signal.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
