import { alertList } from '../../../shared/contracts/alerts.ts';
import { searchDocumentSql, searchText } from '../../db/search-document.ts';
import { defineListSql, optionalTimeSort } from '../../platform/list/list-definition.ts';
import { PUBLISHED_AT, SEVERITY_RANK, SHOWN_NOW, targets } from './alert-sql.ts';

/**
 * The alerts an account is shown now (GET /mapi/alerts): one row per alert and account it targets.
 * The list is small (a handful of alerts at a time): the search document is made at query time.
 */
export const alertListSql = defineListSql(alertList, {
  from: `(select acc.id as account_id, a.id, a.title, a.message, a.severity, a.active_from, a.active_to,
      ${PUBLISHED_AT} as published_at, ${SEVERITY_RANK} as severity_rank,
      ${searchDocumentSql(searchText('a.title', 'a.message'), 'acc.id')} as search
    from alerts a join accounts acc on ${targets('acc.id')}
    where ${SHOWN_NOW}) t`,
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  search: 't.search',
  columns: {
    severity: { select: 't.severity', sort: { sql: 't.severity_rank', type: 'integer' } },
    title: { select: 't.title', sort: 'text' },
    message: { select: 't.message' },
    publishedAt: { select: 't.published_at', sort: 'timestamptz' },
    activeTo: { select: 't.active_to', sort: optionalTimeSort('t.active_to') },
  },
  extra: { alertId: 't.id', activeFrom: 't.active_from' },
});
