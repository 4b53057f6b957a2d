import { useEffect, useRef } from 'react';
import { LIVE_EVENT_KINDS, type TLiveEventKind } from '../../shared/contracts/live-events.ts';

/**
 * The portal's live events in the browser (issue 32 point 5, issue 33 point 6): ONE server-sent
 * events stream (GET /mapi/events) per signed-in browser and account, however many tabs show that
 * account. The tabs elect a leader with a Web Lock; the leader holds the EventSource and passes
 * every event to the other tabs over a BroadcastChannel. When the leader tab closes, another tab
 * takes the lock and opens the stream from the last event it had (last_event_id), so nothing is
 * lost; a stream the server ended (a restart, an answer other than 200) is opened again after a
 * growing pause, from the same place. Where Web Locks or BroadcastChannel are missing, each tab
 * holds its own stream.
 */

/** What a handler is given: the event's payload (parsed JSON) and its id. */
export type TLiveHandler = (data: unknown, id: number) => void;

interface TWireEvent {
  id: number;
  kind: TLiveEventKind;
  data: string;
}

/** A stream no screen needs any more is closed after this (moving between two screens keeps it). */
const CLOSE_AFTER_MS = 3_000;
/** Pauses before opening a stream again after the server ended it: the first, and the longest. */
const REOPEN_FIRST_MS = 2_000;
const REOPEN_MAX_MS = 30_000;
/** Ids remembered as delivered (a stream taken over, or reopened, never delivers one twice). */
const SEEN_MEMORY = 512;

/** This tab's handlers per kind. */
const handlers = new Map<TLiveEventKind, Set<TLiveHandler>>();

class LiveConnection {
  users = 0;
  closing?: ReturnType<typeof setTimeout>;
  private lastId = 0;
  private readonly seen = new Set<number>();
  private source?: EventSource;
  private channel?: BroadcastChannel;
  private releaseLock?: () => void;
  private reopen?: ReturnType<typeof setTimeout>;
  private reopenMs = REOPEN_FIRST_MS;
  private closed = false;

  /** `after`: the event the stream starts after (the session status's newest when it was read). */
  constructor(
    readonly accountId: string,
    after: number,
  ) {
    this.lastId = after;
  }

  start(): void {
    const name = `portal-live:${this.accountId}`;
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(name);
      this.channel.onmessage = (m: MessageEvent<TWireEvent>) => {
        if (!this.source) this.deliver(m.data);
      };
    }
    if (this.channel && typeof navigator !== 'undefined' && navigator.locks) {
      void navigator.locks
        .request(name, () =>
          this.closed
            ? undefined
            : new Promise<void>((resolve) => {
                this.releaseLock = resolve;
                this.lead();
              }),
        )
        .catch(() => undefined);
    } else {
      this.lead();
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.closing);
    clearTimeout(this.reopen);
    this.source?.close();
    this.source = undefined;
    this.channel?.close();
    this.releaseLock?.();
  }

  private lead(): void {
    if (this.closed) return;
    const after = this.lastId > 0 ? `&last_event_id=${this.lastId}` : '';
    const source = new EventSource(`/mapi/events?account_id=${encodeURIComponent(this.accountId)}${after}`);
    this.source = source;
    // Every kind (EventSource has no "any"): the other tabs' screens may need what this one does not.
    for (const kind of LIVE_EVENT_KINDS) {
      source.addEventListener(kind, (e) => {
        const m = e as MessageEvent<string>;
        const event: TWireEvent = { id: Number(m.lastEventId), kind, data: m.data };
        this.deliver(event);
        this.channel?.postMessage(event);
      });
    }
    source.onopen = () => {
      this.reopenMs = REOPEN_FIRST_MS;
    };
    source.onerror = () => {
      // CONNECTING: the browser reconnects by itself (sending Last-Event-ID). CLOSED: it gave up.
      if (source.readyState !== EventSource.CLOSED || this.closed) return;
      this.source = undefined;
      this.reopen = setTimeout(() => this.lead(), this.reopenMs);
      this.reopenMs = Math.min(this.reopenMs * 2, REOPEN_MAX_MS);
    };
  }

  private deliver(event: TWireEvent): void {
    if (!Number.isFinite(event.id) || this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_MEMORY) this.seen.delete(this.seen.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return; // An event this page cannot read changes nothing.
    }
    for (const handler of handlers.get(event.kind) ?? []) handler(data, event.id);
  }
}

let connection: LiveConnection | undefined;

/** Where a new stream starts after: set by the shell from the session status. */
let startAfter = 0;

function acquire(accountId: string): LiveConnection | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  if (connection && connection.accountId !== accountId) {
    connection.close();
    connection = undefined;
  }
  if (!connection) {
    connection = new LiveConnection(accountId, startAfter);
    connection.start();
  }
  clearTimeout(connection.closing);
  connection.users++;
  return connection;
}

function release(c: LiveConnection): void {
  c.users--;
  if (c.users > 0) return;
  c.closing = setTimeout(() => {
    c.close();
    if (connection === c) connection = undefined;
  }, CLOSE_AFTER_MS);
}

/**
 * Keeps the account's live stream open while mounted (the shell holds it for the whole session).
 * `after` is the newest event when the session status was read, before any screen asked for its
 * data: the stream replays what came after it, so a change made while the page was loading is not
 * missed (events are applied in order, so replaying one the data already shows is harmless).
 */
export function useLiveStream(accountId: string, after: number): void {
  startAfter = Math.max(startAfter, after);
  useEffect(() => {
    const c = acquire(accountId);
    return () => {
      if (c) release(c);
    };
  }, [accountId]);
}

/**
 * Calls `handler` with each live event of `kind` for the account (the latest handler given: it
 * need not be stable), keeping the stream open while mounted.
 */
export function useLiveEvent(accountId: string, kind: TLiveEventKind, handler: TLiveHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const own: TLiveHandler = (data, id) => latest.current(data, id);
    let set = handlers.get(kind);
    if (!set) handlers.set(kind, (set = new Set()));
    set.add(own);
    const c = acquire(accountId);
    return () => {
      set.delete(own);
      if (c) release(c);
    };
  }, [accountId, kind]);
}
