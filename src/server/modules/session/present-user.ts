import crypto from 'node:crypto';
import type { TSessionUser } from '../../../shared/contracts/session.ts';
import { idHash, showsOrganizationAssignment, userType } from '../../../shared/domain/users.ts';
import { matchLocale } from '../../../shared/i18n/locales.ts';
import { isTimeZone } from '../../../shared/domain/time-zone.ts';
import type { TAuth } from '../../platform/session-context.ts';

/**
 * Whitelists the user fields of spec section 3 for the browser; never the password hash. The
 * organization assignment is shown only when the organization's name holds the customer keyword
 * (MANAGED_ORGANIZATION_KEYWORD).
 */
export function presentUser(
  auth: TAuth,
  extra: {
    providerDomain: string;
    customerIds: string[];
    organizationName: string | null;
    organizationKeyword: string;
  },
): TSessionUser {
  const u = auth.user;
  const type = userType(u.email, extra.providerDomain);
  const shortHash = crypto.createHash('sha256').update(u.id).digest('hex').slice(0, 16);
  const locale = matchLocale(u.locale) ?? null;
  return {
    id: u.id,
    idHash: idHash(shortHash, type),
    email: u.email,
    login: u.login,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    phoneNumber: u.phoneNumber,
    customer_id: extra.customerIds.join(','),
    hasAccessToAllAccounts: auth.allAccounts,
    inactivityTimeout: u.inactivityTimeout,
    isMotorolaUser: auth.isVendor,
    type,
    loginMethod: auth.isProxy ? 'proxy' : auth.session.loginMethod,
    useLocal: u.useLocal,
    isInDb: true,
    managedAssignment:
      extra.organizationName && showsOrganizationAssignment(extra.organizationName, extra.organizationKeyword)
        ? { organization_name: extra.organizationName }
        : null,
    preferences: { locale, timeZone: isTimeZone(u.timeZone) ? u.timeZone : null },
    settings: { emailNotifications: u.settings.emailNotifications, ...(locale ? { language: locale } : {}) },
    c360UserType: u.c360UserType,
    analyticTag: u.analyticTag,
    vendorRoles: u.vendorRoles,
    canProxy: auth.realIsVendor && auth.realUser.canProxy && !auth.isProxy,
    termsAccepted: Boolean(u.termsAcceptedAt) || auth.isProxy,
    isProxyUser: auth.isProxy,
    proxyLogin: auth.isProxy ? auth.realUser.login : null,
    proxyLoginMethod: auth.isProxy ? auth.session.loginMethod : null,
    proxyAccountId: auth.isProxy ? auth.session.selectedAccountId : null,
  };
}
