/**
 * Software downloads, release notes and known issues (issue 31 point 4; spec sections 2, 3, 6, 9).
 * Pure values and rules only.
 */
import { canDownloadSoftware } from './permissions.ts';

/** Known issue severity, highest first, and status (open until a release fixes it). */
export const KNOWN_ISSUE_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const KNOWN_ISSUE_STATUSES = ['open', 'fixed'] as const;
export type TKnownIssueSeverity = (typeof KNOWN_ISSUE_SEVERITIES)[number];

/**
 * Who may list and fetch software (spec section 6: "Software download: customeruser or
 * softwaredownload group"), on an account whose download regions hold the package's region.
 */
export function mayDownloadSoftware(account: { groups: readonly string[] }): boolean {
  return canDownloadSoftware({ groups: [...account.groups] });
}
