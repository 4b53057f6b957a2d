/** System release rules (spec section 2, SUS and RSUS software updates). Pure functions only. */

/** The first ASTRO system release with the recent software versions report. */
export const RECENT_VERSIONS_MIN_ASTRO_RELEASE = '2020.1';

/**
 * Compares dotted version numbers part by part as numbers (`2019.10` > `2019.2`); a missing part
 * counts as 0 and a non-numeric part as -1 (sorts before any number).
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = toNumber(pa[i]);
    const y = toNumber(pb[i]);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function toNumber(part: string | undefined): number {
  if (part === undefined || part === '') return 0;
  return /^\d+$/.test(part) ? Number(part) : -1;
}

/** "Recent versions report only for ASTRO system release 2020.1 and later." */
export function hasRecentVersionsReport(
  technology: string,
  systemRelease: string | null | undefined,
): boolean {
  if (technology !== 'astro' || !systemRelease) return false;
  return compareVersions(systemRelease, RECENT_VERSIONS_MIN_ASTRO_RELEASE) >= 0;
}
