import { asc, eq } from 'drizzle-orm';
import type { caseAttachments, caseNotes } from '../../db/schema/index.ts';
import { caseEvents, cases, companies, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { isoTime } from '../../platform/row-values.ts';
import type { TCaseTimelineEntry } from '../../../shared/contracts/cases.ts';
import type { TAuthorKind } from '../../../shared/contracts/notes.ts';

type TDb = TAppContext['database']['db'];

/**
 * A case's timeline, newest first: its opening (by the case's user), its notes and files (from
 * their own tables) and the events of case_events. Entries of the same instant keep the order
 * they were written in (notes before the file sent with them, the opening last).
 */
export async function caseTimeline(
  db: TDb,
  caseNo: number,
  notes: readonly (typeof caseNotes.$inferSelect)[],
  attachments: readonly (typeof caseAttachments.$inferSelect)[],
): Promise<TCaseTimelineEntry[]> {
  const [opened] = await db
    .select({
      createdAt: cases.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      isVendor: companies.isVendor,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(cases.caseNo, caseNo));
  const events = await db
    .select()
    .from(caseEvents)
    .where(eq(caseEvents.caseNo, caseNo))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
  const blank = { author: null, authorKind: null, from: null, to: null, text: null, sizeBytes: null };
  const entries: TTimelineSortable<TCaseTimelineEntry>[] = [];
  if (opened) {
    const name = `${opened.firstName ?? ''} ${opened.lastName ?? ''}`.trim();
    entries.push({
      at: opened.createdAt,
      rank: 0,
      seq: 0,
      entry: {
        ...blank,
        id: `opened-${caseNo}`,
        kind: 'opened',
        at: isoTime(opened.createdAt),
        author: name || null,
        authorKind: opened.isVendor === null ? null : opened.isVendor ? 'vendor' : 'customer',
      },
    });
  }
  for (const [seq, e] of events.entries()) {
    entries.push({
      at: e.createdAt,
      rank: 1,
      seq,
      entry: {
        ...blank,
        id: e.id,
        kind: e.kind as TCaseTimelineEntry['kind'],
        at: isoTime(e.createdAt),
        author: e.authorName,
        authorKind: e.authorKind as TAuthorKind,
        from: e.fromValue,
        to: e.toValue,
        text: e.reason,
      },
    });
  }
  for (const a of attachments) {
    entries.push({
      at: a.createdAt,
      rank: 2,
      seq: 0,
      entry: {
        ...blank,
        id: a.id,
        kind: 'attachment',
        at: isoTime(a.createdAt),
        author: a.authorName,
        authorKind: a.authorName === null ? null : (a.authorKind as TAuthorKind),
        text: a.fileName,
        sizeBytes: a.sizeBytes,
      },
    });
  }
  for (const n of notes) {
    entries.push({
      at: n.createdAt,
      rank: 3,
      seq: 0,
      entry: {
        ...blank,
        id: n.id,
        kind: 'note',
        at: isoTime(n.createdAt),
        author: n.authorName,
        authorKind: n.authorKind as TAuthorKind,
        text: n.body,
      },
    });
  }
  return newestFirst(entries);
}

/** What the timeline orders by: an entry's time, its kind's rank and its place among events. */
export interface TTimelineSortable<T> {
  at: Date;
  rank: number;
  seq: number;
  entry: T;
}

/**
 * Newest first. At one millisecond (a Date's precision, while the database keeps microseconds)
 * the later-written kind comes first, and of two events the later-written one, in the order the
 * database gave them.
 */
export function newestFirst<T>(entries: TTimelineSortable<T>[]): T[] {
  return entries
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.rank - a.rank || b.seq - a.seq)
    .map((e) => e.entry);
}
