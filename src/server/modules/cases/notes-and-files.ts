/**
 * Notes and files of a case or a ticket: one table each (case_notes, case_attachments, a row
 * belonging to exactly one of them), one way to write and read them for both.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { caseAttachments, caseNotes } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { TFileStorage } from '../../platform/files.ts';
import { isoTime } from '../../platform/row-values.ts';
import type { TAttachment, TAuthorKind, TNote } from '../../../shared/contracts/notes.ts';

/** What notes and files belong to: a case or a ticket, already found in the checked account. */
export type TNoteParent = { caseNo: number; ticketNo?: undefined } | { ticketNo: number; caseNo?: undefined };

/** Who acts: the acting user's name (as signed) and whether they are vendor staff. */
export interface TAuthor {
  userId: string;
  name: string;
  kind: TAuthorKind;
}

/**
 * The author of a change: the acting user (in proxy mode the customer acted as, like the note's
 * signature), vendor staff or customer by the acting user's company.
 */
export function authorOf(scope: TAccountScope): TAuthor {
  const { user, isVendor } = scope.auth;
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.login,
    kind: isVendor ? 'vendor' : 'customer',
  };
}

type TDbOrTx = Pick<TAppContext['database']['db'], 'insert' | 'select'>;

function parentOf<T extends typeof caseNotes | typeof caseAttachments>(table: T, parent: TNoteParent) {
  return parent.caseNo !== undefined ? eq(table.caseNo, parent.caseNo) : eq(table.ticketNo, parent.ticketNo);
}

export function noteOf(n: typeof caseNotes.$inferSelect): TNote {
  return {
    id: n.id,
    author: n.authorName,
    authorKind: n.authorKind as TAuthorKind,
    body: n.body,
    createdAt: isoTime(n.createdAt),
  };
}

export function attachmentOf(a: typeof caseAttachments.$inferSelect): TAttachment {
  return { id: a.id, fileName: a.fileName, sizeBytes: a.sizeBytes, createdAt: isoTime(a.createdAt) };
}

/** Adds a note signed with the author's name. */
export async function insertNote(
  db: TDbOrTx,
  parent: TNoteParent,
  author: TAuthor,
  body: string,
): Promise<TNote> {
  const [note] = await db
    .insert(caseNotes)
    .values({
      ...parent,
      authorUserId: author.userId,
      authorName: author.name,
      authorKind: author.kind,
      body,
    })
    .returning();
  return noteOf(note!);
}

/** Records a stored file. */
export async function insertAttachment(
  db: TDbOrTx,
  parent: TNoteParent,
  author: TAuthor,
  file: { fileName: string; contentType: string; sizeBytes: number; storageKey: string },
) {
  const [row] = await db
    .insert(caseAttachments)
    .values({
      ...parent,
      ...file,
      uploadedBy: author.userId,
      authorName: author.name,
      authorKind: author.kind,
    })
    .returning();
  return row!;
}

/** The notes, newest first. */
export function listNotes(db: TDbOrTx, parent: TNoteParent) {
  return db
    .select()
    .from(caseNotes)
    .where(parentOf(caseNotes, parent))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id));
}

/** The files, newest first. */
export function listAttachments(db: TDbOrTx, parent: TNoteParent) {
  return db
    .select()
    .from(caseAttachments)
    .where(parentOf(caseAttachments, parent))
    .orderBy(desc(caseAttachments.createdAt), asc(caseAttachments.id));
}

/** Answers one file of the parent itself; a file of another case or ticket is 404. */
export async function sendAttachment(
  db: TDbOrTx,
  storage: TFileStorage,
  reply: FastifyReply,
  parent: TNoteParent,
  attachmentId: string,
) {
  const [file] = await db
    .select()
    .from(caseAttachments)
    .where(and(eq(caseAttachments.id, attachmentId), parentOf(caseAttachments, parent)));
  if (!file) throw new AppError('ServerValidation.404NotFound');
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .send(storage.read(file.storageKey));
}
