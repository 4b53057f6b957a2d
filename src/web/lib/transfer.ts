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
}

export interface TDownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * GET a file with the session's credentials and no-cache headers, streaming the body so long
 * exports can show progress; no 10 s timeout (a large export may take longer) but cancellable.
 * A failed answer becomes an ApiError with the JSON envelope's code (e.g. the 413 export limit).
 */
export async function downloadFile(
  path: string,
  query: TQuery = {},
  opts: TDownloadOptions = {},
): Promise<TDownloadedFile> {
  const url = transferUrl(path, query);
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: '*/*', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal: opts.signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw new ApiError('ServerValidation.0NoInternetConnection', { url });
  }
  if (!res.ok) throw await errorFromResponse(res, url, 'ServerValidation.500DownloadError');
  const blob = await readBodyWithProgress(res, opts.onProgress);
  return {
    blob,
    fileName: opts.fileName ?? fileNameFromContentDisposition(res.headers.get('Content-Disposition')),
  };
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
