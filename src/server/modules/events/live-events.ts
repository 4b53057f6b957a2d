import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import { EVERY_ACCOUNT } from '../../platform/events.ts';

/** The NOTIFY channel of portal_events: each insert notifies '<id>:<account_id>' (platform/events.ts). */
export const EVENTS_CHANNEL = 'portal_events';
/** Events older than this are pruned (telemetry's job), so a reconnection catches up at most this far back. */
const KEPT = '24 hours';
/** At most this many events are read at once (a reconnection after a long drop: the oldest first). */
const READ_MAX = 2_000;
/**
 * Each read looks this many ids behind the newest one sent: an event whose transaction committed
 * after a later-numbered one's (two ingests at once) is still found; ids sent already are skipped.
 */
const LOOK_BEHIND = 100;
/** Ids a stream remembers having sent (more than LOOK_BEHIND), so no event is sent twice. */
const SENT_MEMORY = 1_024;

/** The newest live event of any account (0 when none): where a browser's first stream starts after. */
export async function newestLiveEventId(ctx: TAppContext): Promise<number> {
  const [row] = await ctx.database.rows(sql`select coalesce(max(id), 0)::text as id from portal_events`);
  return Number(row?.id ?? 0);
}

/** One event as a stream sends it: its id, kind and payload as JSON text. */
export interface TLiveEvent {
  id: number;
  kind: string;
  data: string;
  /** Set: only this user's streams receive it. */
  userId: string | null;
}

/** One open stream of one browser tab, for one account. */
export interface TLiveStream {
  accountId: string;
  /** The signed-in user (the proxied customer in proxy mode): their own events and the account's. */
  userId: string;
  /** Events up to this id are not the stream's (sent before it opened, or before its Last-Event-ID). */
  startId: number;
  send(event: TLiveEvent): void;
}

interface TStreamState {
  lastId: number;
  sent: Set<number>;
}

const toEvent = (r: Record<string, unknown>): TLiveEvent => ({
  id: Number(r.id),
  kind: String(r.kind),
  data: String(r.data),
  userId: r.user_id == null ? null : String(r.user_id),
});

/**
 * The live events of one portal process (issue 32 point 5): ONE listening connection
 * (TDatabase.listen) shared by every open stream. A notification for account A makes one read of
 * A's events after the ones its streams were sent (reads of one account one at a time, so each
 * stream gets them in order), and only A's streams get them. When the listening connection is
 * lost and comes back, every account with open streams is read the same way, so nothing written
 * meanwhile is lost.
 */
export class LiveEvents {
  private readonly streams = new Map<string, Map<TLiveStream, TStreamState>>();
  /** Per account: the read under way, and whether another is due after it. */
  private readonly reads = new Map<string, { running: Promise<void>; again: boolean }>();
  private listening: { stop(): Promise<void> } | undefined;
  private wasDown = false;

  constructor(private readonly ctx: TAppContext) {}

  /** Starts listening (once). */
  start(): void {
    this.listening ??= this.ctx.database.listen(EVENTS_CHANNEL, {
      notify: (payload) => {
        const accountId = payload.slice(payload.indexOf(':') + 1);
        if (accountId === EVERY_ACCOUNT) for (const id of this.streams.keys()) this.read(id);
        else if (this.streams.has(accountId)) this.read(accountId);
      },
      up: () => {
        if (this.wasDown) for (const accountId of this.streams.keys()) this.read(accountId);
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

  /** The newest event id of the account or of every account (where a stream without Last-Event-ID starts). */
  async newestId(accountId: string): Promise<number> {
    const [row] = await this.ctx.database.rows(
      sql`select greatest(
            (select max(id) from portal_events where account_id = ${accountId}),
            (select max(id) from portal_events where account_id = ${EVERY_ACCOUNT}), 0)::text as id`,
    );
    return Number(row?.id ?? 0);
  }

  /**
   * Adds a stream and reads its account's events after its start (a reconnecting browser's
   * Last-Event-ID: what it missed within the kept 24 hours); resolves once that read is done.
   */
  async add(stream: TLiveStream): Promise<void> {
    let set = this.streams.get(stream.accountId);
    if (!set) this.streams.set(stream.accountId, (set = new Map()));
    set.set(stream, { lastId: stream.startId, sent: new Set() });
    await this.read(stream.accountId);
  }

  remove(stream: TLiveStream): void {
    const set = this.streams.get(stream.accountId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.accountId);
  }

  /** Reads the account's new events now, or right after the read under way. */
  private read(accountId: string): Promise<void> {
    const current = this.reads.get(accountId);
    if (current) {
      current.again = true;
      return current.running;
    }
    const entry = { running: Promise.resolve(), again: false };
    entry.running = (async () => {
      try {
        do {
          entry.again = false;
          await this.readOnce(accountId);
        } while (entry.again);
      } catch {
        // The next notification (or reconnection) reads again from the same place.
      } finally {
        this.reads.delete(accountId);
      }
    })();
    this.reads.set(accountId, entry);
    return entry.running;
  }

  private async readOnce(accountId: string): Promise<void> {
    const set = this.streams.get(accountId);
    if (!set?.size) return;
    const from = Math.max(0, Math.min(...[...set.values()].map((s) => s.lastId)) - LOOK_BEHIND);
    const rows = await this.ctx.database.rows(sql`
      select id::text as id, kind, payload::text as data, user_id::text as user_id from portal_events
       where account_id in (${accountId}, ${EVERY_ACCOUNT}) and id > ${from} and created_at > now() - ${KEPT}::interval
       order by portal_events.id limit ${READ_MAX}`);
    const events = rows.map(toEvent);
    for (const [stream, state] of set) {
      for (const event of events) {
        if (event.id <= stream.startId || state.sent.has(event.id)) continue;
        if (event.userId !== null && event.userId !== stream.userId) continue;
        state.sent.add(event.id);
        if (state.sent.size > SENT_MEMORY) state.sent.delete(state.sent.values().next().value!);
        state.lastId = Math.max(state.lastId, event.id);
        stream.send(event);
      }
    }
    // A full read leaves more behind: read on.
    if (events.length === READ_MAX) this.reads.get(accountId)!.again = true;
  }
}
