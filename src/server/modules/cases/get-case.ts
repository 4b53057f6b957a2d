import { and, eq } from 'drizzle-orm';
import { caseLinks, cases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { SQL_STAFF } from '../../platform/list/list-definition.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { isoTime, isoTimeOrNull } from '../../platform/row-values.ts';
import { reopenUntil } from '../../../shared/domain/cases.ts';
import { responseTarget } from '../../../shared/domain/response-targets.ts';
import { responseHoursOf } from '../../platform/support-centre.ts';
import { caseTimeline } from './case-timeline.ts';
import { attachmentOf, listAttachments, listNotes, noteOf } from './notes-and-files.ts';
import type { TCaseDetail, TCaseRow } from '../../../shared/contracts/cases.ts';
import { caseListSql } from './case-list.ts';

/** What a case's detail answers besides its row in the list. */
const DETAIL = {
  description: { sql: 't.description', value: 'text' },
  closureReason: { sql: 't.closure_reason', value: 'textOrNull' },
  closedAt: { sql: 't.closed_at', value: 'timeOrNull' },
  // The back-office source kind only for vendor staff (list-definition.ts SQL_STAFF).
  fields: { sql: `case when ${SQL_STAFF} then t.fields || jsonb_build_object('sourceKind', t.source_kind) else t.fields end`, value: 'json' },
} as const;

type TCaseWithDetail = TCaseRow & Pick<TCaseDetail, 'description' | 'closureReason' | 'closedAt' | 'fields'>;

/**
 * GET /mapi/cases/:caseNumber: the case as its row in the list answers it (the same values), with
 * its description, closure, creation fields, notes (newest first), attachments, associated
 * cases, its timeline (newest first), whether its response target was met, and until when it can
 * be reopened. A number of another account answers 404 like one that does not exist.
 */
export async function getCase(ctx: TAppContext, scope: TAccountScope, caseNumber: string): Promise<TCaseDetail> {
  const { db } = ctx.database;
  const row = (await findListRow(ctx, caseListSql, scope, [caseNumber], DETAIL)) as TCaseWithDetail | undefined;
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `case ${caseNumber} in ${scope.accountId}` });
  const caseNo = Number(row.caseNumber);
  const parent = { caseNo };
  const [notes, attachments, links] = await Promise.all([
    listNotes(db, parent),
    listAttachments(db, parent),
    db
      .select({ caseNo: cases.caseNo, title: cases.title, state: cases.state })
      .from(caseLinks)
      .innerJoin(cases, eq(cases.caseNo, caseLinks.linkedCaseNo))
      // Associated cases of another account are never shown.
      .where(and(eq(caseLinks.caseNo, caseNo), eq(cases.accountId, scope.accountId)))
      .orderBy(cases.caseNo),
  ]);
  const timeline = await caseTimeline(db, caseNo, notes, attachments);
  const firstVendorNote = notes.filter((n) => n.authorKind === 'vendor').at(-1)?.createdAt ?? null;
  const target = responseTarget(
    new Date(row.createdAt),
    responseHoursOf(ctx.config.caseResponseHours, row.priority),
    firstVendorNote,
  );
  const until = reopenUntil(
    { state: row.state, closedAt: row.closedAt ? new Date(row.closedAt) : null },
    ctx.config.caseReopenDays,
  );
  return {
    ...row,
    notes: notes.map(noteOf),
    attachments: attachments.map(attachmentOf),
    timeline,
    responseTarget: {
      targetHours: target.targetHours,
      dueAt: isoTime(target.dueAt),
      respondedAt: isoTimeOrNull(target.respondedAt),
      status: target.status,
    },
    reopenUntil: until && until.getTime() >= Date.now() ? isoTime(until) : null,
    associatedCases: links.map((l) => ({
      caseNumber: String(l.caseNo),
      title: l.title,
      state: l.state as TCaseDetail['state'],
    })),
  };
}
