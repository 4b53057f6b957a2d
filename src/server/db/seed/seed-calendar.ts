/**
 * Demo calendar events of Northwind's ASTRO account (issue 33 point 4): a weekly repeating
 * maintenance window on Tuesdays and Thursdays, a monthly review that ends after 6 times, a
 * training day, and a critical upgrade night. Days count from the day the demo is seeded, so the
 * calendar shows them whatever the date.
 */
import { sql } from 'drizzle-orm';
import { calendarEvents } from '../schema/index.ts';
import type { TSeedTx } from './seed-cases.ts';

const ACCOUNT = 'NA-100001';

function day(offset: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
}

function at(offset: number, hour: number, minute = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, hour, minute));
}

export async function seedCalendar(tx: TSeedTx): Promise<void> {
  const rows = (await tx.execute(
    sql`select id, login from users where login in ('admin@northwind.example', 'user@northwind.example')`,
  )) as unknown;
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { id: string; login: string }[] }).rows) as {
    id: string;
    login: string;
  }[];
  const admin = list.find((r) => r.login === 'admin@northwind.example')?.id ?? null;
  const user = list.find((r) => r.login === 'user@northwind.example')?.id ?? null;
  const maintenanceStart = at(1, 22);
  const reviewStart = at(3, 14);
  const upgrade = at(9, 23);
  await tx.insert(calendarEvents).values([
    {
      accountId: ACCOUNT,
      authorId: admin,
      title: 'Maintenance window: core routers',
      allDay: false,
      startAt: maintenanceStart,
      endAt: new Date(maintenanceStart.getTime() + 2 * 3600_000),
      severity: 'medium',
      message: 'Planned maintenance of the core routers; short interruptions of data services are possible.',
      rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH',
      seriesStart: maintenanceStart,
      seriesEnd: null,
    },
    {
      accountId: ACCOUNT,
      authorId: user,
      title: 'Monthly service review',
      allDay: false,
      startAt: reviewStart,
      endAt: new Date(reviewStart.getTime() + 3600_000),
      severity: 'information',
      message: 'Review of open cases and the month\'s availability with the customer success manager.',
      rrule: 'FREQ=MONTHLY;INTERVAL=1;COUNT=6',
      repeatCount: 6,
      seriesStart: reviewStart,
      seriesEnd: new Date(Date.UTC(reviewStart.getUTCFullYear(), reviewStart.getUTCMonth() + 6, reviewStart.getUTCDate())),
    },
    {
      accountId: ACCOUNT,
      authorId: user,
      title: 'Console operator training',
      allDay: true,
      startDate: day(5),
      endDate: day(6),
      severity: 'information',
      message: 'Two days of dispatch console training at the Hill Top site.',
      seriesStart: new Date(`${day(5)}T00:00:00Z`),
      seriesEnd: new Date(`${day(7)}T00:00:00Z`),
    },
    {
      accountId: ACCOUNT,
      authorId: admin,
      title: 'System upgrade to 2024.1',
      allDay: false,
      startAt: upgrade,
      endAt: new Date(upgrade.getTime() + 4 * 3600_000),
      severity: 'critical',
      message: 'The system is upgraded overnight; trunking falls back to site trunking for up to 30 minutes.',
      seriesStart: upgrade,
      seriesEnd: new Date(upgrade.getTime() + 4 * 3600_000),
    },
  ]);
}
