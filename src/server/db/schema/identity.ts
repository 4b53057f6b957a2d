import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A customer company, or the vendor itself (`isVendor`). */
export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isVendor: boolean('is_vendor').notNull().default(false),
});

/** A managed organization that users may be assigned to (spec section 6). */
export const managedOrganizations = pgTable('managed_organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** A customer account (spec section 3, Account). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    integrationId: text('integration_id').notNull(),
    source: text('source').notNull(),
    accountType: text('account_type').notNull(),
    caseSource: text('case_source').notNull(),
    caseCreateService: text('case_create_service').notNull(),
    countryCode: text('country_code').notNull(),
    customerType: text('customer_type').notNull(),
    customerIds: text('customer_ids').array().notNull(),
    external: boolean('external').notNull().default(false),
    groups: text('groups').array().notNull(),
    inactivityTimeout: integer('inactivity_timeout'),
    suppressLevelAboveRenew: boolean('suppress_level_above_renew').notNull().default(false),
    level: text('level').notNull(),
    name: text('name').notNull(),
    packageName: text('package_name').notNull(),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull(),
    rolesToAssign: text('roles_to_assign').array().notNull(),
    settings: jsonb('settings').$type<{ hiddenLevel?: boolean }>().notNull(),
    technology: text('technology').notNull(),
    region: text('region').notNull(),
    onboarded: boolean('onboarded').notNull().default(true),
    softwareDownloadRegion: text('software_download_region').array().notNull(),
    createRmaCustomerNumbers: text('create_rma_customer_numbers').array().notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    locked: boolean('locked').notNull().default(false),
    customer360Associated: boolean('customer360_associated').notNull().default(true),
    /** The vendor's support manager (customer success manager) of the account: renewals and requests go to them. */
    supportManagerName: text('support_manager_name'),
    supportManagerEmail: text('support_manager_email'),
  },
  (t) => [index('accounts_company_idx').on(t.companyId), index('accounts_name_idx').on(t.name)],
);

/** A person who signs in (spec section 3, User). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    countryCode: text('country_code'),
    passwordHash: text('password_hash'),
    useLocal: boolean('use_local').notNull().default(true),
    inactivityTimeout: integer('inactivity_timeout'),
    hasAccessToAllAccounts: boolean('has_access_to_all_accounts').notNull().default(false),
    vendorRoles: text('vendor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    managedOrganizationId: text('managed_organization_id').references(() => managedOrganizations.id),
    settings: jsonb('settings')
      .$type<{ emailNotifications: boolean; language?: string }>()
      .notNull()
      .default({ emailNotifications: true }),
    locale: text('locale'),
    /** The user's IANA time zone (dates shown and date filters); null: the browser's own. */
    timeZone: text('time_zone'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    c360UserType: text('c360_user_type'),
    analyticTag: text('analytic_tag'),
    canProxy: boolean('can_proxy').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_uq').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_uq').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** Which user may use which account, with which role (Administrator, User, Guest). */
export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    index('user_accounts_account_idx').on(t.accountId),
  ],
);

/** Server-side sessions, shared by every server instance. `id` is the SHA-256 of the cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proxyUserId: uuid('proxy_user_id').references(() => users.id, { onDelete: 'cascade' }),
    selectedAccountId: text('selected_account_id'),
    loginMethod: text('login_method').notNull(),
    idTokenHint: text('id_token_hint'),
    ssoIssuer: text('sso_issuer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle timeout of this session, from the user's, the account's or the portal's setting. */
    idleSeconds: integer('idle_seconds').notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed login counters per login and per address (throttling without permanent lockout). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Security audit trail: who did what, when (UTC), from where, on which account. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    userId: uuid('user_id'),
    actorUserId: uuid('actor_user_id'),
    login: text('login'),
    accountId: text('account_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_account_at_idx').on(t.accountId, t.at),
    index('audit_log_user_at_idx').on(t.userId, t.at),
  ],
);

/** Key/value application configuration (spec: enableCreateRMACountries, secrets shared by instances). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** OpenID Connect logins under way: state, PKCE verifier and nonce, deleted at first use. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset links (issue 29): only the SHA-256 of each link's token is kept; a link works once
 * (its row is deleted when used) and until `expiresAt`. A new link replaces the user's earlier ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
