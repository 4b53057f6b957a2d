/**
 * The bounded wait for a pooled PostgreSQL connection (issue 34, point 4): at most `slots` statements
 * or transactions of this process are with the driver at once (the pool's size); the next ones wait
 * in order, each at most `acquireTimeoutMs`, and at most `queueMax` of them; one more is refused at
 * once. Refusals and timeouts throw DatabaseBusyError, which the error handler answers as a 503 with
 * Retry-After (database-unavailable.ts), instead of a request queueing without bound.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'PORTAL_DB_BUSY';
  constructor(detail: string) {
    super(`database busy: ${detail}`);
    this.name = 'DatabaseBusyError';
  }
}

export interface TDbGate {
  /** Waits for a slot (bounded), runs `work`, and frees the slot once it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Waits for a slot (bounded); the answer frees it (call it once). */
  acquire(): Promise<() => void>;
  /** Slots in use and statements waiting (tests, health). */
  load(): { busy: number; waiting: number };
}

export function dbGate(opts: { slots: number; acquireTimeoutMs: number; queueMax: number }): TDbGate {
  let busy = 0;
  const waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  const release = (): void => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant(); // the slot passes straight to the next in line
    } else busy--;
  };
  const once = (): (() => void) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  const acquire = (): Promise<() => void> => {
    if (busy < opts.slots) {
      busy++;
      return Promise.resolve(once());
    }
    if (waiting.length >= opts.queueMax)
      return Promise.reject(
        new DatabaseBusyError(`${waiting.length} statements already wait for a connection`),
      );
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => resolve(once()),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new DatabaseBusyError(`no connection free within ${opts.acquireTimeoutMs} ms`));
        }, opts.acquireTimeoutMs),
      };
      waiting.push(entry);
    });
  };
  return {
    acquire,
    run: async (work) => {
      const done = await acquire();
      try {
        return await work();
      } finally {
        done();
      }
    },
    load: () => ({ busy, waiting: waiting.length }),
  };
}
