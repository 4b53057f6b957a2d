/**
 * The repair list's exports (GET /mapi/repairs/export, registered with the list): the {type} of the
 * file name and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { REPAIR_KINDS } from '../../../shared/contracts/repairs.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { repairColumnMessages } from '../../../shared/i18n/repair-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

const messages = defineMessages({
  titleAll: { id: 'RepairExport.titleAll', defaultMessage: 'All repairs' },
  titleKind: { id: 'RepairExport.titleKind', defaultMessage: 'Repairs: {kind}' },
});

/**
 * The list type of a repair export (spec section 9 '{type}'): Device or Infrastructure when the
 * list shows one kind, else AllRepairs. (The {kind} of the file name is 'Repairs'.)
 */
export function describeRepairExport(
  query: TListQueryInput,
  locale: TLocale,
): { type: string; title: string } {
  const kinds = splitMultiValue(query.kind ?? '').filter((k) =>
    (REPAIR_KINDS as readonly string[]).includes(k),
  );
  const one = kinds.length === 1 ? kinds[0]! : undefined;
  if (!one) return { type: 'AllRepairs', title: translate(locale, messages.titleAll.id) };
  return {
    type: one.charAt(0).toUpperCase() + one.slice(1),
    title: translate(locale, messages.titleKind.id, {
      kind: translate(locale, `${repairColumnMessages.kind.id}.${one}`),
    }),
  };
}
