/** A hung close must not keep the process alive longer than this. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Runs `close`, then exits (0, or 1 when it failed or hung for 10 s), once the process is told to
 * stop: SIGTERM, SIGINT, or the IPC channel to its parent closing (the parent went away).
 */
export function exitOnStop(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}
