/**
 * Route paths (spec section 2): patterns with `:name` parameters, optional ones (`:name?`) and
 * value-limited ones. Pure functions only.
 */

/** The case list types of CaseManagement/{type}. */
export const CASE_TYPES = ['Incident', 'TechnicalRequest', 'RMA'] as const;
export type TCaseType = (typeof CASE_TYPES)[number];

/** Route parameters limited to a set of values; any other value is not a page. */
export const LIMITED_ROUTE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  type: CASE_TYPES,
};

/** True when the value is allowed for a route parameter (parameters without a limit take any value). */
export function isAllowedRouteParam(name: string, value: string | undefined): boolean {
  const allowed = Object.hasOwn(LIMITED_ROUTE_PARAMS, name) ? LIMITED_ROUTE_PARAMS[name] : undefined;
  if (!allowed) return true;
  return value !== undefined && allowed.includes(value);
}

/** Values for the parameters of a route pattern; undefined or '' means not supplied. */
export type TRouteParams = Readonly<Record<string, string | number | undefined>>;

/**
 * Fills a pattern like `CaseManagement/:type/:detail?`: each parameter is encoded; the first one
 * not supplied (undefined or '') is dropped with everything after it, so `CaseManagement/:type`
 * without a type is `CaseManagement`.
 */
export function buildPath(pattern: string, params: TRouteParams = {}): string {
  const out: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment.startsWith(':')) {
      const name = segment.slice(1).replace(/\?$/, '');
      const value = params[name];
      if (value === undefined || value === '') break;
      out.push(encodeURIComponent(String(value)));
    } else out.push(segment);
  }
  return out.join('/');
}
