/**
 * Runs one statement of ours on node-postgres, rows as arrays, describing a prepared statement's
 * rows only once per connection.
 *
 * node-postgres's own Query asks PostgreSQL to describe the result of every execution, then parses
 * that description (each column's name, type and format) and looks up each column's type parser
 * again, before the first row. For the session lookup (38 columns, on every API request) and the
 * list statements, that was a large part of the portal's CPU per request. A named statement's
 * result columns cannot change while it exists on a connection (PostgreSQL refuses the execution
 * instead: "cached plan must not change result type"), so the description and the parsers are kept
 * per connection and statement name. An unnamed statement is parsed and described every time.
 *
 * This is a node-postgres "submittable" (the interface pg-cursor and pg-query-stream use): the
 * client queues it like a query and hands it the backend's messages; `callback` is set by the
 * client (from pg-pool's `query`), which releases the connection when it is called.
 */
import type pg from 'pg';

type TParser = (text: string) => unknown;

/** The parts of node-postgres's connection a submittable uses (pg/lib/connection.js). */
interface TPgConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork(): void; uncork(): void };
  parse(msg: { text: string; name?: string; types: number[] }): void;
  bind(msg: { statement?: string; values: (string | null)[] }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** Per connection and statement name: the type parser of each result column, from its description. */
const parsersOf = new WeakMap<object, Map<string, TParser[]>>();

/** A bound value as PostgreSQL's text (our statements bind text, numbers and booleans). */
function boundText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`cannot bind a value of type ${typeof value}`);
}

export class PgStatement {
  /** Set by the client (pg/lib/client.js `query`): called once, with the error or the rows. */
  callback?: (err: Error | null, rows?: unknown[][]) => void;
  private readonly rows: unknown[][] = [];
  private parsers: TParser[] | undefined;
  private byName: Map<string, TParser[]> | undefined;

  /** `name` and `text` are read by the client too (it records a named statement as parsed). */
  constructor(
    readonly text: string,
    readonly values: readonly unknown[],
    readonly name: string | undefined,
    private readonly types: { getTypeParser(oid: number, format: 'text'): TParser },
  ) {}

  /** Sends the statement; an Error returned is handed back to `handleError` by the client. */
  submit(connection: TPgConnection): Error | null {
    // Every value is turned into text before anything is written, so a value that cannot be bound
    // leaves the connection as it was.
    let values: (string | null)[];
    try {
      values = this.values.map(boundText);
    } catch (err) {
      return err as Error;
    }
    const name = this.name;
    if (name !== undefined) {
      let byName = parsersOf.get(connection);
      if (!byName) parsersOf.set(connection, (byName = new Map()));
      this.byName = byName;
      this.parsers = byName.get(name);
    }
    const previous =
      name === undefined
        ? undefined
        : (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]);
    if (previous !== undefined && previous !== this.text) {
      return new Error(`prepared statement ${name} was used for a different text`);
    }
    connection.stream.cork();
    try {
      if (previous === undefined) {
        connection.parse({ text: this.text, name, types: [] });
        if (name !== undefined) connection.submittedNamedStatements[name] = this.text;
      }
      connection.bind({ statement: name, values });
      if (!this.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(msg: { fields: { dataTypeID: number }[] }): void {
    this.parsers = msg.fields.map((f) => this.types.getTypeParser(f.dataTypeID, 'text'));
    if (this.name !== undefined) this.byName?.set(this.name, this.parsers);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    const { fields } = msg;
    const parsers = this.parsers!;
    const row = new Array<unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const text = fields[i];
      row[i] = text === null || text === undefined ? null : parsers[i]!(text);
    }
    this.rows.push(row);
  }

  handleError(err: Error): void {
    this.finish(err);
  }

  handleReadyForQuery(): void {
    this.finish(null);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
  handleCopyInResponse(connection: TPgConnection): void {
    connection.sendCopyFail('COPY is not run through PgStatement');
  }

  private finish(err: Error | null): void {
    const callback = this.callback;
    this.callback = undefined;
    if (err) callback?.(err);
    else callback?.(null, this.rows);
  }
}

/** Runs `statement` on a connection of the pool (released, or dropped on an error, by pg-pool). */
export function runPgStatement(
  pool: pg.Pool,
  statement: { text: string; params: readonly unknown[] },
  name: string | undefined,
  types: ConstructorParameters<typeof PgStatement>[3],
): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    const run = new PgStatement(statement.text, statement.params, name, types);
    // pg-pool's query takes a submittable and a callback (its typings know only the stream form).
    (pool.query as unknown as (q: PgStatement, cb: (err: Error | null, rows?: unknown[][]) => void) => void)(
      run,
      (err, rows) => (err ? reject(err) : resolve(rows!)),
    );
  });
}
