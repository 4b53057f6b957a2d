/**
 * Sends a stored software file or release notes PDF with HTTP Range support (byte-range.ts): the
 * strong ETag is the file's SHA-256, so a resumed download (If-Range) never mixes two versions.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { TFileStorage } from '../../platform/files.ts';
import { requestLocale, translate } from '../../platform/i18n.ts';
import { softwareTextMessages } from '../../../shared/i18n/software-messages.ts';
import { rangeAnswer } from './byte-range.ts';

export interface TStoredFile {
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  contentType: string;
}

/**
 * Starts the answer (200, 206 or 416; the handler returns `reply`); says whether it holds the
 * file's first byte.
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: TFileStorage,
  file: TStoredFile,
): Promise<{ firstByte: boolean }> {
  const size = await storage.size(file.storageKey);
  if (size === undefined) throw new AppError('ServerValidation.500DownloadError', { detail: `missing ${file.storageKey}` });
  const etag = `"${file.sha256}"`;
  const ifRangeHeader = req.headers['if-range'];
  const ifRange = Array.isArray(ifRangeHeader) ? ifRangeHeader[0] : ifRangeHeader;
  const answer = rangeAnswer(req.headers.range, size, { header: ifRange, etag });
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Content-Disposition', contentDisposition(file.fileName));
  if (answer.kind === 'unsatisfiable') {
    const locale = requestLocale(req);
    reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .removeHeader('Content-Disposition')
      .type('application/json; charset=utf-8')
      .send({
        result: false,
        code: softwareTextMessages.rangeNotSatisfiable.id,
        content: { message: translate(locale, softwareTextMessages.rangeNotSatisfiable.id, { size }) },
      });
    return { firstByte: false };
  }
  reply.type(file.contentType);
  if (answer.kind === 'full') {
    reply.header('Content-Length', size).send(storage.read(file.storageKey));
    return { firstByte: true };
  }
  const { start, end } = answer.range;
  reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(storage.read(file.storageKey, answer.range));
  return { firstByte: start === 0 };
}
