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

/** The releases of each system (oldest first): what an upgrade request may ask for. */
export const SYSTEM_RELEASES: Readonly<Record<string, readonly string[]>> = {
  'ASTRO 25': ['2019.2', '2020.1', '2022.1', '2024.1'],
  'MOTOTRBO Capacity Max': ['2.10', '2.11', '2.12'],
  'LTE Broadband': ['23.4', '24.2'],
  'WAVE PTX': ['5.14', '5.16'],
  ICaaS: ['3.2'],
  'PremierOne CAD': ['5.3', '5.4'],
};

/** The releases later than the current one that a system may be upgraded to (none for an unknown system). */
export function upgradeTargets(systemName: string, current: string): string[] {
  return (SYSTEM_RELEASES[systemName] ?? []).filter((r) => compareVersions(r, current) > 0);
}
