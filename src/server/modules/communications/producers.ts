import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../platform/app-context.ts';
import { executeRows } from '../../platform/events.ts';
import type { TRole } from '../../../shared/domain/accounts.ts';
import { notificationTextMessages as m } from '../../../shared/i18n/notification-messages.ts';
import { deliverNotice, mailDelivered, type TDelivered, type TNotice } from './deliver.ts';

/**
 * Days ahead of a contract's expiration (or automatic renewal) when its users are told: one notice
 * at each step (90, 30 and 7 days before), the nearest step that applies when a contract enters it.
 */
export const CONTRACT_LEAD_DAYS = [90, 30, 7] as const;

/** Who is told about contracts: those who may read them (Guests do not see contracts). */
export const CONTRACT_ROLES: readonly TRole[] = ['Administrator', 'User'];
/** Security bulletins go to everyone of the account: Guests read the bulletin list too. */
export const BULLETIN_ROLES: readonly TRole[] = ['Administrator', 'User', 'Guest'];
/** The contracts that are "Application services" service contracts. */
export const SERVICE_CONTRACT_TYPES = ['service', 'serviceAgreement'] as const;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The lead step a contract `days` ahead falls in (7 for 0..7, 30 for 8..30, 90 for 31..90), or null. */
export function leadStep(days: number): number | null {
  if (days < 0) return null;
  const steps = [...CONTRACT_LEAD_DAYS].sort((a, b) => a - b);
  return steps.find((s) => days <= s) ?? null;
}

/** Contract expiration and automatic renewal notices due on `today` (YYYY-MM-DD, UTC). */
async function contractNotices(ctx: TAppContext, today: string): Promise<TNotice[]> {
  const rows = await executeRows(
    ctx.database.db,
    sql`select contract_no, account_id, name, expiration_date::text as expiration,
          auto_renew, (expiration_date - ${today}::date)::int as days
        from contracts
        where not evergreen and expiration_date >= ${today}::date
          and expiration_date <= ${today}::date + ${Math.max(...CONTRACT_LEAD_DAYS)}::int
        order by account_id, contract_no`,
  );
  return rows.flatMap((r) => {
    const days = Number(r.days);
    const step = leadStep(days);
    if (step === null) return [];
    const renews = r.auto_renew === true;
    const type = renews ? 'contractAutoRenewal' : 'contract';
    const reference = text(r.contract_no);
    return [
      {
        accountId: text(r.account_id),
        type,
        dedupeKey: `${type}:${reference}:${text(r.expiration)}:${step}`,
        titleId: renews ? m.autoRenewalTitle.id : m.contractTitle.id,
        bodyId: renews ? m.autoRenewalBody.id : m.contractBody.id,
        params: { reference, name: text(r.name), date: text(r.expiration), days },
        reference,
        link: `Contracts/${reference}`,
        roles: CONTRACT_ROLES,
      } satisfies TNotice,
    ];
  });
}

/** Each security bulletin that matches an account's system (its system and release), once per account. */
async function bulletinNotices(ctx: TAppContext): Promise<TNotice[]> {
  const rows = await executeRows(
    ctx.database.db,
    sql`select distinct on (b.id, sy.account_id) b.id, b.title, b.severity, sy.account_id,
          sy.system_name, sy.current_version, t.fixing_patch
        from security_bulletin_targets t
        join security_bulletins b on b.id = t.bulletin_id
        join account_systems sy on sy.system_name = t.system_name and sy.current_version = any(t.releases)
        order by b.id, sy.account_id, t.component`,
  );
  return rows.map((r) => {
    const reference = text(r.id);
    return {
      accountId: text(r.account_id),
      type: 'cybersecurityBulletin',
      dedupeKey: `cybersecurityBulletin:${reference}`,
      titleId: m.bulletinTitle.id,
      bodyId: m.bulletinBody.id,
      params: {
        reference,
        title: text(r.title),
        severity: text(r.severity),
        system: text(r.system_name),
        release: text(r.current_version),
        patch: text(r.fixing_patch),
      },
      reference,
      link: 'SecurityBulletins',
      roles: BULLETIN_ROLES,
    } satisfies TNotice;
  });
}

/**
 * Service contracts whose terms changed since last seen (expiration, automatic renewal or the
 * services they cover): each change is one notice. A contract seen for the first time is recorded
 * without a notice (the portal's first run must not announce every contract as changed).
 */
async function serviceContractNotices(ctx: TAppContext): Promise<TNotice[]> {
  return ctx.database.db.transaction(async (tx) => {
    const rows = await executeRows(
      tx,
      sql`with cur as (
            select c.contract_no, c.account_id, c.name,
              (select count(*)::int from contract_services s where s.contract_no = c.contract_no) as services,
              md5(coalesce(c.expiration_date::text, '-') || '|' || c.auto_renew::text || '|' ||
                coalesce((select string_agg(s.name, '|' order by s.line_no) from contract_services s
                  where s.contract_no = c.contract_no), '')) as fp
            from contracts c
            where c.type in (${sql.join(SERVICE_CONTRACT_TYPES.map((t) => sql`${t}`), sql`, `)})
          ),
          seen as (
            select cur.*, mk.fingerprint as before from cur
            left join service_contract_marks mk on mk.contract_no = cur.contract_no
          ),
          marked as (
            insert into service_contract_marks (contract_no, fingerprint)
            select contract_no, fp from cur
            on conflict (contract_no) do update set fingerprint = excluded.fingerprint, seen_at = now()
              where service_contract_marks.fingerprint <> excluded.fingerprint
          )
          select contract_no, account_id, name, services, fp from seen
          where before is not null and before <> fp
          order by account_id, contract_no`,
    );
    return rows.map((r) => {
      const reference = text(r.contract_no);
      return {
        accountId: text(r.account_id),
        type: 'serviceContract',
        dedupeKey: `serviceContract:${reference}:${text(r.fp)}`,
        titleId: m.serviceContractTitle.id,
        bodyId: m.serviceContractBody.id,
        params: { reference, name: text(r.name), services: Number(r.services) },
        reference,
        link: `Contracts/${reference}`,
        roles: CONTRACT_ROLES,
      } satisfies TNotice;
    });
  });
}

/**
 * Runs every producer once (the daily job, and once at start): writes the notices due, each at most
 * once per user and key, announces each live and e-mails it to users whose setting is on.
 * Answers what was written.
 */
export async function produceNotifications(ctx: TAppContext, now: Date = new Date()): Promise<TDelivered[]> {
  const today = now.toISOString().slice(0, 10);
  const notices = [
    ...(await contractNotices(ctx, today)),
    ...(await bulletinNotices(ctx)),
    ...(await serviceContractNotices(ctx)),
  ];
  const delivered: TDelivered[] = [];
  for (const notice of notices)
    delivered.push(...(await ctx.database.db.transaction((tx) => deliverNotice(tx, notice))));
  await mailDelivered(ctx, delivered);
  return delivered;
}
