import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';

/** The NOTIFY channel of portal_events: each insert notifies '<id>:<account_id>' (platform/events.ts). */
export const EVENTS_CHANNEL = 'portal_events';
/** Events older than this are pruned (telemetry's job), so a reconnection catches up at most this far back. */
const KEPT = '24 hours';
/** At most this many missed events are sent on a reconnection (the oldest first). */
const CATCH_UP_MAX = 2_000;
/** Ids a stream remembers having sent, so an event read twice (a catch-up beside a notification) is sent once. */
const SENT_MEMORY = 4_096;

/** One event as a stream sends it: its id, kind and payload as JSON text. */
export interface TLiveEvent {
  id: number;
  kind: string;
  data: string;
}

/** One open stream of one browser tab, for one account. */
export interface TLiveStream {
  accountId: string;
  /** The highest id sent so far (or the browser's Last-Event-ID). */
  lastId: number;
  send(event: TLiveEvent): void;
}

const toEvent = (r: Record<string, unknown>): TLiveEvent => ({ id: Number(r.id), kind: String(r.kind), data: String(r.data) });

/**
 * The live events of one portal process (issue 32 point 5): ONE listening connection
 * (TDatabase.listen) shared by every open stream; a notification of account A reads that event
 * once and hands it to A's streams only. When the listening connection is lost and comes back,
 * every stream is sent what was written meanwhile (from its last id), so nothing is lost.
 */
export class LiveEvents {
  private readonly streams = new Map<string, Set<TLiveStream>>();
  private readonly sent = new WeakMap<TLiveStream, Set<number>>();
  private listening: { stop(): Promise<void> } | undefined;
  private wasDown = false;

  constructor(private readonly ctx: TAppContext) {}

  /** Starts listening (once). */
  start(): void {
    this.listening ??= this.ctx.database.listen(EVENTS_CHANNEL, {
      notify: (payload) => void this.notified(payload).catch(() => undefined),
      up: () => {
        if (this.wasDown) void this.catchUpAll().catch(() => undefined);
        this.wasDown = false;
      },
      down: () => {
        this.wasDown = true;
      },
    });
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
    this.listening = undefined;
  }

  /** Open streams (for tests and health). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /**
   * Adds a stream, then sends it what it missed after its `lastId` (a reconnecting browser's
   * Last-Event-ID; none for a new one). Registered first, so an event written during the catch-up
   * is sent by its notification or by the catch-up, once either way.
   */
  async add(stream: TLiveStream, catchUp: boolean): Promise<void> {
    let set = this.streams.get(stream.accountId);
    if (!set) this.streams.set(stream.accountId, (set = new Set()));
    set.add(stream);
    this.sent.set(stream, new Set());
    if (catchUp) for (const event of await this.since(stream.accountId, stream.lastId)) this.deliver(stream, event);
  }

  remove(stream: TLiveStream): void {
    const set = this.streams.get(stream.accountId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.accountId);
  }

  /** The newest event id of the account (where a new stream starts). */
  async newestId(accountId: string): Promise<number> {
    const [row] = await this.ctx.database.rows(
      sql`select coalesce(max(id), 0)::text as id from portal_events where account_id = ${accountId}`,
    );
    return Number(row?.id ?? 0);
  }

  /** The account's events after `afterId`, within the kept 24 hours, oldest first. */
  private async since(accountId: string, afterId: number): Promise<TLiveEvent[]> {
    const rows = await this.ctx.database.rows(sql`
      select id::text as id, kind, payload::text as data from portal_events
       where account_id = ${accountId} and id > ${afterId} and created_at > now() - ${KEPT}::interval
       order by id limit ${CATCH_UP_MAX}`);
    return rows.map(toEvent);
  }

  private deliver(stream: TLiveStream, event: TLiveEvent): void {
    const sent = this.sent.get(stream);
    if (!sent || sent.has(event.id)) return;
    sent.add(event.id);
    if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
    stream.lastId = Math.max(stream.lastId, event.id);
    stream.send(event);
  }

  /** One notification '<id>:<account_id>': read the event once if any stream of the account is open. */
  private async notified(payload: string): Promise<void> {
    const at = payload.indexOf(':');
    const id = Number(payload.slice(0, at));
    const accountId = payload.slice(at + 1);
    if (at < 1 || !Number.isSafeInteger(id) || !this.streams.has(accountId)) return;
    const rows = await this.ctx.database.rows(sql`
      select id::text as id, kind, payload::text as data from portal_events where id = ${id} and account_id = ${accountId}`);
    const event = rows[0] && toEvent(rows[0]);
    if (!event) return;
    for (const stream of this.streams.get(accountId) ?? []) this.deliver(stream, event);
  }

  /** After the listening connection came back: each stream gets what was written since its last id. */
  private async catchUpAll(): Promise<void> {
    for (const [accountId, set] of this.streams) {
      const from = Math.min(...[...set].map((s) => s.lastId));
      const events = await this.since(accountId, from);
      for (const stream of set) for (const e of events) this.deliver(stream, e);
    }
  }
}
