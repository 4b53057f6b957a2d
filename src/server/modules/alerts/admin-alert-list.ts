import { adminAlertList, ALERT_STATUSES } from '../../../shared/contracts/alerts.ts';
import { searchDocumentSql, searchText } from '../../db/search-document.ts';
import { defineListSql, optionalTimeSort } from '../../platform/list/list-definition.ts';
import { INACTIVE_SINCE, SEVERITY_RANK, STATUS } from './alert-sql.ts';

/**
 * Every alert, for the vendor staff who administer them (GET /mapi/admin/alerts): a list over
 * every account (no account column). A few hundred rows at most, as alerts are deleted 30 days
 * after they end: status and search document are made at query time.
 */
export const adminAlertListSql = defineListSql(adminAlertList, {
  from: `(select a.id, a.title, a.message, a.severity, a.show_always, a.active_from, a.active_to, a.all_accounts,
      a.active, a.updated_at, ${INACTIVE_SINCE} as inactive_since, ${STATUS} as status, ${SEVERITY_RANK} as severity_rank,
      coalesce(acc.ids, '{}') as account_ids,
      (select u.first_name || ' ' || u.last_name from users u where u.id = a.updated_by) as updated_by,
      ${searchDocumentSql(searchText('a.title', 'a.message', `array_to_string(acc.ids, ' ')`), `''`)} as search
    from alerts a
    left join lateral (select array_agg(x.account_id order by x.account_id) as ids
      from alert_accounts x where x.alert_id = a.id) acc on true) t`,
  account: null,
  id: { sql: 't.id', type: 'integer' },
  search: 't.search',
  columns: {
    title: { select: 't.title', sort: 'text' },
    message: { select: 't.message' },
    severity: { select: 't.severity', sort: { sql: 't.severity_rank', type: 'integer' } },
    status: {
      select: 't.status',
      sort: {
        sql: `array_position(array[${ALERT_STATUSES.map((v) => `'${v}'`).join(',')}]::text[], t.status)`,
        type: 'integer',
      },
    },
    showAlways: { select: 't.show_always' },
    activeFrom: { select: 't.active_from', sort: optionalTimeSort('t.active_from') },
    activeTo: { select: 't.active_to', sort: optionalTimeSort('t.active_to') },
    accountIds: { select: 't.account_ids' },
    inactiveSince: { select: 't.inactive_since', sort: optionalTimeSort('t.inactive_since') },
    updatedAt: { select: 't.updated_at', sort: 'timestamptz' },
    updatedBy: { select: 't.updated_by' },
  },
  extra: { id: 't.id', active: 't.active', allAccounts: 't.all_accounts' },
});
