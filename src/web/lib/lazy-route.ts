/** Chunk loading gives up after 120 s (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a route module import for react-router's `lazy`: a chunk that fails or takes longer than
 * 120 s becomes a ChunkLoadError, which the route error page shows with a retry.
 */
export function lazyRoute<T extends { Component: React.ComponentType }>(load: () => Promise<T>) {
  return async (): Promise<{ Component: React.ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.Component };
    } catch (e) {
      throw e instanceof ChunkLoadError ? e : new ChunkLoadError(e);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A route module's loader for react-router's `lazy` (what `lazyRoute` returns). */
export type TLazyPage = ReturnType<typeof lazyRoute>;
