/**
 * Demo cases, notes, associated cases and tickets for every account (deterministic).
 *
 * Fixed, recognisable demo cases on the Northwind ASTRO account (NA-100001) come first, with
 * times relative to the seed time (open severity 1 cases, cases of the last 7 and 30 days), so the
 * dashboard widgets always have data. The bulk is generated inside the database with
 * INSERT ... SELECT FROM generate_series (in batches of BATCH rows), so `large` (>= 1,000,000
 * cases) seeds in minutes on PostgreSQL and PGlite alike. The values derive from the row number
 * and the account (integer hashing in SQL), never from a clock or Math.random; only the dates are
 * relative to the seed time.
 */
import { sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db.ts';
import { createRandom } from './random.ts';
import { arr, hash, laterBeforeNow, pick } from './sql-values.ts';

export type TSeedTx = TTx;
export type TSeedScale = 'tiny' | 'small' | 'large';

/** Cases over all accounts per scale (approximate, the fixed demo cases come on top). */
export const CASES_PER_SCALE: Record<TSeedScale, number> = { tiny: 2_000, small: 20_000, large: 1_000_000 };
const TICKETS_PER_ACCOUNT: Record<TSeedScale, number> = { tiny: 20, small: 60, large: 600 };
/** A case gets notes when case_no % NOTE_EVERY = 0 (1-3 of them); large keeps the notes table small. */
const NOTE_EVERY: Record<TSeedScale, number> = { tiny: 1, small: 1, large: 4 };
/** Rows per INSERT ... SELECT statement. */
const BATCH = 50_000;

export const DEMO_ACCOUNT = 'NA-100001';
/**
 * A fixed account with a little over EXPORT_MAX_ROWS (8,000) cases in every scale, so the export
 * limit can be seen and tested on real rows (held by the staff login as User).
 */
export const EXPORT_LIMIT_ACCOUNT = 'NA-400001';
export const EXPORT_LIMIT_ACCOUNT_CASES = 8_150;
export const FIRST_CASE_NO = 10_000_001;
export const FIRST_TICKET_NO = 70_000_001;

export interface TSeedCaseAccount {
  id: string;
  caseSource: string;
  locked?: boolean | null;
  customer360Associated?: boolean | null;
}

const SITES = [
  'Central Dispatch',
  'Harbor Repeater',
  'Hill Top',
  'North Tower',
  'Ridge Site',
  'River Prime',
  'Airport Sub-site',
  'Courthouse',
  'Water Plant',
  'East Simulcast',
  'West Simulcast',
  'Training Center',
];
const PROBLEMS = [
  'Console positions lose audio',
  'Site link down',
  'Intermittent affiliation failures',
  'Zone controller failover alarm',
  'Radio will not register',
  'Poor coverage reported',
  'Firmware upgrade request',
  'Battery packs failing early',
  'Encryption key load error',
  'Backhaul latency above threshold',
  'Channel utilization high',
  'Patch installation question',
  'Antivirus definitions out of date',
  'Repeater power supply fault',
  'GPS synchronization lost',
  'Dispatch recorder gaps',
  'Talkgroup scan not working',
  'Request for configuration review',
  'Noise on simulcast overlap',
  'License activation needed',
];
const DETAILS = [
  'Reported by the dispatch supervisor during the evening shift.',
  'Observed on several radios after the last maintenance window.',
  'Happens a few times per day, no pattern found yet.',
  'Alarm raised by network monitoring; logs attached by the customer.',
  'Customer asks for a technician visit this week.',
  'Started after a power outage at the site.',
  'Affects field units in the northern sector only.',
  'Please advise on the recommended procedure.',
];
const OWNERS = ['J. Alvarez', 'M. Chen', 'K. Novak', 'S. Okafor', 'L. Rossi', 'P. Sato', 'R. Singh', 'T. Walsh'];
const WORKGROUPS = ['Tier 1 Support', 'Tier 2 Support', 'Network Operations', 'Field Services', 'Security Operations', 'Depot Repair'];
const SOURCES = ['REMEDY', 'REMEDY_CA', 'REMEDY_FED', 'MOTOMANAGER', 'SMARTCLIENT', 'SALESFORCE', 'SERVICENOW'];
/** Weighted: most cases are technical support and network monitoring. */
const CATEGORIES = ['tsu', 'tsu', 'tsu', 'nmo', 'nmo', 'soc', 'smo', 'osd', 'pmi', 'unc'];
const NOTE_TEXTS = [
  'Engineer assigned, investigating.',
  'Remote session scheduled with the customer.',
  'Logs received, analysis in progress.',
  'Replacement part shipped.',
  'Waiting for customer confirmation.',
  'Fix applied, monitoring for 48 hours.',
];
const TICKET_TITLES = [
  'Replace faulty power supply',
  'Update site router configuration',
  'Investigate alarm on base station',
  'Schedule antenna inspection',
  'Restore backhaul link',
  'Apply security patch',
];


/**
 * Seeds the fixed demo cases and the generated cases, notes, associated cases and tickets.
 * `usersByAccount` lists, per account, the users who may own cases (not Guests).
 */
export async function seedCases(
  tx: TSeedTx,
  opts: {
    scale: TSeedScale;
    accounts: readonly TSeedCaseAccount[];
    /** Gets EXPORT_LIMIT_ACCOUNT_CASES cases, after every other account's (so their numbers stay). */
    exportLimitAccount?: TSeedCaseAccount;
    usersByAccount: ReadonlyMap<string, readonly string[]>;
    demoUserId: string;
  },
): Promise<{ cases: number; tickets: number }> {
  const r = createRandom(20261123);
  const run = (text: string) => tx.execute(sql.raw(text));

  // 1. Fixed demo cases on the Northwind ASTRO account.
  const demo = demoCases();
  const demoSql = demo
    .map((c, i) => {
      const no = FIRST_CASE_NO + i;
      const created = `now() - interval '${c.ageHours} hours'`;
      const resolved = c.state === 'open' ? 'null' : `now() - interval '${Math.max(1, c.ageHours - c.resolveHours)} hours'`;
      const closed = c.state === 'closed' ? resolved : 'null';
      const closure = c.closureRequested ? `now() - interval '4 days'` : 'null';
      return `(${no}, '${DEMO_ACCOUNT}', '${c.category}', '${c.caseType}', '${c.state}', ${c.priority}, '${c.title.replace(/'/g, "''")}', '${c.description.replace(/'/g, "''")}', '${c.site}', ${c.owner ? `'${c.owner}'` : 'null'}, ${c.owner ? "'Tier 2 Support'" : 'null'}, 'REMEDY', 'UNKNOWN', '${opts.demoUserId}', ${created}, ${resolved}, ${closed}, ${closure}, ${c.closureRequested ? "'The audio gateway works again after the restart.'" : 'null'}, ${c.closureRequested ? `'${opts.demoUserId}'` : 'null'})`;
    })
    .join(',\n');
  await run(`insert into cases (case_no, account_id, category, case_type, state, priority, title, description, site, owner, workgroup, source, source_kind, user_id, created_at, resolved_at, closed_at, closure_requested_at, closure_reason, closure_requested_by) values ${demoSql}`);
  await run(`insert into case_notes (case_no, author_name, author_kind, body, created_at) values
    (${FIRST_CASE_NO}, 'M. Chen', 'vendor', 'Engineer assigned; remote diagnostics started on the console site.', now() - interval '90 minutes'),
    (${FIRST_CASE_NO}, 'Nora Westfield', 'customer', 'All eight positions at Central Dispatch are affected.', now() - interval '100 minutes'),
    (${FIRST_CASE_NO + 1}, 'K. Novak', 'vendor', 'Failover tested; primary controller replaced.', now() - interval '20 hours'),
    (${FIRST_CASE_NO + 2}, 'S. Okafor', 'vendor', 'Microwave link vendor contacted.', now() - interval '70 hours'),
    (${FIRST_CASE_NO + 5}, 'S. Okafor', 'vendor', 'Affiliation traces collected at Harbor Repeater; the site controller card is suspect.', now() - interval '287 hours'),
    (${FIRST_CASE_NO + 5}, 'Umar Northcott', 'customer', 'No failures seen since Monday; we think it is fixed.', now() - interval '200 hours'),
    (${FIRST_CASE_NO + 5}, 'S. Okafor', 'vendor', 'Replacement controller card installed; please report any failure during the next week.', now() - interval '150 hours')`);
  await run(demoCaseEventsSql(opts.demoUserId));
  await run(`insert into case_links (case_no, linked_case_no) values
    (${FIRST_CASE_NO}, ${FIRST_CASE_NO + 1}), (${FIRST_CASE_NO + 1}, ${FIRST_CASE_NO}),
    (${FIRST_CASE_NO + 2}, ${FIRST_CASE_NO + 5}), (${FIRST_CASE_NO + 5}, ${FIRST_CASE_NO + 2})`);

  // 2. Generated cases: each account a share of the total, the demo accounts a larger one.
  const weights = opts.accounts.map((a) => {
    if (a.id === DEMO_ACCOUNT) return 3;
    if (a.locked || a.customer360Associated === false) return 0.2;
    return 0.5 + r.next();
  });
  const sum = weights.reduce((x, y) => x + y, 0);
  let next = FIRST_CASE_NO + demo.length;
  let total = demo.length;
  for (const [i, account] of opts.accounts.entries()) {
    const n = Math.max(5, Math.round((CASES_PER_SCALE[opts.scale] * weights[i]!) / sum));
    const users = opts.usersByAccount.get(account.id) ?? [opts.demoUserId];
    const salt = i + 1;
    for (let start = 1; start <= n; start += BATCH) {
      const end = Math.min(n, start + BATCH - 1);
      await run(generatedCasesSql(account, users, salt, next - 1, start, end));
    }
    next += n;
    total += n;
  }
  if (opts.exportLimitAccount) {
    const account = opts.exportLimitAccount;
    const users = opts.usersByAccount.get(account.id) ?? [opts.demoUserId];
    await run(generatedCasesSql(account, users, opts.accounts.length + 1, next - 1, 1, EXPORT_LIMIT_ACCOUNT_CASES));
    next += EXPORT_LIMIT_ACCOUNT_CASES;
    total += EXPORT_LIMIT_ACCOUNT_CASES;
  }
  await run(`select setval('case_number_seq', ${next - 1})`);

  // 3. Notes (1-3 on every NOTE_EVERY-th case, after its creation and before now) and associated cases.
  await run(`insert into case_notes (case_no, author_name, author_kind, body, created_at)
    select c.case_no, ${pick(OWNERS, 'c.case_no + k')}, 'vendor', ${pick(NOTE_TEXTS, 'c.case_no * 3 + k')},
           ${laterBeforeNow('c.created_at', 'make_interval(hours => (k * 7 + c.case_no % 13)::int)', '(k / 4.0)')}
    from cases c, generate_series(1, 1 + c.case_no % 3) k
    where c.case_no >= ${FIRST_CASE_NO + demo.length} and c.case_no % ${NOTE_EVERY[opts.scale]} = 0`);
  await run(`insert into case_links (case_no, linked_case_no)
    select a.case_no, b.case_no from cases a join cases b on b.case_no = a.case_no - 1 and b.account_id = a.account_id
    where a.case_no % 97 = 0 and a.case_no > ${FIRST_CASE_NO + demo.length}
    union all
    select b.case_no, a.case_no from cases a join cases b on b.case_no = a.case_no - 1 and b.account_id = a.account_id
    where a.case_no % 97 = 0 and a.case_no > ${FIRST_CASE_NO + demo.length}`);

  // 4. Tickets: fixed ones (a parent with two children) on the demo account, then generated ones.
  await run(`insert into tickets (ticket_no, account_id, title, description, ticket_type, status, priority, impact, urgency, site, submitted_at, start_at, end_at, parent_ticket_no, product_name, product_model, unit_id, unit_status, user_id) values
    (${FIRST_TICKET_NO}, '${DEMO_ACCOUNT}', 'Upgrade simulcast sites to release 2024.1', 'Planned upgrade of all simulcast sites, coordinated with dispatch.', 'changeRequest', 'inProgress', 2, 2, 2, 'East Simulcast', now() - interval '6 days', now() + interval '2 days', now() + interval '9 days', null, 'ASTRO 25', 'GTR 8000', 'ES-01', 'inService', '${opts.demoUserId}'),
    (${FIRST_TICKET_NO + 1}, '${DEMO_ACCOUNT}', 'Back up site configurations before the upgrade', 'Export and archive the configuration of each site.', 'serviceRequest', 'assigned', 3, 3, 2, 'East Simulcast', now() - interval '5 days', null, null, ${FIRST_TICKET_NO}, 'ASTRO 25', 'GTR 8000', 'ES-02', 'inService', '${opts.demoUserId}'),
    (${FIRST_TICKET_NO + 2}, '${DEMO_ACCOUNT}', 'Replace degraded base radio at West Simulcast', 'Base radio 3 shows high reflected power.', 'incident', 'new', 1, 1, 2, 'West Simulcast', now() - interval '1 day', null, null, ${FIRST_TICKET_NO}, 'ASTRO 25', 'GTR 8000', 'WS-03', 'degraded', '${opts.demoUserId}')`);
  let ticketNo = FIRST_TICKET_NO + 3;
  const ticketValues: string[] = [];
  for (const [i, account] of opts.accounts.entries()) {
    const n = TICKETS_PER_ACCOUNT[opts.scale];
    const users = opts.usersByAccount.get(account.id) ?? [opts.demoUserId];
    ticketValues.push(generatedTicketsSql(account.id, users, i + 1, ticketNo - 1, n));
    ticketNo += n;
  }
  for (const text of ticketValues) await run(text);
  await run(`select setval('ticket_number_seq', ${ticketNo - 1})`);
  return { cases: total, tickets: ticketNo - FIRST_TICKET_NO };
}

/** One batch of generated cases for one account: rows start..end, numbered base + g. */
function generatedCasesSql(
  account: TSeedCaseAccount,
  users: readonly string[],
  salt: number,
  base: number,
  start: number,
  end: number,
): string {
  const h = (k: number) => hash(salt * 17 + k);
  const accountSource = SOURCES.includes(account.caseSource) ? account.caseSource : 'SALESFORCE';
  // Age in minutes over ~3 years, skewed towards recent cases (square of a uniform value).
  const ageMinutes = `((${h(1)} % 100000)::float8 / 100000.0) ^ 2 * 1576800`;
  const stateRoll = `(${h(2)} % 100)`;
  // A case younger than two hours is open. Later times (resolution, closure, closure request) come
  // a nominal delay after creation, or a fraction of the case's age when that delay would reach
  // now: none lands on the seed's instant, so the newest resolutions are not a block of one time.
  return `insert into cases (case_no, account_id, category, case_type, state, priority, title, description, site, owner, workgroup, source, source_kind, user_id, created_at, resolved_at, closed_at, closure_requested_at, closure_reason, fields)
    select ${base} + g, '${account.id}', category, case_type, state, priority,
      title, description, site, owner, workgroup, source,
      case source when 'MOTOMANAGER' then 'MOTOMANAGER' when 'SMARTCLIENT' then 'SMARTCLIENT' else 'UNKNOWN' end,
      user_id, created_at,
      case when state = 'open' then null else ${laterBeforeNow('created_at', 'make_interval(hours => 2 + (h3 % 480)::int)', '(0.2 + (h3 % 7) / 10.0)')} end,
      case when state = 'closed' then ${laterBeforeNow('created_at', 'make_interval(hours => 26 + (h3 % 480)::int)', '(0.3 + (h3 % 7) / 10.0)')} end,
      case when state = 'open' and h3 % 50 = 0 then ${laterBeforeNow('created_at', "interval '1 day'", '0.5')} end,
      case when state = 'open' and h3 % 50 = 0 then 'Customer reports the issue is gone.' end,
      case when case_type = 'RMA' then jsonb_build_object('rmaNumber', 'RMA' || (${base} + g), 'serialNumber', '${account.id.slice(0, 2)}' || (h3 % 1000000)) else '{}'::jsonb end
    from (
      select g,
        ${pick(CATEGORIES, h(4))} as category,
        case when ${h(5)} % 10 < 6 then 'Incident' when ${h(5)} % 10 < 9 then 'Technical Request' else 'RMA' end as case_type,
        case when age_minutes < 120 then 'open'
             when age_days <= 30 then (case when ${stateRoll} < 70 then 'open' when ${stateRoll} < 85 then 'resolved' else 'closed' end)
             else (case when ${stateRoll} < 8 then 'open' when ${stateRoll} < 20 then 'resolved' else 'closed' end) end as state,
        case when ${h(6)} % 100 < 5 then 1 when ${h(6)} % 100 < 20 then 2 when ${h(6)} % 100 < 80 then 3 else 4 end as priority,
        ${pick(PROBLEMS, h(7))} || ' - ' || ${pick(SITES, h(8))} as title,
        ${pick(PROBLEMS, h(9))} || '. ' || ${pick(DETAILS, h(10))} as description,
        case when ${h(8)} % 20 = 0 then null else ${pick(SITES, h(8))} end as site,
        case when ${h(11)} % 5 = 0 then null else ${pick(OWNERS, h(11))} end as owner,
        case when ${h(11)} % 5 = 0 then null else ${pick(WORKGROUPS, h(12))} end as workgroup,
        case when ${h(13)} % 10 < 8 then '${accountSource}' else ${pick(SOURCES, h(13))} end as source,
        (${arr(users)}::uuid[])[1 + (${h(14)} % ${users.length})] as user_id,
        now() - make_interval(mins => age_minutes::int) as created_at,
        ${h(3)} as h3
      from (select g, ${ageMinutes} as age_minutes, (${ageMinutes}) / 1440 as age_days
            from generate_series(${start}, ${end}) g) s
    ) x`;
}

/**
 * Generated tickets of one account; every fifth is a child of the one before it. Work starts and
 * ends a day and three days after submission, or sooner for tickets younger than that, so a done
 * ticket ended in the past and after it started; one submitted this hour is new.
 */
function generatedTicketsSql(accountId: string, users: readonly string[], salt: number, base: number, n: number): string {
  const h = (k: number) => hash(salt * 29 + k);
  const ageHours = `(${h(13)} % 17520)`;
  return `insert into tickets (ticket_no, account_id, title, description, ticket_type, status, priority, impact, urgency, site, submitted_at, start_at, end_at, parent_ticket_no, product_name, product_model, unit_id, unit_status, user_id)
    select ${base} + g, '${accountId}', title, description, ticket_type, status,
      case when impact + urgency <= 3 then 1 when impact + urgency = 4 then 2 when impact + urgency <= 6 then 3 else 4 end,
      impact, urgency, site, submitted_at,
      case when status in ('inProgress', 'resolved', 'closed') then ${laterBeforeNow('submitted_at', "interval '1 day'", '0.3')} end,
      case when status in ('resolved', 'closed') then ${laterBeforeNow('submitted_at', "interval '3 days'", '0.6')} end,
      case when g % 5 = 0 and g > 1 then ${base} + g - 1 end,
      ${pick(['ASTRO 25', 'MOTOTRBO', 'LTE Broadband', 'WAVE PTX'], h(1))}, ${pick(['GTR 8000', 'MTR3000', 'APX 8000', 'SLR 5700'], h(2))},
      'U-' || (${h(3)} % 10000), ${pick(['inService', 'inService', 'degraded', 'outOfService', 'unknown'], h(4))},
      (${arr(users)}::uuid[])[1 + (${h(5)} % ${users.length})]
    from (
      select g,
        ${pick(TICKET_TITLES, h(6))} || ' (' || ${pick(SITES, h(7))} || ')' as title,
        ${pick(DETAILS, h(8))} as description,
        ${pick(['incident', 'incident', 'serviceRequest', 'changeRequest', 'problem'], h(9))} as ticket_type,
        case when ${ageHours} = 0 then 'new'
             else ${pick(['new', 'assigned', 'inProgress', 'pending', 'resolved', 'closed', 'closed', 'cancelled'], h(10))} end as status,
        1 + (${h(11)} % 4) as impact,
        1 + (${h(12)} % 4) as urgency,
        ${pick(SITES, h(7))} as site,
        now() - make_interval(hours => ${ageHours}::int) as submitted_at
      from generate_series(1, ${n}) g
    ) x`;
}

/**
 * Timeline events of the fixed demo cases (case_events), consistent with each case's state, owner
 * and priority: owners assigned by the service desk, a priority raised, resolutions, a closure
 * requested and accepted, one requested and refused (10000006), one pending (10000012).
 */
function demoCaseEventsSql(demoUserId: string): string {
  const no = (i: number) => FIRST_CASE_NO + i;
  const customer = `'${demoUserId}', 'Umar Northcott', 'customer'`;
  const desk = `null, 'Service Desk', 'vendor'`;
  const by = (name: string) => `null, '${name}', 'vendor'`;
  const ago = (hours: number) => `now() - interval '${hours} hours'`;
  const rows = [
    // 10000001: raised to Critical and assigned within minutes.
    `(${no(0)}, 'priority', '3', '1', null, ${desk}, ${ago(1.9)})`,
    `(${no(0)}, 'owner', null, 'M. Chen', null, ${desk}, ${ago(1.8)})`,
    // 10000002: assigned; its first answer came late (response target missed).
    `(${no(1)}, 'priority', '3', '1', null, ${desk}, ${ago(25.5)})`,
    `(${no(1)}, 'owner', null, 'K. Novak', null, ${desk}, ${ago(25)})`,
    `(${no(2)}, 'priority', '2', '1', null, ${desk}, ${ago(71.5)})`,
    `(${no(2)}, 'owner', null, 'S. Okafor', null, ${desk}, ${ago(71)})`,
    `(${no(4)}, 'owner', null, 'R. Singh', null, ${desk}, ${ago(230)})`,
    // 10000006: the customer asked to close it too early; vendor staff refused with a reason.
    `(${no(5)}, 'owner', null, 'S. Okafor', null, ${desk}, ${ago(289)})`,
    `(${no(5)}, 'closureRequested', null, null, 'No failures seen since Monday; please close the case.', ${customer}, ${ago(199)})`,
    `(${no(5)}, 'closureRefused', null, null, 'Radios still fail to affiliate at the Harbor site; the controller card is being replaced first.', ${by('S. Okafor')}, ${ago(190)})`,
    `(${no(7)}, 'owner', null, 'L. Rossi', null, ${desk}, ${ago(598)})`,
    `(${no(7)}, 'state', 'open', 'resolved', null, ${by('L. Rossi')}, ${ago(570)})`,
    // 10000009: resolved, closure requested by the customer and accepted.
    `(${no(8)}, 'owner', null, 'T. Walsh', null, ${desk}, ${ago(1438)})`,
    `(${no(8)}, 'state', 'open', 'resolved', null, ${by('T. Walsh')}, ${ago(1391)})`,
    `(${no(8)}, 'closureRequested', null, null, 'The maintenance visit is done and the report received.', ${customer}, ${ago(1390.5)})`,
    `(${no(8)}, 'closureAccepted', 'resolved', 'closed', 'The maintenance visit is done and the report received.', null, 'Nora Westfield', 'customer', ${ago(1390)})`,
    `(${no(9)}, 'owner', null, 'K. Novak', null, ${desk}, ${ago(958)})`,
    `(${no(9)}, 'state', 'open', 'resolved', null, ${by('K. Novak')}, ${ago(888)})`,
    `(${no(10)}, 'owner', null, 'P. Sato', null, ${desk}, ${ago(2159)})`,
    `(${no(10)}, 'state', 'open', 'resolved', null, ${by('P. Sato')}, ${ago(2141)})`,
    `(${no(10)}, 'closureRequested', null, null, 'The antenna is aligned again; the link is stable.', ${customer}, ${ago(2140.5)})`,
    `(${no(10)}, 'closureAccepted', 'resolved', 'closed', 'The antenna is aligned again; the link is stable.', null, 'Nora Westfield', 'customer', ${ago(2140)})`,
    // 10000012: assigned; a closure request is pending.
    `(${no(11)}, 'owner', null, 'J. Alvarez', null, ${desk}, ${ago(149)})`,
    `(${no(11)}, 'closureRequested', null, null, 'The audio gateway works again after the restart.', ${customer}, ${ago(96)})`,
  ];
  return `insert into case_events (case_no, kind, from_value, to_value, reason, author_user_id, author_name, author_kind, created_at) values
    ${rows.join(',\n    ')}`;
}

interface TDemoCase {
  title: string;
  description: string;
  category: string;
  caseType: 'Incident' | 'Technical Request' | 'RMA';
  state: 'open' | 'resolved' | 'closed';
  priority: number;
  site: string;
  owner: string | null;
  /** hours before the seed time */
  ageHours: number;
  /** hours from creation to resolution (resolved and closed cases) */
  resolveHours: number;
  closureRequested?: boolean;
}

/** The fixed demo cases of NA-100001, numbered from 10000001 in this order. */
function demoCases(): TDemoCase[] {
  return [
    { title: 'Console positions lose audio during dispatch', description: 'All eight console positions at Central Dispatch lose receive audio for several seconds, several times per hour.', category: 'tsu', caseType: 'Incident', state: 'open', priority: 1, site: 'Central Dispatch', owner: 'M. Chen', ageHours: 2, resolveHours: 0 },
    { title: 'Zone controller failover alarm', description: 'The standby zone controller raised a failover alarm overnight; the system stayed in service.', category: 'nmo', caseType: 'Incident', state: 'open', priority: 1, site: 'North Tower', owner: 'K. Novak', ageHours: 26, resolveHours: 0 },
    { title: 'Site link down at Harbor Repeater', description: 'The microwave link to Harbor Repeater is down; the site is in site trunking.', category: 'nmo', caseType: 'Incident', state: 'open', priority: 1, site: 'Harbor Repeater', owner: 'S. Okafor', ageHours: 72, resolveHours: 0 },
    { title: 'Firmware upgrade request for APX radios', description: 'Please provide the firmware and the procedure for 240 APX portable radios.', category: 'tsu', caseType: 'Technical Request', state: 'open', priority: 3, site: 'Training Center', owner: null, ageHours: 120, resolveHours: 0 },
    { title: 'Return of defective APX 8000 battery packs', description: 'Twelve battery packs no longer hold a charge; RMA requested.', category: 'tsu', caseType: 'RMA', state: 'open', priority: 3, site: 'Central Dispatch', owner: 'R. Singh', ageHours: 240, resolveHours: 0 },
    { title: 'Intermittent affiliation failures on talkgroup 1201', description: 'Some radios fail to affiliate to talkgroup 1201 near the Harbor site.', category: 'tsu', caseType: 'Incident', state: 'open', priority: 2, site: 'Harbor Repeater', owner: 'S. Okafor', ageHours: 290, resolveHours: 0 },
    { title: 'Request for a coverage report of the north county', description: 'The county asks for an updated coverage report including the new Ridge site.', category: 'smo', caseType: 'Technical Request', state: 'open', priority: 4, site: 'Ridge Site', owner: null, ageHours: 480, resolveHours: 0 },
    { title: 'Verify security update SUS 2024-08', description: 'Please confirm the security update was installed on every server.', category: 'soc', caseType: 'Technical Request', state: 'resolved', priority: 3, site: 'Central Dispatch', owner: 'L. Rossi', ageHours: 600, resolveHours: 30 },
    { title: 'Preventive maintenance visit at Hill Top', description: 'Yearly preventive maintenance of the Hill Top site.', category: 'pmi', caseType: 'Technical Request', state: 'closed', priority: 4, site: 'Hill Top', owner: 'T. Walsh', ageHours: 1440, resolveHours: 50 },
    { title: 'Tune network monitoring thresholds', description: 'Too many channel utilization alarms during shift changes.', category: 'nmo', caseType: 'Technical Request', state: 'resolved', priority: 3, site: 'North Tower', owner: 'K. Novak', ageHours: 960, resolveHours: 72 },
    { title: 'On-site dispatch: antenna alignment at Ridge Site', description: 'A technician is needed to realign the microwave antenna after a storm.', category: 'osd', caseType: 'Incident', state: 'closed', priority: 2, site: 'Ridge Site', owner: 'P. Sato', ageHours: 2160, resolveHours: 20 },
    { title: 'Audio gateway restart needed', description: 'The audio gateway stopped forwarding patches; a restart fixed it.', category: 'tsu', caseType: 'Incident', state: 'open', priority: 2, site: 'Central Dispatch', owner: 'J. Alvarez', ageHours: 150, resolveHours: 0, closureRequested: true },
  ];
}
