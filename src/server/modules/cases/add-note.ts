import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TCaseNote } from '../../../shared/contracts/cases.ts';
import { findCase } from './find-case.ts';
import { authorOf, insertNote } from './notes-and-files.ts';

/** POST /mapi/cases/:caseNumber/notes: adds a note signed with the acting user's name. */
export async function addNote(
  ctx: TAppContext,
  scope: TAccountScope,
  caseNumber: string,
  body: string,
): Promise<TCaseNote> {
  const found = await findCase(ctx, scope, caseNumber);
  return insertNote(ctx.database.db, { caseNo: found.caseNo }, authorOf(scope), body);
}
