/**
 * Records every SQL statement this process sends: on PostgreSQL as the portal's database layer tells
 * its statement observers (every statement, ours and drizzle's, with its values and whether it went
 * prepared), on PGlite by wrapping its query/exec. Used to count the statements one API request
 * costs and to replay exactly those statements outside the portal.
 */
import { PGlite } from '@electric-sql/pglite';
import { statementObservers, type TSentStatement } from '../../src/server/platform/db.ts';

export interface TCapturedStatement {
  text: string;
  params: unknown[];
  /** sent as a named (prepared) statement */
  prepared: boolean;
}

interface TRecorder {
  /** Starts a new recording (dropping the previous one). */
  start(): void;
  /** Ends the recording and returns what was sent since start(). */
  stop(): TCapturedStatement[];
  /** Puts the original functions back. */
  uninstall(): void;
}

function asStatement(first: unknown, second: unknown): TCapturedStatement {
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [], prepared: false };
  // A query config carries its values, or takes them as the second argument (drizzle's prepared
  // statements do that on PGlite): losing them would replay `where id = null`, which costs the
  // database nothing.
  const cfg = (first ?? {}) as { text?: unknown; values?: unknown; name?: unknown };
  return {
    text: String(cfg.text ?? ''),
    params: Array.isArray(cfg.values) ? cfg.values : Array.isArray(second) ? second : [],
    prepared: typeof cfg.name === 'string' && cfg.name !== '',
  };
}

/** Installs the wrappers (call before the portal opens its database). */
export function installSqlRecorder(): TRecorder {
  let recording: TCapturedStatement[] | undefined;
  const observe = (s: TSentStatement) => recording?.push({ text: s.text, params: s.params, prepared: s.prepared });
  statementObservers.add(observe);
  const pgliteProto = PGlite.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    exec: (...args: unknown[]) => unknown;
  };
  const originals = { pgliteQuery: pgliteProto.query, pgliteExec: pgliteProto.exec };
  pgliteProto.query = function (this: unknown, ...args: unknown[]) {
    recording?.push(asStatement(args[0], args[1]));
    return originals.pgliteQuery.apply(this, args);
  };
  pgliteProto.exec = function (this: unknown, ...args: unknown[]) {
    recording?.push(asStatement(args[0], undefined));
    return originals.pgliteExec.apply(this, args);
  };
  return {
    start() {
      recording = [];
    },
    stop() {
      const out = recording ?? [];
      recording = undefined;
      return out;
    },
    uninstall() {
      statementObservers.delete(observe);
      pgliteProto.query = originals.pgliteQuery;
      pgliteProto.exec = originals.pgliteExec;
    },
  };
}

/** A SQL literal of a bound value (for replaying a statement in pgbench, which takes no parameters here). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement's text with each `$n` replaced by `replace(value of $n, n)`. */
function replaceParams(s: TCapturedStatement, replace: (value: unknown, n: string) => string): string {
  return s.text.replace(/\$(\d+)\b/g, (_m, n: string) => replace(s.params[Number(n) - 1], n));
}

/** The statement with its $n parameters replaced by literals. */
export function inlineParams(s: TCapturedStatement): string {
  return replaceParams(s, sqlLiteral);
}

/**
 * The statement for a pgbench script in prepared mode: each $n becomes the pgbench variable
 * `:s<index>p<n>` (sent as a parameter, as the portal sends it, so PostgreSQL plans it the same
 * way), and `variables` holds their values for `-D`. A NULL parameter is inlined (pgbench variables
 * cannot be NULL).
 */
export function asPgbenchVariables(s: TCapturedStatement, index: number): { text: string; variables: Record<string, string> } {
  const variables: Record<string, string> = {};
  const text = replaceParams(s, (value, n) => {
    if (value === null || value === undefined) return 'null';
    const name = `s${index}p${n}`;
    variables[name] = value instanceof Date ? value.toISOString() : String(value);
    return `:${name}`;
  });
  return { text, variables };
}
