/**
 * The case list's exports (GET /mapi/cases/export, registered with the list): the {type} of the
 * file name and the document title.
 */
import { translate } from '../../platform/i18n.ts';
import type { TListQueryInput } from '../../platform/list/list-engine.ts';
import { CASE_CATEGORIES, CASE_TYPE_SEGMENTS, CASE_TYPES } from '../../../shared/contracts/cases.ts';
import { splitMultiValue } from '../../../shared/domain/list-filters.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

const messages = defineMessages({
  titleAll: { id: 'CaseExport.titleAll', defaultMessage: 'All cases' },
  title: { id: 'CaseExport.title', defaultMessage: 'Cases: {category}' },
  titleType: { id: 'CaseExport.titleType', defaultMessage: 'Cases: {type}' },
  titleCategoryType: { id: 'CaseExport.titleCategoryType', defaultMessage: 'Cases: {category}, {type}' },
});

/**
 * The list type of a case export (spec section 9 '{type}'): the category's section name
 * (TechSupport ...), the case type's segment when the list shows one type (CaseManagement/{type},
 * or a list's `type`: Incident, TechnicalRequest, RMA), both for a category list of one type, and
 * AllCases for every case. The title says the same in the user's language.
 */
export function describeCaseExport(query: TListQueryInput, locale: TLocale): { type: string; title: string } {
  const section = Object.entries(CASE_CATEGORIES).find(([, code]) => code === query.category);
  const types = splitMultiValue(query.caseType ?? '').filter((t) => (CASE_TYPES as readonly string[]).includes(t));
  const caseType = types.length === 1 ? (types[0] as (typeof CASE_TYPES)[number]) : undefined;
  const category = section && translate(locale, `Cases.column.category.${section[1]}`);
  const typeLabel = caseType && translate(locale, `Cases.column.caseType.${caseType}`);
  const type = [section?.[0], caseType && CASE_TYPE_SEGMENTS[caseType]].filter(Boolean).join(' ') || 'AllCases';
  const title =
    category && typeLabel
      ? translate(locale, messages.titleCategoryType.id, { category, type: typeLabel })
      : category
        ? translate(locale, messages.title.id, { category })
        : typeLabel
          ? translate(locale, messages.titleType.id, { type: typeLabel })
          : translate(locale, messages.titleAll.id);
  return { type, title };
}
