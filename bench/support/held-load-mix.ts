/**
 * What the simulated users of the held-load benchmark do (bench/benchmarks/held-load.ts): each kind
 * of action, how often it is picked (its weight among all), the requests it sends at once (as a
 * screen sends its queries) and what the user keeps from the answers. A new area joins the load by
 * adding its kinds here; BENCH_HELD_MIX changes weights at run time (`case-list=6,export=0`).
 *
 * A kind with `floor: true` is a read: its statements are recorded once in an in-process portal and
 * replayed by pgbench as the SQL floor of that kind. Writes have no floor (replaying an insert
 * changes the data and collides with its keys); what they create is counted back in SQL.
 */

/** What one simulated user knows: its account, the cases it has seen and the ones it created. */
export interface THeldUser {
  index: number;
  login: string;
  account: string;
  /** Open cases of the account, from its last case list. */
  seenCases: string[];
  /** Cases this user created (case numbers). */
  createdCases: string[];
  /** Counter for titles and note bodies. */
  actions: number;
}

export interface THeldRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** What a write created, counted back in SQL after the run. */
export type THeldCreated = { kind: 'case'; caseNumber: string } | { kind: 'note'; id: string };

export interface THeldKind {
  name: string;
  weight: number;
  /** Compared with pgbench replaying the statements of one action (reads only). */
  floor: boolean;
  /** The requests of one action, sent at once; undefined when the user cannot do it yet. */
  requests(user: THeldUser): THeldRequest[] | undefined;
  /** Reads the answers (JSON bodies, in request order); returns what was created, if anything. */
  after?(user: THeldUser, answers: unknown[]): THeldCreated | undefined;
}

/** The demo logins the users sign in as, in turn, and their account. */
export const HELD_LOGINS: { login: string; account: string }[] = [
  { login: 'user@northwind.example', account: 'NA-100001' },
  { login: 'admin@northwind.example', account: 'NA-100001' },
];

type TEnvelope = { content?: Record<string, unknown> };
const content = (answer: unknown): Record<string, unknown> => (answer as TEnvelope | undefined)?.content ?? {};
const pick = <T>(xs: readonly T[], n: number): T | undefined => xs[n % Math.max(1, xs.length)];

export const HELD_MIX: THeldKind[] = [
  {
    name: 'dashboard',
    weight: 3,
    floor: true,
    // The Home Dashboard: who is signed in, the saved layout and the cases and repairs widgets.
    requests: (u) => [
      { method: 'GET', path: '/mapi/index/status' },
      { method: 'GET', path: `/mapi/dashboard/layout?account_id=${u.account}` },
      { method: 'GET', path: `/mapi/cases/summary?account_id=${u.account}` },
      { method: 'GET', path: `/mapi/repairs/summary?account_id=${u.account}` },
    ],
  },
  {
    name: 'case-list',
    weight: 4,
    floor: true,
    requests: (u) => [
      { method: 'GET', path: `/mapi/cases?account_id=${u.account}&caseType=Incident&state=open&sort=priority&dir=asc&limit=50` },
    ],
    after: (u, [list]) => {
      const rows = (content(list).rows ?? []) as { caseNumber: string }[];
      if (rows.length) u.seenCases = rows.map((r) => r.caseNumber);
      return undefined;
    },
  },
  {
    name: 'repair-list',
    weight: 2,
    floor: true,
    requests: (u) => [
      { method: 'GET', path: `/mapi/repairs?account_id=${u.account}&kind=device&sort=depot&dir=asc&limit=50` },
    ],
  },
  {
    name: 'case-detail',
    weight: 3,
    floor: true,
    requests: (u) => {
      const n = pick([...u.createdCases, ...u.seenCases], u.actions);
      return n ? [{ method: 'GET', path: `/mapi/cases/${n}?account_id=${u.account}` }] : undefined;
    },
  },
  {
    name: 'export',
    weight: 1,
    floor: true,
    // A small export: the account's critical cases as CSV (about a hundred rows on the small seed).
    requests: (u) => [{ method: 'GET', path: `/mapi/cases/export?account_id=${u.account}&format=csv&priority=1` }],
  },
  {
    name: 'note',
    weight: 1,
    floor: false,
    requests: (u) => {
      const n = pick(u.createdCases.length ? u.createdCases : u.seenCases, u.actions);
      return n
        ? [
            {
              method: 'POST',
              path: `/mapi/cases/${n}/notes`,
              body: { account_id: u.account, body: `Held-load note ${u.index}.${u.actions}: the site answers again.` },
            },
          ]
        : undefined;
    },
    after: (_u, [note]) => {
      const id = content(note).id;
      return typeof id === 'string' ? { kind: 'note', id } : undefined;
    },
  },
  {
    name: 'case-create',
    weight: 1,
    floor: false,
    requests: (u) => [
      {
        method: 'POST',
        path: '/mapi/cases',
        body: {
          account_id: u.account,
          category: 'tsu',
          caseType: 'Incident',
          title: `Held-load case ${u.index}.${u.actions}`,
          description: 'Portable radios drop calls near the harbor (created by the held-load benchmark).',
        },
      },
    ],
    after: (u, [created]) => {
      const caseNumber = content(created).caseNumber;
      if (typeof caseNumber !== 'string') return undefined;
      u.createdCases.push(caseNumber);
      return { kind: 'case', caseNumber };
    },
  },
];

/** HELD_MIX with the weights BENCH_HELD_MIX names (`name=weight,...`) changed; unknown names are refused. */
export function heldMix(setting = process.env.BENCH_HELD_MIX): THeldKind[] {
  if (!setting) return HELD_MIX;
  const weights = new Map<string, number>();
  for (const part of setting.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', value = ''] = part.split('=');
    if (!HELD_MIX.some((k) => k.name === name)) {
      throw new Error(`BENCH_HELD_MIX names ${name}; known: ${HELD_MIX.map((k) => k.name).join(', ')}`);
    }
    const weight = Number(value);
    if (!Number.isFinite(weight) || weight < 0) throw new Error(`BENCH_HELD_MIX: bad weight in ${part}`);
    weights.set(name, weight);
  }
  return HELD_MIX.map((k) => ({ ...k, weight: weights.get(k.name) ?? k.weight }));
}
