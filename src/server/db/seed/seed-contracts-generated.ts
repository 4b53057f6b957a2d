/**
 * Generated contracts of the large seed (issue 31 point 6: 100,000 contracts and 2,000,000
 * covered assets), written inside the database with INSERT ... SELECT FROM generate_series in
 * batches, as the generated repairs are (seed-repairs-generated.ts): values derive from the row
 * number, dates from the seed's day. Each contract has 1 to 4 services and covers
 * ASSETS_PER_CONTRACT assets. The customer demo accounts share them, Northwind ASTRO (NA-100001,
 * the benchmark's account) the largest part; tiny and small keep only the demo contracts.
 */
import { sql } from 'drizzle-orm';
import { ASSET_STATES, CONTRACT_TYPES } from '../../../shared/contracts/contracts.ts';
import type { TSeedScale, TSeedTx } from './seed-cases.ts';
import { hash, pick } from './sql-values.ts';

export const GENERATED_CONTRACTS: Record<TSeedScale, number> = { tiny: 0, small: 0, large: 100_000 };
export const ASSETS_PER_CONTRACT = 20;
/** Generated contract numbers: CN-5000001 and up (the demo contracts are CN-1xxxxxx and CN-2xxxxxx). */
const FIRST_GENERATED_CONTRACT = 5_000_000;
const BATCH = 100_000;

const SHARES: readonly { id: string; share: number; models: readonly string[]; sites: readonly string[] }[] = [
  {
    id: 'NA-100001',
    share: 0.4,
    models: ['APX8000', 'APX6500', 'APX900', 'APX-NEXT'],
    sites: ['Northwind Dispatch Center', 'North Ridge Tower', 'County Courthouse', 'Harbor Prime Site', 'Airport Fire Station 9', 'Lakeside Simulcast'],
  },
  { id: 'NA-100002', share: 0.25, models: ['SL7550', 'XPR7550'], sites: ['Central High School', 'Bus Depot East', 'District Office'] },
  { id: 'NA-200001', share: 0.2, models: ['LEX-L11', 'APX-NEXT'], sites: ['Contoso Substation 4', 'Contoso Operations Center'] },
  { id: 'EMEA-200002', share: 0.15, models: ['APX-NEXT', 'LEX-L11'], sites: ['Rotterdam Depot', 'Hamburg Yard'] },
];
const NAMES = ['Essential Services', 'Advanced Services', 'System Upgrade Agreement', 'Extended Warranty', 'Lifecycle Support'];
const SERVICES = ['Technical support 24x7', 'Network monitoring', 'On-site dispatch', 'Depot repair'];

/**
 * Inserts the scale's generated contracts (or `total` of them: a test's few hundred), their
 * services and covered assets. Answers how many contracts it wrote.
 */
export async function seedGeneratedContracts(
  tx: TSeedTx,
  scale: TSeedScale,
  total: number = GENERATED_CONTRACTS[scale],
): Promise<number> {
  if (total === 0) return 0;
  let next = FIRST_GENERATED_CONTRACT;
  for (const [i, a] of SHARES.entries()) {
    const n = Math.round(total * a.share);
    for (let start = 1; start <= n; start += BATCH) {
      await tx.execute(sql.raw(contractsSql(a, i + 1, next, start, Math.min(n, start + BATCH - 1))));
    }
    const assets = n * ASSETS_PER_CONTRACT;
    for (let start = 1; start <= assets; start += BATCH) {
      await tx.execute(sql.raw(assetsSql(a, i + 1, next, start, Math.min(assets, start + BATCH - 1))));
    }
    next += n;
  }
  const generated = `contract_no >= 'CN-${FIRST_GENERATED_CONTRACT + 1}'`;
  await tx.execute(
    sql.raw(`insert into contract_services (contract_no, line_no, name, description)
      select contract_no, s, (array[${SERVICES.map((x) => `'${x}'`).join(',')}])[s], null
      from contracts, generate_series(1, 4) s where ${generated} and s <= services_count`),
  );
  return next - FIRST_GENERATED_CONTRACT;
}

/** One batch of one account's contracts: rows start..end, numbered CN-(base + g). */
function contractsSql(a: (typeof SHARES)[number], salt: number, base: number, start: number, end: number): string {
  const h = (k: number) => hash(salt * 37 + k);
  return `insert into contracts (contract_no, account_id, name, type, start_date, expiration_date, auto_renew, evergreen, services_count)
    select 'CN-' || (${base} + g), '${a.id}', ${pick(NAMES, h(1))} || ' ' || (${base} + g),
      ${pick(CONTRACT_TYPES, h(2))}, current_date - term - 1095,
      case when evergreen then null else current_date + term end,
      ${h(3)} % 3 = 0, evergreen, 1 + ${h(4)} % 4
    from (select g, ${h(5)} % 20 = 0 as evergreen, (${h(6)} % 1500)::int - 500 as term
          from generate_series(${start}, ${end}) g) s`;
}

/** One batch of one account's covered assets: asset g covered by contract CN-(base + ceil(g / per contract)). */
function assetsSql(a: (typeof SHARES)[number], salt: number, base: number, start: number, end: number): string {
  const h = (k: number) => hash(salt * 41 + k);
  return `insert into covered_assets (serial, account_id, contract_no, model_code, site_name, state, covered_from, covered_until)
    select 'CV' || lpad((${base} * ${ASSETS_PER_CONTRACT} + g)::text, 10, '0'), '${a.id}', k.contract_no,
      ${pick(a.models, h(1))}, ${pick(a.sites, h(2))},
      case when ${h(3)} % 10 < 8 then 'active' else ${pick(ASSET_STATES.slice(1), h(4))} end,
      k.start_date, case when ${h(5)} % 10 = 0 then current_date - (${h(6)} % 300)::int
        else coalesce(k.expiration_date, current_date + 365) end
    from generate_series(${start}, ${end}) g
    join contracts k on k.contract_no = 'CN-' || (${base} + (g + ${ASSETS_PER_CONTRACT - 1}) / ${ASSETS_PER_CONTRACT})`;
}
