import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from './db.ts';

/** A drizzle transaction (or the database itself) that events are written in. */
export type TEventTx = Pick<TDb, 'execute'>;

/** The NOTIFY channel of portal events: each notification says `<event id>:<account id>`. */
export const PORTAL_EVENTS_CHANNEL = 'portal_events';

/** The rows of a drizzle `execute`, whichever the driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function executeRows(tx: TEventTx, statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await tx.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
}

/**
 * The SQL that writes the events `rows` selects (columns account_id, kind, payload jsonb) into
 * portal_events and announces each on PORTAL_EVENTS_CHANNEL, answering their count as `published`.
 * `with` holds common table expressions `rows` may read (the caller's data-modifying ones
 * included), written as `name as (...)` joined by commas.
 */
export function publishEventsSql(rows: SQL, withClauses?: SQL): SQL {
  return sql`with ${withClauses ? sql`${withClauses}, ` : sql``}portal_event_rows as (${rows}),
    portal_event_inserted as (
      insert into portal_events (account_id, kind, payload)
      select account_id, kind, payload from portal_event_rows
      returning id, account_id
    )
    select count(pg_notify(${PORTAL_EVENTS_CHANNEL}, id::text || ':' || account_id))::int as published
    from portal_event_inserted`;
}

/**
 * The account of an event for every account (the top banner changed, the alerts changed): every
 * stream of every account receives it, so its payload never holds one account's data.
 */
export const EVERY_ACCOUNT = '*';

/**
 * Writes one event of an account (or of EVERY_ACCOUNT) and announces it at commit
 * (`pg_notify('portal_events', '<id>:<account id>')`), in the caller's transaction: listeners read
 * the row by its id once the transaction commits, and never hear of one that rolled back. With
 * `userId`, only that user's streams of the account receive it (a notification). Answers its id.
 */
export async function publishEvent(
  tx: TEventTx,
  accountId: string,
  kind: string,
  payload: Record<string, unknown>,
  options: { userId?: string } = {},
): Promise<number> {
  const [row] = await executeRows(
    tx,
    sql`with ev as (
          insert into portal_events (account_id, user_id, kind, payload)
          values (${accountId}, ${options.userId ?? null}::uuid, ${kind}, ${JSON.stringify(payload)}::jsonb)
          returning id, account_id
        )
        select id::text as id, pg_notify(${PORTAL_EVENTS_CHANNEL}, id::text || ':' || account_id) from ev`,
  );
  return Number(row!.id);
}
