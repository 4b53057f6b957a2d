/**
 * Generated repairs of the large seed (issue 30 point 11: 500,000 repairs), written inside the
 * database with INSERT ... SELECT FROM generate_series in batches, as the generated cases are
 * (seed-cases.ts): the values derive from the row number, only the dates from the seed time. Each
 * gets its 'received' timeline event and, once shipped or closed, its 'shippedBack' one.
 *
 * The radio demo accounts share the repairs, Northwind ASTRO (NA-100001, the benchmark's account)
 * the largest part; the tiny and small scales keep only the hand-made demo repairs.
 */
import { sql } from 'drizzle-orm';
import { REPAIR_SERVICE_TYPES } from '../../../shared/contracts/repairs.ts';
import type { TSeedScale, TSeedTx } from './seed-cases.ts';
import { hash, pick } from './sql-values.ts';

export const GENERATED_REPAIRS: Record<TSeedScale, number> = { tiny: 0, small: 0, large: 500_000 };
/** Generated repair numbers: R3000000 and up (the hand-made demo repairs are R26xxxxx). */
const FIRST_GENERATED_REPAIR_NO = 3_000_000;
const BATCH = 50_000;

/** Who gets the generated repairs, in what share, with which models and customer number. */
const SHARES: readonly { id: string; share: number; models: readonly string[]; customer: string }[] = [
  { id: 'NA-100001', share: 0.4, models: ['APX8000', 'APX6500', 'APX900', 'APX-NEXT'], customer: 'C1000001' },
  { id: 'NA-100002', share: 0.25, models: ['SL7550', 'XPR7550'], customer: 'C1000002' },
  { id: 'NA-200001', share: 0.2, models: ['LEX-L11', 'APX-NEXT'], customer: 'C2000001' },
  { id: 'NA-900001', share: 0.05, models: ['APX6500'], customer: 'C9000001' },
  { id: 'NA-400001', share: 0.1, models: ['APX8000', 'APX6500'], customer: 'C4000001' },
];
const DEPOTS = ['Schaumburg, IL', 'Elgin, IL', 'Fort Lauderdale, FL', 'Penang', 'Berlin'];
const SYMPTOMS = ['No power', 'No transmit', 'No receive', 'Display damaged', 'Keypad not working', 'Water damage'];
const END_USERS = ['Sheriff patrol', 'Fire district 3', 'EMS north', 'Public works', 'Transit police', 'Schools'];

/**
 * Inserts the scale's generated repairs (or `total` of them: a test's few thousand) and their
 * timeline events; none for tiny and small. Answers how many it wrote.
 */
export async function seedGeneratedRepairs(
  tx: TSeedTx,
  scale: TSeedScale,
  total: number = GENERATED_REPAIRS[scale],
): Promise<number> {
  if (total === 0) return 0;
  let next = FIRST_GENERATED_REPAIR_NO;
  for (const [i, a] of SHARES.entries()) {
    const n = Math.round(total * a.share);
    for (let start = 1; start <= n; start += BATCH) {
      await tx.execute(sql.raw(generatedRepairsSql(a, i + 1, next - 1, start, Math.min(n, start + BATCH - 1))));
    }
    next += n;
  }
  const generated = `repair_no >= 'R${FIRST_GENERATED_REPAIR_NO}'`;
  await tx.execute(
    sql.raw(`insert into repair_events (repair_no, step, at) select repair_no, 'received', created_at from repairs where ${generated}`),
  );
  await tx.execute(
    sql.raw(`insert into repair_events (repair_no, step, at, tracking_number)
      select repair_no, 'shippedBack', updated_at, '1Z' || substr(repair_no, 2) || '0001' from repairs
      where ${generated} and status <> 'open'`),
  );
  // Repairs asked for in the portal are numbered after them.
  await tx.execute(sql.raw(`select setval('repair_number_seq', greatest(${next - 1}, (select last_value from repair_number_seq)))`));
  return next - FIRST_GENERATED_REPAIR_NO;
}

/** One batch of one account's generated repairs: rows start..end, numbered R(base + g). */
function generatedRepairsSql(
  a: (typeof SHARES)[number],
  salt: number,
  base: number,
  start: number,
  end: number,
): string {
  const h = (k: number) => hash(salt * 31 + k);
  const address = (name: string, k: number) =>
    `jsonb_build_object('name', ${name}, 'lines', jsonb_build_array((${h(k)} % 900 + 100) || ' County Road'), 'city', 'Northwind', 'postalCode', '60601', 'country', 'US')`;
  return `insert into repairs (repair_no, account_id, sr_number, kind, status, serial_in, serial_out, device_model,
      customer_number, po_number, depot, service_type, billing_address, shipping_address, end_user_address,
      firmware_version, encryption, fm_approval, ul_approval, estimate_option, symptoms, quote_number, unit_price,
      currency, quotation_date, quote_state, created_at, updated_at)
    select 'R' || (${base} + g), '${a.id}', case when kind = 'infrastructure' then (40000000 + ${base} + g)::text end,
      kind, status, serial_in, case when status <> 'open' then serial_in end,
      case when kind = 'device' then ${pick(a.models, h(3))} end,
      '${a.customer}', case when ${h(4)} % 3 = 0 then null else 'PO-' || (${h(4)} % 90000 + 10000) end,
      ${pick(DEPOTS, h(5))}, service_type,
      ${address(`'Accounts payable ${a.id}'`, 6)}, ${address(`'Radio shop ${a.id}'`, 7)},
      case when ${h(8)} % 4 = 0 then null else ${address(pick(END_USERS, h(8)), 9)} end,
      case when kind = 'device' then 'R' || (20 + ${h(10)} % 5) || '.' || (${h(10)} % 10) || '.0' end,
      case when kind = 'device' then ${pick(['AES-256', 'ADP', 'none'], h(11))} end,
      kind = 'device' and ${h(12)} % 3 = 0, kind = 'device' and ${h(12)} % 4 = 0,
      case when quoted then 'quoteFirst' end,
      array[${pick(SYMPTOMS, h(13))}],
      case when quoted then 'Q-' || (${base} + g) end, case when quoted then (95 + ${h(14)} % 400)::numeric(12, 2) end,
      case when quoted then 'USD' end, case when quoted then created_at + interval '3 days' end,
      case when quoted and status <> 'open' then 'accepted' end,
      created_at, least(now(), created_at + make_interval(days => (${h(15)} % 20)::int + 1))
    from (
      select g, kind, status, serial_in, service_type, created_at,
        service_type in ('flatRate', 'timeAndMaterials', 'productGroup') and created_at < now() - interval '3 days' as quoted
      from (
        select g,
          case when ${h(1)} % 5 = 4 then 'infrastructure' else 'device' end as kind,
          case when age_days < 20 then (case when ${h(2)} % 3 = 0 then 'open' else 'shipped' end)
               when ${h(2)} % 25 = 0 then 'open' when ${h(2)} % 25 = 1 then 'shipped' else 'closed' end as status,
          'G' || lpad((${base} + g)::text, 9, '0') as serial_in,
          ${pick(REPAIR_SERVICE_TYPES, h(16))} as service_type,
          now() - make_interval(mins => age_minutes::int) as created_at
        from (select g, (${h(17)} % 1576800) as age_minutes, (${h(17)} % 1576800) / 1440 as age_days
              from generate_series(${start}, ${end}) g) s
      ) t
    ) x`;
}
