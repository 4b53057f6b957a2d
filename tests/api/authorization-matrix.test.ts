import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CONTOSO_LTE,
  NORTHWIND_ASTRO,
  NORTHWIND_TRBO,
  createClient,
  demo,
  type TClient,
  type TResponse,
} from './client.ts';
import { ACCESS_LEVELS, type TAccess } from '../../src/server/platform/route-access.ts';

/**
 * Authorization matrix (spec section 6, DESIGN "Tenancy"): every operation of the OpenAPI document
 * (GET /mapi/docs) x every demo login and no session x an own and a foreign account, with
 * schema-valid input. The expected outcome comes from the operation's `x-access`:
 * - public: anything but 5xx (redirects included);
 * - user: 401 without a session; any login is let through (not 401/403);
 * - account: 401 without a session; 403 on an account the login does not hold; let through on its own;
 * - account-user: as account, and 403 for the Guest role (Guests only read);
 * - account-admin: as account, and 403 for the User and Guest roles;
 * - staff: 401 without a session; 403 for every customer login; let through for vendor staff;
 * - staff-account: as staff, and 403 for vendor staff on an account they do not hold (unless they
 *   have access to all accounts);
 * - all-accounts: 401 without a session; let through only for vendor staff with all accounts.
 * "Let through" means not 401/403: the request may still fail for business reasons (4xx).
 * A refusal must be {result:false} and carry nothing of the account; no login except the
 * all-accounts vendor administrator ever sees the name of an account it does not hold, whatever
 * the answer (vendor staff included: their searches are asked for each target account by id).
 *
 * Who holds what comes from the seed (src/server/db/seed/seed.ts), written down here on purpose:
 * the expectations must not be read back from the server under test.
 */

/** Levels whose requests name the account they work on (tenancy is checked on it). */
const ACCOUNT_LEVELS: readonly TAccess[] = ['account', 'account-user', 'account-admin', 'staff-account'];
type TRole = 'Administrator' | 'User' | 'Guest';

const IDENTITIES = ['anonymous', 'vendorAdmin', 'staff', 'nwAdmin', 'nwUser', 'nwGuest', 'contoso'] as const;
type TIdentity = (typeof IDENTITIES)[number];

const TARGETS = [NORTHWIND_ASTRO, NORTHWIND_TRBO, CONTOSO_LTE] as const;

/**
 * Roles per account from the seed; vendorAdmin holds every account as Administrator. staff holds
 * NA-200001 (and others that are not targets here) as User, Northwind's accounts not at all.
 */
const SEED_ROLES: Record<TIdentity, Partial<Record<string, TRole>> | 'all'> = {
  anonymous: {},
  vendorAdmin: 'all',
  staff: { [CONTOSO_LTE]: 'User' },
  nwAdmin: { [NORTHWIND_ASTRO]: 'Administrator', [NORTHWIND_TRBO]: 'Administrator' },
  nwUser: { [NORTHWIND_ASTRO]: 'User', [NORTHWIND_TRBO]: 'User' },
  nwGuest: { [NORTHWIND_ASTRO]: 'Guest' },
  contoso: { [CONTOSO_LTE]: 'User' },
};
const VENDOR: ReadonlySet<TIdentity> = new Set(['vendorAdmin', 'staff']);

function hasAllAccounts(who: TIdentity): boolean {
  return SEED_ROLES[who] === 'all';
}

function roleOf(who: TIdentity, account: string): TRole | undefined {
  const roles = SEED_ROLES[who];
  return roles === 'all' ? 'Administrator' : roles[account];
}

// ---------------------------------------------------------------------------------------------
// OpenAPI document

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: TJson[];
  const?: TJson;
  default?: TJson;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface TParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: TJsonSchema;
}

interface TOperationDoc {
  'x-access'?: unknown;
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
}

interface TOpenApi {
  paths: Record<string, Record<string, TOperationDoc | TParameter[]>>;
  components?: Record<string, Record<string, TJsonSchema>>;
}

interface TOperation {
  key: string;
  method: string;
  path: string;
  access: unknown;
  params: TParameter[];
  body: TJsonSchema | undefined;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const doc = (await (
  await fetch(`${inject('baseUrl')}/mapi/docs`, { headers: { accept: 'application/json' } })
).json()) as TOpenApi;

function resolve(schema: TJsonSchema | undefined, depth = 0): TJsonSchema | undefined {
  if (!schema?.$ref || depth > 10) return schema;
  let node: unknown = doc;
  for (const s of schema.$ref.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[s.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolve(node as TJsonSchema | undefined, depth + 1);
}

const operations: TOperation[] = Object.entries(doc.paths).flatMap(([p, item]) => {
  const shared = Array.isArray(item.parameters) ? item.parameters : [];
  return Object.entries(item)
    .filter(([m]) => HTTP_METHODS.includes(m))
    .map(([m, raw]): TOperation => {
      const op = raw as TOperationDoc;
      return {
        key: `${m.toUpperCase()} ${p}`,
        method: m.toUpperCase(),
        path: p,
        access: op['x-access'],
        params: [...shared, ...(op.parameters ?? [])],
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    });
});

// ---------------------------------------------------------------------------------------------
// Schema-valid input

/** Parameters and properties that name the account the request works on. */
const ACCOUNT_NAME = /^account[_-]?(?:id|number)$/i;

interface TTarget {
  id: string;
  name: string;
  integrationId: string;
  technology: string;
}

interface TFill {
  target: TTarget;
}

const FIXED_UUID = '00000000-0000-4000-8000-000000000000';
/** Plain strings are unique per run, so per-key state (failed-login throttling of POST local_login) never meets other tests. */
const RUN_TAG = `m${Date.now().toString(36)}`;

function patternSample(pattern: string, min: number, max: number, label: string): string {
  try {
    const re = new RegExp(pattern);
    const candidates = fc.sample(fc.stringMatching(re, { maxLength: Math.max(max, 1) }), {
      seed: 7,
      numRuns: 50,
    });
    const hit = candidates.find((s) => s.length >= min && s.length <= max && re.test(s));
    if (hit !== undefined) return hit;
  } catch {
    // fall through to a plain value; a wrong guess shows up as a 400 in the table
  }
  return label.padEnd(Math.max(min, 1), 'x').slice(0, Math.max(max, 1));
}

/** One deterministic schema-valid value: required keys, plus the account (and its technology) wherever named. */
function validValue(schema: TJsonSchema | undefined, fill: TFill, name = 'value'): TJson {
  const s = resolve(schema);
  if (!s) return 'x';
  if (ACCOUNT_NAME.test(name)) return fill.target.id;
  if (name === 'technology') return fill.target.technology;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0]!;
  if (s.default !== undefined) return s.default;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return validValue(alternatives.find((a) => resolve(a)?.type !== 'null') ?? alternatives[0], fill, name);
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((a) => validValue(a, fill, name))) as TJson;
  }
  const type = Array.isArray(s.type)
    ? s.type.find((t) => t !== 'null')
    : (s.type ?? (s.properties ? 'object' : 'string'));
  switch (type) {
    case 'string': {
      const min = s.minLength ?? 1;
      const max = s.maxLength ?? 64;
      if (s.format === 'uuid') return FIXED_UUID;
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (s.format === 'date') return '2026-01-15';
      if (s.pattern) return patternSample(s.pattern, min, max, name);
      return RUN_TAG.padEnd(Math.max(min, 1), 'x').slice(0, Math.max(max, 1));
    }
    case 'integer':
    case 'number': {
      const low = Math.max(
        s.minimum ?? 1,
        s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity,
      );
      return s.maximum !== undefined ? Math.min(low, s.maximum) : low;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items, fill, name));
    case 'object': {
      const props = s.properties ?? {};
      const names = Object.keys(props);
      const hasAccount = names.some((n) => ACCOUNT_NAME.test(n));
      const out: { [key: string]: TJson } = {};
      for (const n of names) {
        const include =
          (s.required ?? []).includes(n) || ACCOUNT_NAME.test(n) || (hasAccount && n === 'technology');
        if (include) out[n] = validValue(props[n], fill, n);
      }
      return out;
    }
    default:
      return 'x';
  }
}

/**
 * Input the JSON schema cannot describe: PUT /mapi/users/settings refuses an empty user_settings
 * (a zod refine), so it sends the identity's current e-mail setting back, which changes nothing.
 * The staff account searches look for the target account by id, so an answer listing an account
 * the login does not hold shows up as a leak.
 */
const VALID_INPUT_OVERRIDES: Record<
  string,
  (ctx: { emailNotifications: boolean; target: TTarget }) => { body?: TJson; query?: Record<string, string> }
> = {
  'PUT /mapi/users/settings': (ctx) => ({
    body: { user_settings: { emailNotifications: ctx.emailNotifications } },
  }),
  'GET /mapi/accounts/suggestions': (ctx) => ({ query: { prefix: ctx.target.id } }),
  'GET /mapi/proxy/accounts': (ctx) => ({ query: { prefix: ctx.target.id } }),
  // An IANA time zone and thresholds in order (rules the JSON schema cannot say); every target
  // already has a network, so a let-through create is refused for that and writes nothing.
  'POST /mapi/networks': (ctx) => ({
    body: {
      account_id: ctx.target.id,
      networkId: 'NET-MATRIX',
      name: 'Matrix network',
      networkAcronym: 'MTX',
      networkSystemId: '1A2',
      type: 'ASTRO 25',
      networkProfile: 'P25 Phase 2 TDMA',
      networkProfileNames: [],
      timezone: 'America/Chicago',
      coverageSimulation: false,
      powerStatus: true,
      subnetworks: ['voice'],
      failedSevLimit: 5,
      impairedSevLimit: 3,
      thresholds: {
        max_utilization: 20,
        high_utilization: 14,
        high_utilization_percent: 70,
        critical_utilization: 17,
        critical_utilization_percent: 85,
        max_affiliation: 1200,
        high_affiliation: 900,
        high_affiliation_percent: 75,
        critical_affiliation: 1080,
        critical_affiliation_percent: 90,
      },
    },
  }),
};

interface TRequest {
  method: string;
  url: string;
  body: TJson | undefined;
  targetsAccount: boolean;
}

function buildRequest(op: TOperation, target: TTarget, emailNotifications: boolean): TRequest {
  const fill: TFill = { target };
  let targetsAccount = false;
  const pathValues: Record<string, string> = {};
  const query = new URLSearchParams();
  const queryParams = op.params.filter((p) => p.in === 'query');
  const queryHasAccount = queryParams.some((p) => ACCOUNT_NAME.test(p.name));
  for (const p of op.params) {
    const named = ACCOUNT_NAME.test(p.name);
    if (named) targetsAccount = true;
    if (p.in === 'path') pathValues[p.name] = String(validValue(p.schema, fill, p.name));
    if (p.in === 'query' && (p.required || named || (queryHasAccount && p.name === 'technology'))) {
      const v = validValue(p.schema, fill, p.name);
      for (const item of Array.isArray(v) ? v : [v]) query.append(p.name, String(item));
    }
  }
  let body: TJson | undefined;
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    body = op.body ? validValue(op.body, fill) : {};
    if (JSON.stringify(body).includes(JSON.stringify(target.id))) targetsAccount = true;
  }
  const override = VALID_INPUT_OVERRIDES[op.key]?.({ emailNotifications, target });
  if (override?.body !== undefined) body = override.body;
  for (const [k, v] of Object.entries(override?.query ?? {})) query.set(k, v);
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => encodeURIComponent(pathValues[n] ?? 'x'));
  const qs = query.toString();
  return { method: op.method, url: qs ? `${path}?${qs}` : path, body, targetsAccount };
}

// ---------------------------------------------------------------------------------------------
// Expectations

type TExpect = { kind: 'no-5xx' } | { kind: 'refuse'; status: 401 | 403 } | { kind: 'let-through' };

function expectationFor(access: TAccess, who: TIdentity, account: string): TExpect {
  if (access === 'public') return { kind: 'no-5xx' };
  if (who === 'anonymous') return { kind: 'refuse', status: 401 };
  switch (access) {
    case 'user':
      return { kind: 'let-through' };
    case 'staff':
      return VENDOR.has(who) ? { kind: 'let-through' } : { kind: 'refuse', status: 403 };
    case 'staff-account':
      return VENDOR.has(who) && roleOf(who, account) ? { kind: 'let-through' } : { kind: 'refuse', status: 403 };
    case 'all-accounts':
      return VENDOR.has(who) && hasAllAccounts(who) ? { kind: 'let-through' } : { kind: 'refuse', status: 403 };
    case 'account':
      return roleOf(who, account) ? { kind: 'let-through' } : { kind: 'refuse', status: 403 };
    case 'account-user': {
      const role = roleOf(who, account);
      return role && role !== 'Guest' ? { kind: 'let-through' } : { kind: 'refuse', status: 403 };
    }
    case 'account-admin':
      return roleOf(who, account) === 'Administrator'
        ? { kind: 'let-through' }
        : { kind: 'refuse', status: 403 };
  }
}

function describeExpectation(e: TExpect): string {
  if (e.kind === 'no-5xx') return 'not 5xx';
  if (e.kind === 'refuse') return `${e.status}`;
  return 'not 401/403';
}

/** Routes that end or change the session: each cell gets its own client and sign-in. */
function changesSession(op: TOperation): boolean {
  return /\/[a-z_]*logout$/.test(op.path) || /^\/mapi\/proxy\/(?:start|end)$/.test(op.path);
}

interface TCell {
  op: TOperation;
  who: TIdentity;
  target: TTarget;
  expected: TExpect;
  status: number;
  code: string;
  problems: string[];
}

// ---------------------------------------------------------------------------------------------

const LOGIN_ADDRESS = (i: number) => `10.78.${i}.1`;
/** Requests other than sign-ins come from another address, so the failed logins of POST local_login never block a sign-in. */
const REQUEST_ADDRESS = (i: number, j: number) => `10.79.${i}.${j + 1}`;

describe('authorization matrix: every operation x every demo login x own and foreign account', () => {
  const clients = new Map<TIdentity, TClient>();
  const emailSetting = new Map<TIdentity, boolean>();
  const targets: TTarget[] = [];
  const loginOf = (who: Exclude<TIdentity, 'anonymous'>) => demo()[who];

  async function signIn(who: TIdentity): Promise<TClient> {
    const client = createClient({ ip: LOGIN_ADDRESS(IDENTITIES.indexOf(who)) });
    if (who === 'anonymous') return client;
    const res = await client.login(loginOf(who));
    if (res.status !== 200)
      throw new Error(
        `sign-in of ${who} (${loginOf(who)}) failed: ${res.status} ${JSON.stringify(res.body)}`,
      );
    return client;
  }

  beforeAll(async () => {
    await Promise.all(
      IDENTITIES.map(async (who) => {
        const client = await signIn(who);
        clients.set(who, client);
        if (who === 'anonymous') return;
        const status = await client.get<{ user: { settings: { emailNotifications: boolean } } }>(
          '/mapi/index/status',
        );
        expect(status.status, `${who}: GET /mapi/index/status`).toBe(200);
        emailSetting.set(who, status.body.content.user.settings.emailNotifications);
      }),
    );
    const admin = clients.get('vendorAdmin')!;
    const status = await admin.get<{
      accounts: { account_id: string; name: string; account_integration_id: string; technology: string }[];
    }>('/mapi/index/status');
    for (const id of TARGETS) {
      const a = status.body.content.accounts.find((x) => x.account_id === id);
      if (!a) throw new Error(`account ${id} missing from the vendor administrator's accounts`);
      targets.push({ id, name: a.name, integrationId: a.account_integration_id, technology: a.technology });
    }
  });

  it('documents an x-access level for every operation', () => {
    const bad = operations.filter((op) => !ACCESS_LEVELS.includes(op.access as TAccess));
    expect(
      bad.map((op) => `${op.key}: x-access ${JSON.stringify(op.access)}`),
      `every operation needs x-access in ${ACCESS_LEVELS.join(', ')}`,
    ).toEqual([]);
    expect(operations.length).toBeGreaterThan(0);
  });

  it('refuses exactly what x-access says and leaks no account data when refusing', async () => {
    const cells: TCell[] = [];
    const tested = new Set<string>();
    const foreignNames = (who: TIdentity) =>
      hasAllAccounts(who)
        ? []
        : targets.filter((t) => !roleOf(who, t.id)).flatMap((t) => [t.name, t.integrationId]);

    await Promise.all(
      IDENTITIES.map(async (who, i) => {
        // An operation that names no account sends the same request for every target: asked once.
        const answers = new Map<string, TResponse>();
        for (const op of operations) {
          tested.add(op.key);
          const access = op.access as TAccess;
          if (!ACCESS_LEVELS.includes(access)) continue;
          for (const [j, target] of targets.entries()) {
            const req = buildRequest(op, target, emailSetting.get(who) ?? true);
            const expected = expectationFor(access, who, target.id);
            const signature = `${req.method} ${req.url} ${JSON.stringify(req.body)}`;
            let res = answers.get(signature);
            if (!res) {
              const client = changesSession(op) ? await signIn(who) : clients.get(who)!;
              res = await client.request(req.method, req.url, req.body, {
                headers: { 'x-forwarded-for': REQUEST_ADDRESS(i, j) },
              });
              answers.set(signature, res);
            }
            const text = JSON.stringify(res.body);
            const problems: string[] = [];
            if (res.status >= 500) problems.push('server error');
            if (expected.kind === 'refuse' && res.status !== expected.status) {
              problems.push(
                res.status === 401 || res.status === 403 ? 'wrong refusal code' : 'UNEXPECTED ALLOW',
              );
            }
            if (expected.kind === 'let-through' && (res.status === 401 || res.status === 403))
              problems.push('unexpected refusal');
            if (ACCOUNT_LEVELS.includes(access) && !req.targetsAccount) {
              problems.push('no account_id/account_number parameter: tenancy cannot be checked');
            }
            if (res.status === 401 || res.status === 403) {
              if (res.body.result !== false) problems.push('refusal without result:false');
              for (const secret of [target.name, target.integrationId]) {
                if (text.includes(secret)) problems.push(`refusal carries "${secret}"`);
              }
            }
            for (const secret of foreignNames(who)) {
              if (text.includes(secret)) problems.push(`answer carries foreign "${secret}"`);
            }
            cells.push({ op, who, target, expected, status: res.status, code: res.body.code, problems });
          }
        }
      }),
    );

    const failures = cells.filter((c) => c.problems.length);
    const rows = failures
      .sort(
        (a, b) => a.op.key.localeCompare(b.op.key) || IDENTITIES.indexOf(a.who) - IDENTITIES.indexOf(b.who),
      )
      .map((c) => [
        c.op.key,
        String(c.op.access),
        c.who,
        `${c.target.id} (${roleOf(c.who, c.target.id) ?? 'foreign'})`,
        describeExpectation(c.expected),
        `${c.status} ${c.code}`,
        c.problems.join('; '),
      ]);
    const header = ['operation', 'access', 'identity', 'account', 'expected', 'got', 'problem'];
    const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
    const line = (r: string[]) => r.map((v, k) => v.padEnd(widths[k]!)).join(' | ');
    const table = [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');

    expect(
      failures.length,
      `${failures.length} of ${cells.length} authorization cells failed:\n${table}\n`,
    ).toBe(0);
    // Every operation of the document was walked, so a new route is covered without editing this file.
    expect(tested.size).toBe(operations.length);
    expect(cells.length).toBe(operations.length * IDENTITIES.length * TARGETS.length);
  }, 120_000); // every operation times every identity and account: it grows with each route
});
