/**
 * Child entry: a bare `node:http` server answering every request with exactly the status, headers
 * and body captured from the portal's GET /mapi/health (passed as JSON in BENCH_BARE_RESPONSE).
 * Date, Connection and Keep-Alive are added by Node just as they are for the portal; Content-Length
 * is set here because Fastify sets it too. It is the "same bytes, no framework" baseline.
 */
import http from 'node:http';

interface TBareResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  keepAliveTimeoutMs: number;
}

const spec = JSON.parse(process.env.BENCH_BARE_RESPONSE ?? 'null') as TBareResponse | null;
if (!spec) throw new Error('BENCH_BARE_RESPONSE is missing');
const body = Buffer.from(spec.body, 'utf8');
const headers: Record<string, string | string[] | number> = {
  ...spec.headers,
  'content-length': body.length,
};

const server = http.createServer((_req, res) => {
  res.writeHead(spec.status, headers);
  res.end(body);
});
server.keepAliveTimeout = spec.keepAliveTimeoutMs;
const port = Number(process.env.PORT ?? 0);
server.listen(port, '127.0.0.1', () => {
  const addr = server.address();
  process.send?.({ type: 'ready', port: typeof addr === 'object' && addr ? addr.port : port });
});

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.once('disconnect', shutdown);
