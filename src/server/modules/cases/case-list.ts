import { caseList } from '../../../shared/contracts/cases.ts';
import { SQL_STAFF, SQL_USER, defineListSql, optionalCountSort, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

/**
 * The SQL of the case list (shared/contracts/cases.ts `caseList`). Each sort expression matches
 * an index `(account_id, expression, case_no)` of db/schema/cases.ts; optional columns sort their
 * empty values last both ways.
 */
export const caseListSql = defineListSql(caseList, {
  from: 'cases t',
  account: 't.account_id',
  id: { sql: 't.case_no', type: 'integer' },
  search: 't.search',
  // Kept by the database (db/schema/cases.ts caseCounts): totals by these filters cost a sum.
  counts: {
    table: 'case_counts',
    dimensions: { category: 'category', caseType: 'case_type', state: 'state', priority: 'priority' },
  },
  columns: {
    caseNumber: { select: 't.case_no', sort: 'integer' },
    title: { select: 't.title', sort: 'text' },
    category: { select: 't.category', sort: 'text' },
    caseType: { select: 't.case_type', sort: 'text' },
    state: { select: 't.state', sort: 'text' },
    priority: { select: 't.priority', sort: 'integer' },
    site: { select: 't.site', sort: optionalTextSort('t.site') },
    owner: { select: 't.owner', sort: optionalTextSort('t.owner') },
    workgroup: { select: 't.workgroup', sort: optionalTextSort('t.workgroup') },
    // Back-office names only for vendor staff; customers get null and sort by nothing there.
    source: { select: `case when ${SQL_STAFF} then t.source end`, sort: { sql: `coalesce(case when ${SQL_STAFF} then t.source end, '')`, type: 'text' } },
    createdAt: { select: 't.created_at', sort: 'timestamptz' },
    resolvedAt: { select: 't.resolved_at', sort: optionalTimeSort('t.resolved_at') },
    resolutionDays: { select: 't.resolution_days', sort: optionalCountSort('t.resolution_days') },
    mine: { select: `coalesce(t.user_id = ${SQL_USER}, false)` },
    following: { select: `exists (select 1 from case_followers f where f.case_no = t.case_no and f.user_id = ${SQL_USER})` },
  },
  extra: { closureRequested: '(t.closure_requested_at is not null)' },
});
