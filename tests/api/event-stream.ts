import type { TClient } from './client.ts';

/** Reading the portal's server-sent events in API tests. */

export interface TSseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/**
 * An open live stream of the account (GET /mapi/events) on the client's portal, signed in as the
 * client: the events received so far, and a wait for the first that matches.
 */
export async function openEventStream(client: TClient, accountId: string, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${client.baseUrl}/mapi/events?account_id=${accountId}`, {
    headers: {
      accept: 'text/event-stream',
      cookie: client.cookieHeader(),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: TSseEvent[] = [];
  let text = '';
  let ended = false;
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const e: TSseEvent = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(': ');
            if (line.startsWith(':') || at < 0) continue;
            (e as Record<string, string>)[line.slice(0, at)] = line.slice(at + 2);
          }
          if (e.data !== undefined) events.push(e);
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    events,
    get ended() {
      return ended;
    },
    async waitFor(pred: (e: TSseEvent) => boolean, ms = 5_000): Promise<TSseEvent> {
      const until = Date.now() + ms;
      for (;;) {
        const found = events.find(pred);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
