import type http from 'node:http';
import type net from 'node:net';

/** How often a closing server closes the connections that carry no request. */
const SWEEP_MS = 100;

/**
 * Lets the server's close() return once the answers under way are sent. Node's close() closes
 * the keep-alive connections idle at that moment and stops timing out the others, so close()
 * waited for a connection busy then until its keep-alive timeout (72 s) after its answer, and for
 * one opened but never used (a browser's preconnect, a request aborted before it was sent) until
 * its client dropped it. Returns what to call before close(): from then on, every 100 ms, the
 * connections that carry no request are closed (a client sends its next request on a new one).
 */
export function drainConnections(server: http.Server): () => void {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () => {
    if (!server.listening) return;
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    }, SWEEP_MS);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  };
}
