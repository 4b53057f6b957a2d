import { contractList } from '../../../shared/contracts/contracts.ts';
import { defineListSql } from '../../platform/list/list-definition.ts';

/** A day column as YYYY-MM-DD text (shared/contracts/contracts.ts: days, not instants). */
export const dayText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** A day column as the instant a date filter compares (its midnight UTC). */
export const dayFilter = (column: string) => `(${column}::timestamp at time zone 'UTC')`;

/**
 * The contract's status (spec section 4), derived in SQL so that it filters: evergreen is active
 * (evergreen), an expiration on or after today (the database's day) active (fixed term), else
 * expired. `c` is the contracts row's alias.
 */
export const contractStatusSql = (c: string) =>
  `(case when ${c}.evergreen then 'activeEvergreen' when ${c}.expiration_date >= current_date then 'activeFixedTerm' else 'expired' end)`;

/**
 * The SQL of the contract list (shared/contracts/contracts.ts `contractList`). Each sort matches an
 * index `(account_id, expression, contract_no)` of db/schema/contracts.ts; an evergreen contract
 * (no expiration date) sorts last both ways.
 */
export const contractListSql = defineListSql(contractList, {
  from: 'contracts t',
  account: 't.account_id',
  id: { sql: 't.contract_no', type: 'text' },
  search: 't.search',
  columns: {
    contractNumber: { select: 't.contract_no', sort: 'text' },
    name: { select: 't.name', sort: 'text' },
    type: { select: 't.type', sort: 'text' },
    status: { select: contractStatusSql('t') },
    startDate: { select: dayText('t.start_date'), sort: { sql: 't.start_date', type: 'date' } },
    expirationDate: {
      select: dayText('t.expiration_date'),
      filter: dayFilter('t.expiration_date'),
      sort: {
        sql: `coalesce(t.expiration_date, 'infinity'::date)`,
        desc: `coalesce(t.expiration_date, '-infinity'::date)`,
        type: 'date',
      },
    },
    autoRenew: { select: 't.auto_renew' },
    servicesCount: { select: 't.services_count', sort: 'integer' },
    evergreen: { select: 't.evergreen' },
  },
  extra: { renewalPendingSince: 't.renewal_pending_since' },
});
