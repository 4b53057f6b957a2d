import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TAuditEvent } from '../../../shared/contracts/audit.ts';
import { auditLog, cases, userAccounts, users } from '../schema/index.ts';
import type { TSeedTx } from './seed-cases.ts';

const ACCOUNTS = ['NA-100001', 'NA-100002'];
const DAY = 86_400_000;
/** Client addresses from the documentation range (RFC 5737). */
const address = (n: number) => `198.51.100.${10 + n}`;

/**
 * A few months of recorded activity of the Northwind users, so My activities and Other users'
 * activities show a working account: sign-ins and sign-outs every few days, the cases each user
 * opened (the seed's own, at their creation time), a settings change, and one occasion on which
 * the vendor administrator acted as the User in proxy mode. Dates are relative to the seeding day.
 */
export async function seedActivities(tx: TSeedTx, now: Date = new Date()): Promise<void> {
  const holders = await tx
    .select({ userId: userAccounts.userId, accountId: userAccounts.accountId, login: users.login })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(inArray(userAccounts.accountId, ACCOUNTS))
    .orderBy(users.login, userAccounts.accountId);
  const [staff] = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(sql`${users.hasAccessToAllAccounts} and cardinality(${users.vendorRoles}) > 0`)
    .orderBy(users.login)
    .limit(1);
  const at = (days: number, hours = 9) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const rows: (typeof auditLog.$inferInsert)[] = [];
  const entry = (
    h: (typeof holders)[number],
    n: number,
    event: TAuditEvent,
    when: Date,
    detail: Record<string, unknown> | null = null,
  ) => rows.push({ event, at: when, userId: h.userId, actorUserId: h.userId, login: h.login, accountId: h.accountId, ip: address(n), detail });

  for (const [n, h] of holders.entries()) {
    for (let days = 2 + n; days < 170; days += 6 + (n % 3)) {
      entry(h, n, 'login', at(days), { method: 'local' });
      entry(h, n, 'logout', at(days, 7), { method: 'local' });
    }
    if (n % 2 === 0) entry(h, n, 'settings_change', at(40 + n, 8), { emailNotifications: true });
    const opened = await tx
      .select({ caseNo: cases.caseNo, createdAt: cases.createdAt })
      .from(cases)
      .where(and(eq(cases.accountId, h.accountId), eq(cases.userId, h.userId), gt(cases.createdAt, at(170))))
      .orderBy(desc(cases.createdAt));
    // Eight of them, spread over the months (the seed opens many cases in its last hours).
    const step = Math.max(1, Math.floor(opened.length / 8));
    for (let i = 0; i < opened.length && i < step * 8; i += step) {
      const c = opened[i]!;
      entry(h, n, 'case_create', c.createdAt, { caseNumber: String(c.caseNo) });
    }
  }

  const user = holders.find((h) => h.login === 'user@northwind.example' && h.accountId === 'NA-100001');
  if (staff && user) {
    const proxied = { userId: user.userId, actorUserId: staff.id, login: user.login, accountId: user.accountId, ip: address(90) };
    rows.push(
      { ...proxied, event: 'proxy_start', at: at(20, 5), detail: { staff: staff.login } },
      { ...proxied, event: 'settings_change', at: at(20, 4.9), detail: { emailNotifications: true } },
      { ...proxied, event: 'proxy_end', at: at(20, 4.5), detail: { staff: staff.login, reason: 'ended' } },
    );
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(auditLog).values(rows.slice(i, i + 500));
}
