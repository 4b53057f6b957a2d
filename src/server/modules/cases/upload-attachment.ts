import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { isStorageFull, newStorageKey, type TFileStorage } from '../../platform/files.ts';
import type { TCaseAttachment } from '../../../shared/contracts/cases.ts';
import type { TAttachment } from '../../../shared/contracts/notes.ts';
import {
  contentMatchesExtension,
  fileExtension,
  hasHiddenFormatCharacters,
  isAllowedExtension,
  isValidFileName,
} from '../../../shared/domain/uploads.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { findCase } from './find-case.ts';
import { attachmentOf, authorOf, insertAttachment, type TNoteParent } from './notes-and-files.ts';

const CONTENT_TYPES: Record<string, string> = {
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  xls: 'application/vnd.ms-excel',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
};

/** The stored content type of an extension (never the one the client claimed). */
export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Reads the one file of a multipart request, within the size limit; spec errors for every way it can fail. */
async function readUpload(req: FastifyRequest, maxMb: number): Promise<{ fileName: string; data: Buffer }> {
  const tooLarge = () => new AppError('ServerValidation.413FileTooLarge', { values: { maxMb } });
  if (!req.isMultipart()) throw new AppError('ServerValidation.422NoFile', { detail: 'not multipart' });
  try {
    const part = await req.file({ limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1, fields: 5, parts: 6 } });
    if (!part) throw new AppError('ServerValidation.422NoFile');
    const fileName = part.filename.split(/[\\/]/).pop() ?? '';
    if (hasHiddenFormatCharacters(fileName)) {
      part.file.resume();
      throw new AppError('ServerValidation.400FileNameHiddenCharacters', { detail: `file name ${JSON.stringify(fileName)}` });
    }
    if (!isValidFileName(fileName)) {
      part.file.resume();
      throw new AppError('ServerValidation.400WrongParams', {
        fields: [{ path: 'file', message: { id: validationMessages.fileNameCharacters.id } }],
      });
    }
    if (!isAllowedExtension(fileName)) {
      part.file.resume();
      throw new AppError('ServerValidation.400ForbiddenFileType', { detail: `extension of ${fileName}` });
    }
    const data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (data.length === 0) throw new AppError('ServerValidation.422NoFile', { detail: 'empty file' });
    return { fileName, data };
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Malformed multipart (no boundary, cut off, too many parts ...).
    throw new AppError('ServerValidation.400BadRequest', { detail: String((e as Error).message ?? e), cause: e });
  }
}

/** What a file is stored for: the case or ticket it belongs to, and how its storage key and errors name it. */
export interface TUploadTarget {
  parent: TNoteParent;
  /** Storage key prefix: cases or tickets, the account, the number. */
  storagePrefix: readonly string[];
  /** When storing fails: the case's own message (add it later with Add note), else a plain upload error. */
  failure: (detail: string, cause: unknown) => AppError;
}

/**
 * Stores one uploaded file (multipart field of any name) for a case or a ticket, at most
 * ATTACHMENT_MAX_MB, with an allowed extension whose content matches it (magic bytes, or UTF-8
 * text for csv/txt/log). Refusals: 413 FileTooLarge {maxMb}, 400 FileNameHiddenCharacters (a
 * bidirectional control or another invisible format character in the name), 400 WrongParams (a
 * forbidden character in the name), 400 ForbiddenFileType (the extension), 400 CorruptedFile
 * (content that is not what the extension says), 422 NoFile; a full disk (ENOSPC, EDQUOT) 500
 * UploadNoSpace, with nothing stored; any other storage failure the target's own error.
 */
export async function storeUpload(
  ctx: TAppContext,
  req: FastifyRequest,
  storage: TFileStorage,
  scope: TAccountScope,
  target: TUploadTarget,
): Promise<TAttachment> {
  const { fileName, data } = await readUpload(req, ctx.config.attachmentMaxMb);
  const extension = fileExtension(fileName);
  if (!contentMatchesExtension(extension, data)) {
    throw new AppError('ServerValidation.400CorruptedFile', { detail: `content of ${fileName} is not .${extension}` });
  }
  const key = newStorageKey(...target.storagePrefix);
  try {
    await storage.put(key, data);
  } catch (e) {
    // A full disk: nothing was stored (put leaves no part behind) and no row was written.
    if (isStorageFull(e)) {
      throw new AppError('ServerValidation.500UploadNoSpace', {
        detail: `storing ${fileName} (${data.length} bytes): ${String((e as Error).message ?? e)}`,
        cause: e,
      });
    }
    throw target.failure(`storing ${fileName}: ${String((e as Error).message ?? e)}`, e);
  }
  // The file is whole under its key before the row names it: a crash in between leaves a file
  // without a row, which the file sweep removes (file-sweep.ts); never a row without its file.
  // The row and its audit entry commit together.
  let row: Awaited<ReturnType<typeof insertAttachment>>;
  try {
    row = await ctx.database.db.transaction(async (tx) => {
      const inserted = await insertAttachment(tx, target.parent, authorOf(scope), {
        fileName,
        contentType: contentTypeOf(extension),
        sizeBytes: data.length,
        storageKey: key,
      });
      await auditScoped(tx, req, scope, 'case_attachment_upload', {
        ...(target.parent.caseNo !== undefined
          ? { caseNumber: String(target.parent.caseNo) }
          : { ticketId: String(target.parent.ticketNo) }),
        fileName,
        sizeBytes: data.length,
      });
      return inserted;
    });
  } catch (e) {
    await storage.delete(key).catch(() => undefined);
    throw target.failure(`storing ${fileName}: ${String((e as Error).message ?? e)}`, e);
  }
  return attachmentOf(row);
}

/**
 * POST /mapi/cases/:caseNumber/attachments?account_id=: one file (storeUpload). When storing
 * fails after the case exists, 500 UploadErrorUseAddNote tells the user to add the file later
 * with Add note.
 */
export async function uploadAttachment(
  ctx: TAppContext,
  req: FastifyRequest,
  storage: TFileStorage,
  scope: TAccountScope,
  caseNumber: string,
): Promise<TCaseAttachment> {
  const found = await findCase(ctx, scope, caseNumber);
  return storeUpload(ctx, req, storage, scope, {
    parent: { caseNo: found.caseNo },
    storagePrefix: ['cases', scope.accountId, String(found.caseNo)],
    failure: (detail, cause) =>
      new AppError('ServerValidation.500UploadErrorUseAddNote', { values: { caseNumber: String(found.caseNo) }, detail, cause }),
  });
}
