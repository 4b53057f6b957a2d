import { sql } from 'drizzle-orm';
import { notificationTextMessages as m } from '../../../shared/i18n/notification-messages.ts';
import { notificationSends, notifications, userAccounts, users } from '../schema/index.ts';
import type { TSeedTx } from './seed-cases.ts';

/** The Northwind accounts whose users find notifications of every type in the demo. */
const ACCOUNTS = ['NA-100001', 'NA-100002'] as const;

const DAY = 86_400_000;

/**
 * Demo notifications for the Northwind users beside those the producers write when the portal
 * starts (contract expiry and auto-renewal notices due, matching bulletins): a custom one from a
 * recorded send of the vendor administrator, a pinned service contract change, an older read
 * expiry notice. Dates are relative to the seeding day; keys start with `seed:` so the producers'
 * own keys never collide with them.
 */
export async function seedNotifications(tx: TSeedTx, now: Date = new Date()): Promise<void> {
  const holders = await tx
    .select({ userId: userAccounts.userId, accountId: userAccounts.accountId, role: userAccounts.role })
    .from(userAccounts)
    .where(sql`${userAccounts.accountId} in ('NA-100001', 'NA-100002')`);
  if (!holders.length) return;
  const [sender] = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(sql`${users.hasAccessToAllAccounts} and cardinality(${users.vendorRoles}) > 0`)
    .limit(1);
  const title = 'Planned maintenance of the support portal';
  const message =
    'The portal will be unavailable on Saturday from 02:00 to 04:00 UTC while we upgrade it. Cases can still be opened by phone.';
  const [send] = await tx
    .insert(notificationSends)
    .values({
      sentBy: sender?.id ?? null,
      sentByLogin: sender?.login ?? 'system',
      sentAt: new Date(now.getTime() - 2 * DAY),
      title,
      message,
      accountIds: [...ACCOUNTS],
      roles: ['Administrator', 'User', 'Guest'],
      recipients: holders.length,
    })
    .returning({ id: notificationSends.id });
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const h of holders) {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const base = { accountId: h.accountId, userId: h.userId };
    rows.push({
      ...base,
      type: 'custom',
      title,
      message,
      sendId: send!.id,
      dedupeKey: `custom:${send!.id}`,
      createdAt: at(2),
    });
    if (h.role === 'Guest') continue;
    const first = h.accountId === 'NA-100001' ? 1_000_001 : 1_001_001;
    const expired = `CN-${first + 2}`;
    const service = `CN-${first}`;
    const expiredOn = at(30).toISOString().slice(0, 10);
    rows.push(
      {
        ...base,
        type: 'contract',
        titleId: m.contractTitle.id,
        bodyId: m.contractBody.id,
        params: { reference: expired, name: `Standard Warranty ${at(30 + 3 * 365).getUTCFullYear()}`, date: expiredOn, days: 7 },
        reference: expired,
        link: `Contracts/${expired}`,
        dedupeKey: `contract:${expired}:${expiredOn}:7`,
        read: true,
        createdAt: at(37),
      },
      {
        ...base,
        type: 'serviceContract',
        titleId: m.serviceContractTitle.id,
        bodyId: m.serviceContractBody.id,
        params: { reference: service, name: h.accountId === 'NA-100001' ? 'ASTRO 25 Essential Services' : 'MOTOTRBO Essential Services', services: 1 },
        reference: service,
        link: `Contracts/${service}`,
        dedupeKey: `seed:serviceContract:${service}`,
        pinned: true,
        createdAt: at(5),
      },
    );
  }
  await tx.insert(notifications).values(rows);
}
