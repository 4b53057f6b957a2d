import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../support/raw-connection.ts';
import { startTestPortal, type TTestPortal } from '../support/test-portal.ts';

/**
 * A closing portal (a deploy's SIGTERM, a test's close()) returns once the answers under way are
 * sent. Node's own close() waited for a keep-alive connection busy at that moment until its idle
 * timeout (72 s) after its answer, and for a connection opened but never used (a browser's
 * preconnect, a request aborted before it was sent: the telemetry simulator's, at a stop) until
 * its client dropped it; meanwhile the jobs kept running and the database stayed open.
 */
let portal: TTestPortal | undefined;
afterAll(async () => {
  await portal?.stop();
});

const settled = (p: Promise<unknown>, ms: number): Promise<'done' | 'waiting'> =>
  Promise.race([
    p.then(() => 'done' as const),
    new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms).unref()),
  ]);

describe('closing the portal', () => {
  it('answers the request under way, then closes its keep-alive connection and an unused one, and returns', async () => {
    portal = await startTestPortal('server-close');
    const port = Number(new URL(portal.url).port);
    const unused = await connect(port);
    const busy = await connect(port);
    // A request whose headers have arrived (it is routed) and whose body has not.
    const routed = new Promise((r) => portal!.app.server.once('request', r));
    busy.socket.write(
      'POST /mapi/auth/local_login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nConnection: keep-alive\r\n\r\n{',
    );
    await routed;

    const closing = portal.close();
    busy.socket.write('}');
    // The request under way is answered (not cut), over a connection kept alive...
    expect(await settled(busy.ended, 20_000)).toBe('done');
    expect(busy.received()).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(busy.received()).toMatch(/\r\nconnection: keep-alive\r\n/i);
    // ... which the portal then closes, as the unused one, and close() returns well before the
    // keep-alive timeout (72 s) would have ended them.
    expect(await settled(unused.ended, 20_000)).toBe('done');
    expect(unused.received()).toBe('');
    expect(await settled(closing, 20_000)).toBe('done');
  });
});
