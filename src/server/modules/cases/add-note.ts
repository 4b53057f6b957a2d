import { caseNotes } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TCaseNote } from '../../../shared/contracts/cases.ts';
import { findCase } from './find-case.ts';
import { isoTime } from '../../platform/row-values.ts';

/** POST /mapi/cases/:caseNumber/notes: adds a note signed with the acting user's name. */
export async function addNote(
  ctx: TAppContext,
  scope: TAccountScope,
  caseNumber: string,
  body: string,
): Promise<TCaseNote> {
  const found = await findCase(ctx, scope, caseNumber);
  const { user } = scope.auth;
  const [note] = await ctx.database.db
    .insert(caseNotes)
    .values({
      caseNo: found.caseNo,
      authorUserId: user.id,
      authorName: `${user.firstName} ${user.lastName}`.trim() || user.login,
      body,
    })
    .returning();
  return { id: note!.id, author: note!.authorName, body: note!.body, createdAt: isoTime(note!.createdAt) };
}
