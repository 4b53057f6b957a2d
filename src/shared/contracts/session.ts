import { z } from 'zod';
import { ZAccountId, ZLocale } from './common.ts';
import { isTimeZone, timeZoneMessages } from '../domain/time-zone.ts';

/** POST /mapi/auth/local_login: the password is the base64 of its UTF-8 bytes (spec section 7). */
export const ZLocalLoginRequest = z
  .object({
    login: z.string().trim().min(1).max(320),
    password: z
      .string()
      .min(1)
      .max(2048)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  })
  .strict();
export type TLocalLoginRequest = z.infer<typeof ZLocalLoginRequest>;

export const ZRole = z.enum(['Administrator', 'User', 'Guest']);

/** An account as the browser sees it (spec section 3, Account), with its derived values. */
export const ZAccount = z.object({
  account_id: z.string(),
  account_integration_id: z.string(),
  account_source: z.string(),
  accountType: z.string(),
  case_source: z.string(),
  case_create_service: z.string(),
  country_code: z.string(),
  customer_type: z.string(),
  customer_id: z.string(),
  external: z.boolean(),
  groups: z.array(z.string()),
  inactivityTimeout: z.number().nullable(),
  suppressLevelAboveRenew: z.boolean(),
  level: z.string(),
  name: z.string(),
  package_name: z.string(),
  package_name_display: z.string(),
  permissions: z.record(z.string(), z.boolean()),
  roles_to_assign: z.array(z.string()),
  settings: z.object({ hiddenLevel: z.boolean().optional() }),
  technology: z.string(),
  technology_display: z.string(),
  region: z.string(),
  onboarded: z.boolean(),
  software_download_region: z.array(z.string()),
  createRMACustomerNumbers: z.array(z.string()),
  company_id: z.string(),
  isMotorolaUser: z.boolean(),
  multi_technology_id: z.string(),
  file_name_account_id: z.string(),
  locked: z.boolean(),
  customer360Associated: z.boolean(),
  hasNetwork: z.boolean(),
  role: ZRole,
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZUserSettings = z.object({
  emailNotifications: z.boolean(),
  language: ZLocale.optional(),
  /** The user's IANA time zone; null (or absent) follows the browser's. */
  timeZone: z.string().nullable().optional(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** The user of spec section 3 as the browser sees it. */
export const ZSessionUser = z.object({
  id: z.string(),
  idHash: z.string(),
  email: z.string(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  customer_id: z.string(),
  hasAccessToAllAccounts: z.boolean(),
  inactivityTimeout: z.number().nullable(),
  isMotorolaUser: z.boolean(),
  type: z.enum(['internal', 'external']),
  loginMethod: z.string(),
  useLocal: z.boolean(),
  isInDb: z.boolean(),
  managedAssignment: z.object({ organization_name: z.string() }).nullable(),
  /** `timeZone`: the IANA zone the user chose in User Settings; null follows the browser's. */
  preferences: z.object({ locale: ZLocale.nullable(), timeZone: z.string().nullable() }),
  settings: ZUserSettings,
  c360UserType: z.string().nullable(),
  analyticTag: z.string().nullable(),
  vendorRoles: z.array(z.string()),
  canProxy: z.boolean(),
  termsAccepted: z.boolean(),
  isProxyUser: z.boolean(),
  proxyLogin: z.string().nullable(),
  proxyLoginMethod: z.string().nullable(),
  proxyAccountId: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** GET /mapi/index/status */
export const ZStatus = z.object({
  user: ZSessionUser,
  accounts: z.array(ZAccount),
  selectedAccountId: z.string().nullable(),
  authorized: z.boolean(),
  environment: z.object({
    portalName: z.string(),
    /** The header logo (PORTAL_LOGO_URL; the bundled /favicon.svg by default). */
    portalLogoUrl: z.string(),
    /** The portal's version, for the About page. */
    portalVersion: z.string(),
    providerEmailDomain: z.string(),
    production: z.boolean(),
    enableCreateRMACountries: z.array(z.string()),
    /** Largest case attachment in MB (ATTACHMENT_MAX_MB), so the browser checks what the server will. */
    attachmentMaxMb: z.number().positive(),
  }),
  /**
   * When the session ends if idle (ms; never after `endsAt`), its idle timeout, and its absolute
   * end (ms), after which no activity keeps it (SESSION_ABSOLUTE_HOURS after sign-in).
   */
  session: z.object({ expiresAt: z.number(), idleSeconds: z.number(), endsAt: z.number() }),
  /**
   * The newest live event when the status was read: the browser's live stream starts after it, so
   * a change made between the page's first answers and the stream's opening is still delivered.
   */
  liveEventId: z.number().int().nonnegative(),
});
export type TStatus = z.infer<typeof ZStatus>;

/** The single-sign-on providers of the login screen: "SSO" and "MS" (Microsoft). */
export const SSO_PROVIDERS = ['sso', 'ms'] as const;
export type TSsoProvider = (typeof SSO_PROVIDERS)[number];

/** GET /mapi/auth/sso/:provider/start */
export const ZSsoStartParams = z.object({ provider: z.enum(SSO_PROVIDERS) });

/**
 * A same-site path to come back to after login: starts with one '/', never '//' or '/\' (which
 * browsers read as another host), no backslashes, blanks or control characters.
 */
export const ZReturnTo = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\\s\p{Cc}]*$/u);

export const ZSsoStartQuery = z.object({ returnTo: ZReturnTo.optional() });

/**
 * GET /mapi/auth/sso/callback: everything a provider may append to the redirect URI (iss,
 * session_state ...) is kept for openid-client, which validates the response; only these are ours.
 */
export const ZSsoCallbackQuery = z
  .object({
    state: z.string().max(512).optional(),
    code: z.string().max(4096).optional(),
    error: z.string().max(512).optional(),
  })
  .loose();

/** GET /mapi/auth/sso_logout: a browser navigation without parameters (unknown ones are ignored). */
export const ZSsoLogoutQuery = z.object({});

export const ZLoginProviders = z.object({
  local: z.literal(true),
  sso: z.boolean(),
  ms: z.boolean(),
});
export type TLoginProviders = z.infer<typeof ZLoginProviders>;

/** GET /mapi/index/status */
export const ZStatusQuery = z.object({ selected_account_id: ZAccountId.optional() }).strict();

export const ZSwitchAccountRequest = z
  .object({ account_number: ZAccountId, technology: z.string().min(1).max(32) })
  .strict();

export const ZAccountDetailsQuery = z
  .object({
    index: z.coerce.number().int().min(0).max(10_000).optional(),
    hash: z.string().max(128).optional(),
    account_number: ZAccountId.optional(),
    technology: z.string().max(32).optional(),
    account_id: ZAccountId.optional(),
  })
  .strict();

export const ZAccountSuggestionsQuery = z
  .object({ prefix: z.string().trim().min(1).max(100), excludeType: z.string().max(64).optional() })
  .strict();

export const ZAccountSuggestion = z.object({
  account_id: z.string(),
  name: z.string(),
  technology: z.string(),
  accountType: z.string(),
  label: z.string(),
});
export type TAccountSuggestion = z.infer<typeof ZAccountSuggestion>;

export const ZAccountSuggestions = z.array(ZAccountSuggestion);

/** POST /mapi/accounts/switch answers the account the session now works on. */
export const ZSwitchAccountResponse = z.object({ selectedAccountId: z.string() });

export const ZRebuildAccountRequest = z.object({ account_id: ZAccountId }).strict();

export const ZUpdateSettingsRequest = z
  .object({
    user_settings: z
      .object({
        emailNotifications: z.boolean().optional(),
        language: ZLocale.optional(),
        /** An IANA zone, or null to follow the browser's again. */
        // One message for any wrong value: isTimeZone also refuses names over TIME_ZONE_MAX_LENGTH.
        timeZone: z
          .string()
          .refine(isTimeZone, { message: timeZoneMessages.unknown.id })
          .nullable()
          .optional(),
      })
      .strict()
      .refine((v) => v.emailNotifications !== undefined || v.language !== undefined || v.timeZone !== undefined, {
        message: 'Validation.mandatory',
      }),
  })
  .strict();
export type TUpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

/** GET /mapi/proxy/accounts: proxy login step 1, the accounts matching a prefix. */
export const ZProxyAccountsQuery = z.object({ prefix: z.string().trim().max(100).default('') }).strict();

/** GET /mapi/proxy/users: proxy login step 2, the customer users of an account. */
export const ZProxyUsersQuery = z.object({ account_id: ZAccountId }).strict();

export const ZProxyStartRequest = z.object({ account_id: ZAccountId, user_id: z.uuid() }).strict();

export const ZProxyCandidate = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: ZRole,
});

export const ZProxyUsers = z.object({ users: z.array(ZProxyCandidate), onlyVendorUsers: z.boolean() });
