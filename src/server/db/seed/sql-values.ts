/**
 * Values of generated seed rows written in SQL (INSERT ... SELECT FROM generate_series): derived from
 * the row number `g` by integer hashing, never from a clock or Math.random.
 */

/** A SQL array literal of developer-written strings. */
export function arr(items: readonly string[]): string {
  return `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
}

/** Element `h % n` (1-based) of a SQL array; `h` is a non-negative integer SQL expression. */
export function pick(items: readonly string[], h: string): string {
  return `(${arr(items)})[1 + ((${h}) % ${items.length})]`;
}

/**
 * A time `delay` (an interval) after `start`, or `fraction` of the time since `start` when the
 * delay would reach now: generated history never lands on the seed's instant or after it.
 */
export function laterBeforeNow(start: string, delay: string, fraction: string): string {
  return `${start} + least(${delay}, (now() - ${start}) * ${fraction})`;
}

/**
 * A deterministic integer hash in [0, 2^31 - 1) of the row number `g` (pure SQL arithmetic): a
 * different multiplier per key, so the fields of one row are not correlated.
 */
export function hash(key: number): string {
  const p = 2_147_483_647n;
  const multiplier = (2_654_435_761n * BigInt(2 * key + 1) + 40_503n * BigInt(key)) % p;
  const offset = (1_013_904_223n * BigInt(key + 7)) % p;
  return `((g::bigint * ${multiplier} + ${offset}) % 2147483647)`;
}
