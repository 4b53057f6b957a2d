/** Bytes moved so far and the expected total, when the server announced one. */
export interface TTransferProgress {
  loaded: number;
  total: number | undefined;
}

/**
 * The expected size of a download: Content-Length when the body is sent as is. A compressed body
 * (Content-Encoding) reads more bytes than the header says, so its size is unknown.
 */
export function expectedBytes(headers: Headers): number | undefined {
  const encoding = headers.get('Content-Encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return undefined;
  const raw = headers.get('Content-Length');
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** 0-100 when the total is known and consistent, else undefined (show an indeterminate bar). */
export function progressPercent(p: TTransferProgress): number | undefined {
  if (!p.total || p.loaded > p.total) return undefined;
  return Math.min(100, Math.round((p.loaded / p.total) * 100));
}

/**
 * Reads a response body chunk by chunk, reporting progress after each chunk, and returns it as a
 * Blob of the response's content type. Aborting the request's signal rejects the read.
 */
export async function readBodyWithProgress(
  res: Response,
  onProgress?: (p: TTransferProgress) => void,
): Promise<Blob> {
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = expectedBytes(res.headers);
  if (!res.body) return new Blob([await res.arrayBuffer()], { type });
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return new Blob(chunks, { type });
}
