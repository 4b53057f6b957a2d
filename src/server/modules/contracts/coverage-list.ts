import { coverageList } from '../../../shared/contracts/contracts.ts';
import { defineListSql } from '../../platform/list/list-definition.ts';
import { contractStatusSql, dayFilter, dayText } from './contract-list.ts';

/**
 * Whether an asset is in coverage today: active, covered until today or later, under a contract
 * that has not expired. `asset` and `contract` are the rows' aliases.
 */
export const inCoverageSql = (asset: string, contract: string) =>
  `(${asset}.state = 'active' and ${asset}.covered_until >= current_date and ${contractStatusSql(contract)} <> 'expired')`;

/**
 * The SQL of the coverage list (shared/contracts/contracts.ts `coverageList`): the account's
 * covered assets with their contract (for "in coverage"). Each sort matches an index
 * `(account_id, column, serial)` of db/schema/contracts.ts; totals filtered by state alone are
 * summed from `covered_asset_counts` (migration 0017_contracts_counts).
 */
export const coverageListSql = defineListSql(coverageList, {
  from: 'covered_assets t join contracts k on k.contract_no = t.contract_no',
  account: 't.account_id',
  id: { sql: 't.serial', type: 'text' },
  search: 't.search',
  counts: { table: 'covered_asset_counts', dimensions: { state: 'state' } },
  columns: {
    serial: { select: 't.serial', sort: 'text' },
    model: { select: 't.model_code', sort: 'text' },
    site: { select: 't.site_name', sort: 'text' },
    contract: { select: 't.contract_no', sort: 'text' },
    state: { select: 't.state', sort: 'text' },
    coveredFrom: { select: dayText('t.covered_from'), sort: { sql: 't.covered_from', type: 'date' } },
    coveredUntil: {
      select: dayText('t.covered_until'),
      filter: dayFilter('t.covered_until'),
      sort: { sql: 't.covered_until', type: 'date' },
    },
    inCoverage: { select: inCoverageSql('t', 'k') },
  },
});
