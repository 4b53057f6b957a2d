/**
 * Demo alerts and texts (issue 33 points 3 and 5), in the `small` and `large` seeds only (the tests'
 * `tiny` world has none, so no other screen's test meets a bar it did not ask for): for Northwind
 * an active critical alert (its ASTRO account) and an information alert (both accounts), an alert
 * deactivated three days before the seed (every account), the top banner, the dashboard welcome
 * and the support contact. Times are relative to the seed's instant, so the active ones show.
 */
import { eq } from 'drizzle-orm';
import { alertAccounts, alerts, portalTexts, users } from '../schema/index.ts';
import type { TSeedTx } from './seed-cases.ts';

const DAY = 86_400_000;

export async function seedAlerts(tx: TSeedTx, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Written by the vendor's administrator (the demo's all-accounts staff login).
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.hasAccessToAllAccounts, true)).limit(1);
  const by = { createdBy: staff?.id ?? null, updatedBy: staff?.id ?? null };
  const rows = await tx
    .insert(alerts)
    .values([
      {
        title: 'Zone 2 controller failover in progress',
        message:
          'The zone 2 controller switched to its standby after a power fault at the Ridge site. Talkgroups stay available; expect longer call set-up times until the fault is cleared.',
        severity: 'critical',
        showAlways: true,
        allAccounts: false,
        updatedAt: at(-0.05),
        createdAt: at(-0.05),
        ...by,
      },
      {
        title: 'Planned maintenance on Sunday night',
        message:
          'System software maintenance on Sunday from 01:00 to 03:00 (UTC). Radios keep working in site trunking; the portal stays available.',
        severity: 'information',
        showAlways: false,
        activeFrom: at(-1),
        activeTo: at(6),
        allAccounts: false,
        updatedAt: at(-1),
        createdAt: at(-1),
        ...by,
      },
      {
        title: 'Carrier backhaul degradation (resolved)',
        message: 'A carrier link between two prime sites lost capacity; traffic was rerouted. Resolved.',
        severity: 'medium',
        showAlways: true,
        allAccounts: true,
        active: false,
        deactivatedAt: at(-3),
        updatedAt: at(-3),
        createdAt: at(-4),
        ...by,
      },
    ])
    .returning({ id: alerts.id });
  await tx.insert(alertAccounts).values([
    { alertId: rows[0]!.id, accountId: 'NA-100001' },
    { alertId: rows[1]!.id, accountId: 'NA-100001' },
    { alertId: rows[1]!.id, accountId: 'NA-100002' },
  ]);
  await tx.insert(portalTexts).values([
    {
      key: 'topBanner',
      enabled: true,
      updatedBy: by.updatedBy,
      content: {
        'en-US':
          'New in the portal: **alerts and the calendar**. Read the [release notes](https://www.example.com/portal/releases) for what changed.',
        'de-DE':
          'Neu im Portal: **Warnungen und der Kalender**. Lesen Sie die [Versionshinweise](https://www.example.com/portal/releases), um zu erfahren, was sich geändert hat.',
      },
    },
    {
      key: 'dashboardWelcome',
      enabled: true,
      updatedBy: by.updatedBy,
      content: {
        'en-US': 'Welcome to your support portal. Open a case any time from [All cases](AllCases).',
      },
    },
    {
      key: 'supportContact',
      enabled: true,
      updatedBy: by.updatedBy,
      content: {
        'en-US': 'Customer Care: +1 800 555 0100, or [support@example.com](mailto:support@example.com)',
      },
    },
  ]);
}
