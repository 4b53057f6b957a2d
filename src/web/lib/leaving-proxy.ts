/**
 * The navigation state of the page a staff member returns to when proxy mode ends: until the
 * session names the staff member again, that account's screen waits instead of saying "no access".
 */
export const LEAVING_PROXY_STATE = { leavingProxy: true } as const;

export function isLeavingProxy(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { leavingProxy?: unknown }).leavingProxy === true;
}
