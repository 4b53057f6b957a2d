import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CASE_REOPEN_DAYS } from '../../shared/domain/cases.ts';
import {
  parseCaseResponseHours,
  parseSupportCentrePhones,
  type TCaseResponseHours,
  type TSupportCentrePhones,
} from './support-centre.ts';
import { parseTrustProxy, type TTrustProxy } from './trust-proxy.ts';

/** Every environment variable the portal reads, documented in the README. */
export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Server processes sharing the port (PORTAL_WORKERS: a number or `auto`); above 1 only on PostgreSQL. */
  workers: number;
  /** PostgreSQL connections of each server process: DB_POOL_MAX (all processes together) shared among them. */
  databasePoolSize: number;
  /**
   * Longest a request's SQL statement may run on PostgreSQL (DB_STATEMENT_TIMEOUT_MS, 6,000 by
   * default, 0 for none): a slower one is cancelled by the server and the request answers 503.
   */
  databaseStatementTimeoutMs: number;
  /**
   * Longest a statement waits for a free pooled connection (DB_ACQUIRE_TIMEOUT_MS, 2,000 by
   * default) before its request answers 503, and how many may wait at once per server process
   * (DB_QUEUE_MAX, 200 by default; one more is refused at once).
   */
  databaseAcquireTimeoutMs: number;
  databaseQueueMax: number;
  seedScale: 'tiny' | 'small' | 'large';
  demoPassword: string;
  providerEmailDomain: string;
  portalName: string;
  /** The portal's logo in the header: a same-origin path or an http(s) address. */
  portalLogoUrl: string;
  logLevel: string;
  bodyLimitBytes: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How often expired sessions are deleted (SESSION_SWEEP_SECONDS, fractions accepted). */
  sessionSweepSeconds: number;
  /** How often stored files without a row and rows without a file are removed (FILE_SWEEP_SECONDS). */
  fileSweepSeconds: number;
  /** How old a file or row must be before the file sweep may remove it (FILE_SWEEP_GRACE_SECONDS). */
  fileSweepGraceSeconds: number;
  /** Whether this process runs jobs (JOB_RUNNER, `on` or `off`); off, it only sends them. */
  jobRunner: boolean;
  /** How often each kind of job is looked for when none was sent by this process (JOB_POLL_SECONDS). */
  jobPollSeconds: number;
  /** How long a failed-login block lasts (LOGIN_BLOCK_MINUTES, fractions accepted). */
  loginBlockMinutes: number;
  /** The window failed logins are counted in (LOGIN_WINDOW_MINUTES, fractions accepted). */
  loginWindowMinutes: number;
  /** How long a password-reset link works (PASSWORD_RESET_MINUTES, fractions accepted). */
  passwordResetMinutes: number;
  cookieSecure: boolean;
  /** Which reverse proxies may name the client's address and scheme (TRUST_PROXY; see trust-proxy.ts). */
  trustProxy: TTrustProxy;
  publicUrl: string;
  oidc: { sso?: TOidcIssuerConfig; ms?: TOidcIssuerConfig };
  production: boolean;
  /** Largest case attachment, in MB (ATTACHMENT_MAX_MB). */
  attachmentMaxMb: number;
  /** Days after its closure during which a case can be reopened (CASE_REOPEN_DAYS, default 14). */
  caseReopenDays: number;
  /** Folder of uploaded files (FILES_DIR); unset means DATA_DIR/files (see filesDirOf). */
  filesDir: string | undefined;
  /** SMTP server for e-mails (SMTP_URL); without it mails are kept in the outbox table. */
  smtpUrl: string | undefined;
  /** Sender address of the portal's e-mails (MAIL_FROM). */
  mailFrom: string;
  /**
   * The customer keyword (MANAGED_ORGANIZATION_KEYWORD): a user's organization assignment is shown
   * only when the organization's name contains it (spec section 3), ignoring case.
   */
  managedOrganizationKeyword: string;
  /** The card processor (PAYMENT_PROCESSOR): `local`, the built-in one (modules/payments/processor.ts). */
  paymentProcessor: TPaymentProcessorName;
  /** The support centre's numbers by region and country (SUPPORT_CENTRE_PHONES; demo values by default). */
  supportCentrePhones: TSupportCentrePhones;
  /** Target first response of a case per priority 1-4, in hours (CASE_RESPONSE_HOURS; default 1,4,24,72). */
  caseResponseHours: TCaseResponseHours;
  /** Whether the built-in telemetry simulator feeds the networks (SIMULATOR, `on` by default; tests turn it off). */
  simulator: boolean;
  /** How often the simulator sends a batch per network (SIMULATOR_SECONDS, 30 by default; fractions accepted). */
  simulatorSeconds: number;
  /** How long a site stays failed before it opens an incident case (INCIDENT_AFTER_MINUTES, 10 by default). */
  incidentAfterMinutes: number;
}

/** The card processors the portal can talk to; a real one is added by writing its adapter. */
export const PAYMENT_PROCESSORS = ['local'] as const;
export type TPaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

export interface TOidcIssuerConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

function oidcIssuer(env: NodeJS.ProcessEnv, prefix: string): TOidcIssuerConfig | undefined {
  const issuer = env[`${prefix}_ISSUER`];
  if (!issuer) return undefined;
  return {
    issuer,
    clientId: env[`${prefix}_CLIENT_ID`] ?? '',
    clientSecret: env[`${prefix}_CLIENT_SECRET`] ?? '',
  };
}

/**
 * PORTAL_LOGO_URL: a same-origin path (`/brand/logo.svg`) or an absolute http(s) address; anything
 * else (javascript:, protocol-relative //host) stops the start with a clear message.
 */
function logoUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.PORTAL_LOGO_URL ?? '').trim();
  if (raw === '') return '/favicon.svg';
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // reported below
  }
  throw new Error(`PORTAL_LOGO_URL must be a path starting with / or an http(s) address, got "${raw}"`);
}

/**
 * PORTAL_WORKERS: how many server processes share the port. `auto` is one per CPU on PostgreSQL
 * and 1 on PGlite, whose embedded database belongs to one process; a number above 1 without
 * DATABASE_URL stops the start.
 */
function workers(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const raw = (env.PORTAL_WORKERS ?? '').trim();
  if (raw === 'auto') return databaseUrl ? os.availableParallelism() : 1;
  const n = raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new Error(`PORTAL_WORKERS must be auto or a whole number from 1 to 64, got "${raw}"`);
  }
  if (n > 1 && !databaseUrl) {
    throw new Error(
      `PORTAL_WORKERS=${n} needs DATABASE_URL: the embedded PGlite database serves one process only`,
    );
  }
  return n;
}

/**
 * DB_POOL_MAX: the PostgreSQL connections the portal opens in all, shared evenly by its server
 * processes. The default, twice the CPUs (at least 4, at most 32), follows the usual sizing rule
 * for PostgreSQL pools (about two connections per core): more connections than the cores can
 * serve only make the backends take turns, which costs more than a request waiting for a free
 * connection (docs/decisions.md). A value set below PORTAL_WORKERS stops the start.
 */
function databasePoolSize(env: NodeJS.ProcessEnv, workerCount: number): number {
  const raw = (env.DB_POOL_MAX ?? '').trim();
  if (raw === '') {
    const total = Math.min(32, Math.max(4, 2 * os.availableParallelism()));
    return Math.max(1, Math.floor(total / workerCount));
  }
  const total = Number(raw);
  if (!Number.isInteger(total) || total < 1 || total > 10_000) {
    throw new Error(`DB_POOL_MAX must be a whole number from 1 to 10000, got "${raw}"`);
  }
  if (total < workerCount) {
    throw new Error(
      `DB_POOL_MAX=${total} is less than PORTAL_WORKERS=${workerCount}: each server process needs a connection`,
    );
  }
  return Math.floor(total / workerCount);
}

/** JOB_RUNNER: `on` (the default) or `off`. */
function jobRunner(env: NodeJS.ProcessEnv): boolean {
  const raw = (env.JOB_RUNNER ?? '').trim();
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`JOB_RUNNER must be on or off, got "${raw}"`);
}

/** JOB_POLL_SECONDS: 2 by default, at least 0.5 (pg-boss's shortest poll). */
function jobPollSeconds(env: NodeJS.ProcessEnv): number {
  const n = positiveNumber(env, 'JOB_POLL_SECONDS', 2);
  if (n < 0.5) throw new Error(`JOB_POLL_SECONDS must be at least 0.5, got "${env.JOB_POLL_SECONDS}"`);
  return n;
}

/** SIMULATOR: `on` (the default) or `off`. */
function simulator(env: NodeJS.ProcessEnv): boolean {
  const raw = (env.SIMULATOR ?? '').trim();
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`SIMULATOR must be on or off, got "${raw}"`);
}

/** PAYMENT_PROCESSOR: `local` (the default); any other value stops the start. */
function paymentProcessor(env: NodeJS.ProcessEnv): TPaymentProcessorName {
  const raw = (env.PAYMENT_PROCESSOR ?? '').trim();
  if (raw === '') return 'local';
  const known = PAYMENT_PROCESSORS.find((p) => p === raw);
  if (!known) throw new Error(`PAYMENT_PROCESSOR must be one of ${PAYMENT_PROCESSORS.join(', ')}, got "${raw}"`);
  return known;
}

/** Reads every setting from the environment (README, Configuration); a bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = int(env, 'PORT', 3000);
  const scale = env.SEED_SCALE ?? 'small';
  if (scale !== 'tiny' && scale !== 'small' && scale !== 'large') {
    throw new Error(`SEED_SCALE must be tiny, small or large, got "${scale}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const providerEmailDomain = (env.PROVIDER_EMAIL_DOMAIN ?? 'provider.example').toLowerCase();
  const databaseUrl = env.DATABASE_URL || undefined;
  const workerCount = workers(env, databaseUrl);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    workers: workerCount,
    databasePoolSize: databasePoolSize(env, workerCount),
    databaseStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 6_000),
    databaseAcquireTimeoutMs: positiveNumber(env, 'DB_ACQUIRE_TIMEOUT_MS', 2_000),
    databaseQueueMax: int(env, 'DB_QUEUE_MAX', 200),
    seedScale: scale,
    demoPassword: env.PORTAL_DEMO_PASSWORD ?? 'Portal#Demo1',
    providerEmailDomain,
    portalName: env.PORTAL_NAME ?? 'Radio Support Portal',
    portalLogoUrl: logoUrl(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    sessionIdleMinutes: positiveNumber(env, 'SESSION_IDLE_MINUTES', 30),
    sessionAbsoluteHours: positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', 12),
    sessionSweepSeconds: positiveNumber(env, 'SESSION_SWEEP_SECONDS', 60),
    fileSweepSeconds: positiveNumber(env, 'FILE_SWEEP_SECONDS', 3600),
    fileSweepGraceSeconds: positiveNumber(env, 'FILE_SWEEP_GRACE_SECONDS', 3600),
    jobRunner: jobRunner(env),
    jobPollSeconds: jobPollSeconds(env),
    loginBlockMinutes: positiveNumber(env, 'LOGIN_BLOCK_MINUTES', 5),
    loginWindowMinutes: positiveNumber(env, 'LOGIN_WINDOW_MINUTES', 15),
    passwordResetMinutes: positiveNumber(env, 'PASSWORD_RESET_MINUTES', 30),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    oidc: { sso: oidcIssuer(env, 'OIDC_SSO'), ms: oidcIssuer(env, 'OIDC_MS') },
    production: env.NODE_ENV === 'production',
    attachmentMaxMb: positiveNumber(env, 'ATTACHMENT_MAX_MB', 10),
    caseReopenDays: positiveNumber(env, 'CASE_REOPEN_DAYS', DEFAULT_CASE_REOPEN_DAYS),
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `support-portal@${providerEmailDomain}`,
    managedOrganizationKeyword: (env.MANAGED_ORGANIZATION_KEYWORD ?? '').trim() || 'Managed',
    paymentProcessor: paymentProcessor(env),
    supportCentrePhones: parseSupportCentrePhones(env.SUPPORT_CENTRE_PHONES),
    caseResponseHours: parseCaseResponseHours(env.CASE_RESPONSE_HOURS),
    simulator: simulator(env),
    simulatorSeconds: positiveNumber(env, 'SIMULATOR_SECONDS', 30),
    incidentAfterMinutes: positiveNumber(env, 'INCIDENT_AFTER_MINUTES', 10),
  };
}

/** Where uploaded files go: FILES_DIR, else the `files` folder of DATA_DIR (both database modes). */
export function filesDirOf(config: Pick<TConfig, 'filesDir' | 'dataDir'>): string {
  return config.filesDir ?? path.join(config.dataDir, 'files');
}
