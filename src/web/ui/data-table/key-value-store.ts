/** The part of Web Storage the table's memories need; tests pass a Map-backed stand-in. */
export interface TKeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads JSON from the store; a missing, unreadable or blocked entry gives undefined. */
export function readJson(store: TKeyValueStore, key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Writes JSON; a full or blocked storage (private mode, quota) only loses the memory. */
export function writeJson(store: TKeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Remembering is a convenience: the screen keeps working without it.
  }
}

/** A store kept in memory only: the fallback where Web Storage is blocked, and for tests. */
export function memoryStore(): TKeyValueStore {
  const mem = new Map<string, string>();
  return {
    getItem: (k) => mem.get(k) ?? null,
    setItem: (k, v) => void mem.set(k, v),
    removeItem: (k) => void mem.delete(k),
  };
}

/** The browser's localStorage, or a throwaway memory where it is unavailable. */
export function browserStore(): TKeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage itself can throw when storage is disabled.
  }
  return memoryStore();
}
