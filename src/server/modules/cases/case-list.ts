import {
  CASE_CATEGORY_CODES,
  CASE_PRIORITIES,
  CASE_STATES,
  CASE_TYPES,
} from '../../../shared/contracts/cases.ts';
import { caseColumnMessages } from '../../../shared/i18n/case-messages.ts';
import { defineList, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

const m = caseColumnMessages;

/**
 * The case list (GET /mapi/cases and the case exports): configuration of the list engine; its rows
 * are the API's TCaseRow (shared/contracts/cases.ts), the same values the case detail answers. Each
 * sort expression matches an index `(account_id, expression, case_no)` of db/schema/cases.ts.
 * Optional columns sort their empty values last both ways (list-definition.ts `optionalTextSort`,
 * `optionalTimeSort`; resolution days, never negative, take the largest integer up and -1 down).
 * The `category` filter takes a code or `all` (the AllCases aggregate: no filter).
 */
export const caseList = defineList({
  name: 'cases',
  table: 'cases',
  accountColumn: 't.account_id',
  idColumn: 't.case_no',
  defaultSort: { column: 'createdAt', dir: 'desc' },
  search: { document: 't.search' },
  // Kept by the database (db/schema/cases.ts caseCounts): totals by these filters cost a sum.
  counts: {
    table: 'case_counts',
    dimensions: { category: 'category', caseType: 'case_type', state: 'state', priority: 'priority' },
  },
  columns: [
    {
      id: 'caseNumber',
      labelId: m.caseNumber.id,
      type: 'text',
      select: 't.case_no',
      value: 'text',
      sort: { sql: 't.case_no', type: 'integer' },
      defaultVisible: true,
    },
    {
      id: 'title',
      labelId: m.title.id,
      type: 'text',
      select: 't.title',
      value: 'text',
      sort: { sql: 't.title', type: 'text' },
      defaultVisible: true,
    },
    {
      id: 'category',
      labelId: m.category.id,
      type: 'enum',
      select: 't.category',
      value: 'text',
      sort: { sql: 't.category', type: 'text' },
      filter: { kind: 'enum', allValue: 'all' },
      values: CASE_CATEGORY_CODES,
      defaultVisible: false,
    },
    {
      id: 'caseType',
      labelId: m.caseType.id,
      type: 'enum',
      select: 't.case_type',
      value: 'text',
      sort: { sql: 't.case_type', type: 'text' },
      filter: { kind: 'enum' },
      values: CASE_TYPES,
      defaultVisible: true,
    },
    {
      id: 'state',
      labelId: m.state.id,
      type: 'enum',
      select: 't.state',
      value: 'text',
      sort: { sql: 't.state', type: 'text' },
      filter: { kind: 'enum' },
      values: CASE_STATES,
      defaultVisible: true,
    },
    {
      id: 'priority',
      labelId: m.priority.id,
      type: 'enum',
      select: 't.priority',
      value: 'number',
      sort: { sql: 't.priority', type: 'integer' },
      filter: { kind: 'enum' },
      values: CASE_PRIORITIES.map(String),
      defaultVisible: true,
    },
    {
      id: 'site',
      labelId: m.site.id,
      type: 'text',
      select: 't.site',
      value: 'textOrNull',
      sort: optionalTextSort('t.site'),
      filter: { kind: 'text' },
      defaultVisible: true,
    },
    {
      id: 'owner',
      labelId: m.owner.id,
      type: 'text',
      select: 't.owner',
      value: 'textOrNull',
      sort: optionalTextSort('t.owner'),
      defaultVisible: false,
    },
    {
      id: 'workgroup',
      labelId: m.workgroup.id,
      type: 'text',
      select: 't.workgroup',
      value: 'textOrNull',
      sort: optionalTextSort('t.workgroup'),
      defaultVisible: false,
    },
    {
      id: 'source',
      labelId: m.source.id,
      type: 'text',
      select: 't.source',
      value: 'text',
      sort: { sql: 't.source', type: 'text' },
      defaultVisible: false,
    },
    {
      id: 'createdAt',
      labelId: m.createdAt.id,
      type: 'date',
      select: 't.created_at',
      value: 'time',
      sort: { sql: 't.created_at', type: 'timestamptz' },
      filter: { kind: 'dateRange', key: 'created' },
      defaultVisible: true,
    },
    {
      id: 'resolvedAt',
      labelId: m.resolvedAt.id,
      type: 'date',
      select: 't.resolved_at',
      value: 'timeOrNull',
      sort: optionalTimeSort('t.resolved_at'),
      filter: { kind: 'dateRange', key: 'resolved' },
      defaultVisible: false,
    },
    {
      id: 'resolutionDays',
      labelId: m.resolutionDays.id,
      type: 'number',
      select: 't.resolution_days',
      value: 'numberOrNull',
      sort: { sql: 'coalesce(t.resolution_days, 2147483647)', desc: 'coalesce(t.resolution_days, -1)', type: 'integer' },
      filter: { kind: 'numberRange', key: 'resolution' },
      defaultVisible: false,
    },
  ],
  extraSelect: { closureRequested: { sql: '(t.closure_requested_at is not null)', value: 'boolean' } },
});
