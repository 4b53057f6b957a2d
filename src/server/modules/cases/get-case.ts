import { and, desc, eq } from 'drizzle-orm';
import { caseAttachments, caseLinks, caseNotes, cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { isoTime } from '../../platform/row-values.ts';
import type { TCaseDetail, TCaseRow } from '../../../shared/contracts/cases.ts';
import { caseListSql } from './case-list.ts';

/** What a case's detail answers besides its row in the list. */
const DETAIL = {
  description: { sql: 't.description', value: 'text' },
  closureReason: { sql: 't.closure_reason', value: 'textOrNull' },
  closedAt: { sql: 't.closed_at', value: 'timeOrNull' },
  fields: { sql: "t.fields || jsonb_build_object('sourceKind', t.source_kind)", value: 'json' },
} as const;

type TCaseWithDetail = TCaseRow & Pick<TCaseDetail, 'description' | 'closureReason' | 'closedAt' | 'fields'>;

/**
 * GET /mapi/cases/:caseNumber: the case as its row in the list answers it (the same values), with
 * its description, closure, creation fields, notes (newest first), attachments and associated
 * cases. A number of another account answers 404 like one that does not exist.
 */
export async function getCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TCaseDetail> {
  const { db } = ctx.database;
  const row = (await findListRow(ctx, caseListSql, scope, [caseNumber], DETAIL)) as TCaseWithDetail | undefined;
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `case ${caseNumber} in ${scope.accountId}` });
  const caseNo = Number(row.caseNumber);
  const [notes, attachments, links] = await Promise.all([
    db
      .select()
      .from(caseNotes)
      .where(eq(caseNotes.caseNo, caseNo))
      .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id)),
    db
      .select()
      .from(caseAttachments)
      .where(eq(caseAttachments.caseNo, caseNo))
      .orderBy(desc(caseAttachments.createdAt)),
    db
      .select({ caseNo: cases.caseNo, title: cases.title, state: cases.state })
      .from(caseLinks)
      .innerJoin(cases, eq(cases.caseNo, caseLinks.linkedCaseNo))
      // Associated cases of another account are never shown.
      .where(and(eq(caseLinks.caseNo, caseNo), eq(cases.accountId, scope.accountId)))
      .orderBy(cases.caseNo),
  ]);
  return {
    ...row,
    notes: notes.map((n) => ({ id: n.id, author: n.authorName, body: n.body, createdAt: isoTime(n.createdAt) })),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      sizeBytes: a.sizeBytes,
      createdAt: isoTime(a.createdAt),
    })),
    associatedCases: links.map((l) => ({
      caseNumber: String(l.caseNo),
      title: l.title,
      state: l.state as TCaseDetail['state'],
    })),
  };
}
