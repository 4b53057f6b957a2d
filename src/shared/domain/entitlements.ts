/**
 * Entitlement rules (spec sections 3, 4, 5) shared by the server and the forms.
 *
 * Hardware ID (spec section 5 "Hardware duplicate/invalid ID"; the format is not shown there): the
 * 12 hexadecimal digits of a radio's or a site controller's host ID, as printed on its label
 * (MAC-style). Typed with or without ':' or '-' between the pairs, in any case; kept and shown as
 * 12 upper-case digits (`00A0C914C829`).
 */
export const HARDWARE_ID_PATTERN = /^[0-9A-F]{12}$/;

/** The hardware ID as kept: separators and spaces removed, upper case. Not checked. */
export function normalizeHardwareId(typed: string): string {
  return typed.replace(/[\s:-]/g, '').toUpperCase();
}

/** Whether a typed hardware ID is one of the documented format (after normalising). */
export function isHardwareId(typed: string): boolean {
  return HARDWARE_ID_PATTERN.test(normalizeHardwareId(typed));
}

/** Entitlement types: a subscription (renewed periodically), a fixed term, or perpetual (no expiry). */
export const ENTITLEMENT_TYPES = ['subscription', 'term', 'perpetual'] as const;
export type TEntitlementType = (typeof ENTITLEMENT_TYPES)[number];

/** How an entitlement stands today: usable, expiring within EXPIRING_SOON_DAYS, or expired. */
export const ENTITLEMENT_STATUSES = ['active', 'expiringSoon', 'expired'] as const;
export type TEntitlementStatus = (typeof ENTITLEMENT_STATUSES)[number];

/** "Expires soon": within this many days (the Overview and the status column). */
export const EXPIRING_SOON_DAYS = 90;

/** The renewal terms a customer may ask for, in months. */
export const RENEWAL_TERMS = [12, 24, 36] as const;

/** The most licences one activation or renewal names per feature. */
export const MAX_LICENCE_QUANTITY = 10_000;
