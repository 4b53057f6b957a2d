import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { translate } from './i18n.ts';

/**
 * Requests that Node's HTTP parser rejects before Fastify sees them (headers or request line too
 * large, malformed HTTP) still get the JSON envelope, in English since nothing could be parsed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLong = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLong ? 431 : 400;
  const code = tooLong ? 'ServerValidation.431RequestTooLong' : 'ServerValidation.400BadRequest';
  const body = JSON.stringify({ result: false, content: { message: translate(DEFAULT_LOCALE, code) }, code });
  socket.end(
    `HTTP/1.1 ${status} ${tooLong ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
