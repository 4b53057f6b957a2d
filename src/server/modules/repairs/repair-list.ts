import { repairList } from '../../../shared/contracts/repairs.ts';
import { defineListSql, optionalTextSort, optionalTimeSort } from '../../platform/list/list-definition.ts';

/**
 * The SQL of the repair list (shared/contracts/repairs.ts `repairList`). Each sort expression
 * matches an index `(account_id, expression, repair_no)` of db/schema/repairs.ts; optional columns
 * sort their empty values last both ways. Totals filtered only by status, kind and service type
 * are summed from `repair_counts` (migration 0010).
 */
export const repairListSql = defineListSql(repairList, {
  from: 'repairs t',
  account: 't.account_id',
  id: { sql: 't.repair_no', type: 'text' },
  search: 't.search',
  counts: {
    table: 'repair_counts',
    dimensions: { status: 'status', kind: 'kind', service_type: 'service_type' },
  },
  columns: {
    repairNumber: { select: 't.repair_no', sort: 'text' },
    srNumber: { select: 't.sr_number' },
    kind: { select: 't.kind', sort: 'text' },
    status: { select: 't.status', sort: 'text' },
    serialIn: { select: 't.serial_in', sort: 'text' },
    serialOut: { select: 't.serial_out' },
    deviceModel: { select: 't.device_model', sort: optionalTextSort('t.device_model') },
    serviceType: { select: 't.service_type', sort: 'text' },
    depot: { select: 't.depot', sort: 'text' },
    customerNumber: { select: 't.customer_number' },
    contractNumber: { select: 't.contract_number' },
    poNumber: { select: 't.po_number' },
    quoteNumber: { select: 't.quote_number' },
    unitPrice: { select: 't.unit_price' },
    currency: { select: 't.currency' },
    quotationDate: { select: 't.quotation_date', sort: optionalTimeSort('t.quotation_date') },
    createdAt: { select: 't.created_at', sort: 'timestamptz' },
    updatedAt: { select: 't.updated_at', sort: 'timestamptz' },
  },
});
