import {
  CASE_CATEGORIES,
  CASE_TYPE_SEGMENTS,
  CASE_TYPES,
  type TCaseCategory,
  type TCaseCategoryCode,
} from '../../../shared/contracts/cases.ts';
import { screenPath } from '../../lib/screens.ts';

export type TCaseType = (typeof CASE_TYPES)[number];

/** Which cases a screen lists: all, one category (section path) or one type (CaseManagement/{type}). */
export interface TCaseScope {
  /** The route pattern's first segment(s), for links back to the list. */
  base: string;
  category: TCaseCategoryCode | 'all';
  caseType: TCaseType | undefined;
}

/** The detail segment that opens the create-case form instead of a case. */
export const NEW_CASE_SEGMENT = 'new';

/** A CaseManagement/{type} segment as its case type (TechnicalRequest -> 'Technical Request'). */
export function caseTypeOfSegment(segment: string | undefined): TCaseType | undefined {
  return CASE_TYPES.find((t) => CASE_TYPE_SEGMENTS[t] === segment);
}

/**
 * The scope of a case screen from the address below /{accountId}/: AllCases, a category's section
 * path (SecurityMonitoring, TechSupport ...) or CaseManagement/{type}. Anything else is undefined.
 */
export function caseScopeOfPath(segments: readonly string[]): TCaseScope | undefined {
  const [first, second] = segments;
  if (first === 'AllCases') return { base: 'AllCases', category: 'all', caseType: undefined };
  if (first === 'CaseManagement') {
    const caseType = caseTypeOfSegment(second);
    return caseType ? { base: `CaseManagement/${second}`, category: 'all', caseType } : undefined;
  }
  if (first && first !== 'Other' && Object.hasOwn(CASE_CATEGORIES, first)) {
    return { base: first, category: CASE_CATEGORIES[first as keyof typeof CASE_CATEGORIES], caseType: undefined };
  }
  return undefined;
}

/** The section path of a category code (the Other category has none: it lists under AllCases). */
export function sectionOfCategory(code: string): Exclude<TCaseCategory, 'Other'> | 'AllCases' {
  const entry = (Object.entries(CASE_CATEGORIES) as [TCaseCategory, string][]).find(([, c]) => c === code);
  return entry && entry[0] !== 'Other' ? entry[0] : 'AllCases';
}

/**
 * The screen a case belongs to when it was opened under another one: a case of another category
 * under a category's section path goes to its own section (Other to AllCases), a case of another
 * type under CaseManagement/{type} to its own type. Undefined when the case fits the screen (AllCases
 * fits every case).
 */
export function ownCaseBase(scope: TCaseScope, c: { category: string; caseType: string }): string | undefined {
  if (scope.caseType) {
    const own = CASE_TYPES.find((t) => t === c.caseType);
    return own && own !== scope.caseType ? `CaseManagement/${CASE_TYPE_SEGMENTS[own]}` : undefined;
  }
  if (scope.category !== 'all' && c.category !== scope.category) return sectionOfCategory(c.category);
  return undefined;
}

/**
 * The address of a case screen's list, or of one case or the create form in it (`detail`), from
 * the screen's route pattern (`CaseManagement/:type/:detail?`, `<section>/:detail?`) by buildPath.
 */
export function caseScreenPath(accountId: string, scope: TCaseScope, detail?: string): string {
  if (scope.caseType) {
    return screenPath(accountId, 'CaseManagement', { type: CASE_TYPE_SEGMENTS[scope.caseType], detail });
  }
  const section = scope.category === 'all' ? 'AllCases' : sectionOfCategory(scope.category);
  return screenPath(accountId, section, { detail });
}
