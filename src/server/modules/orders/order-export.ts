/**
 * The order list's exports (GET /mapi/orders/export, registered with the list): the {type} of the
 * file name (spec section 9) and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { ORDER_STATUSES } from '../../../shared/contracts/orders.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { orderExportMessages } from '../../../shared/i18n/order-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

/**
 * The list type of an order export: the status when the list shows one (as the back office spells
 * it; the file name writes its spaces as underscores), else AllOrders. (The {kind} is 'Orders'.)
 */
export function describeOrderExport(
  query: TListQueryInput,
  locale: TLocale,
): { type: string; title: string } {
  const statuses = splitMultiValue(query.status ?? '').filter((s) =>
    (ORDER_STATUSES as readonly string[]).includes(s),
  );
  const one = statuses.length === 1 ? statuses[0]! : undefined;
  if (!one) return { type: 'AllOrders', title: translate(locale, orderExportMessages.titleAll.id) };
  return { type: one, title: translate(locale, orderExportMessages.titleStatus.id, { status: one }) };
}
