import { and, desc, eq } from 'drizzle-orm';
import { caseAttachments, caseLinks, caseNotes, cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import type { TCaseDetail } from '../../../shared/contracts/cases.ts';
import { findCase, type TCaseDbRow } from './find-case.ts';
import { isoTime, isoTimeOrNull, textOrNull } from '../../platform/row-values.ts';

/** The case row as the list presents it (the detail extends it). */
export function caseRowOf(row: TCaseDbRow) {
  return {
    caseNumber: String(row.caseNo),
    title: row.title,
    category: row.category,
    caseType: row.caseType as TCaseDetail['caseType'],
    state: row.state as TCaseDetail['state'],
    closureRequested: row.closureRequestedAt !== null,
    priority: row.priority,
    site: textOrNull(row.site),
    owner: textOrNull(row.owner),
    workgroup: textOrNull(row.workgroup),
    source: row.source,
    createdAt: isoTime(row.createdAt),
    resolvedAt: isoTimeOrNull(row.resolvedAt),
    resolutionDays: row.resolutionDays,
  };
}

/** GET /mapi/cases/:caseNumber: the case with notes (newest first), attachments and associated cases. */
export async function getCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TCaseDetail> {
  const { db } = ctx.database;
  const row = await findCase(ctx, scope, caseNumber);
  const [notes, attachments, links] = await Promise.all([
    db
      .select()
      .from(caseNotes)
      .where(eq(caseNotes.caseNo, row.caseNo))
      .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id)),
    db
      .select()
      .from(caseAttachments)
      .where(eq(caseAttachments.caseNo, row.caseNo))
      .orderBy(desc(caseAttachments.createdAt)),
    db
      .select({ caseNo: cases.caseNo, title: cases.title, state: cases.state })
      .from(caseLinks)
      .innerJoin(cases, eq(cases.caseNo, caseLinks.linkedCaseNo))
      // Associated cases of another account are never shown.
      .where(and(eq(caseLinks.caseNo, row.caseNo), eq(cases.accountId, scope.accountId)))
      .orderBy(cases.caseNo),
  ]);
  return {
    ...caseRowOf(row),
    description: row.description,
    closureReason: row.closureReason,
    closedAt: isoTimeOrNull(row.closedAt),
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
    fields: { ...row.fields, sourceKind: row.sourceKind },
  };
}
