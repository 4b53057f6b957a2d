import { sql } from 'drizzle-orm';
import { caseEvents } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TCaseEventKind } from '../../../shared/contracts/cases.ts';
import type { TAuthor } from './notes-and-files.ts';

type TDbOrTx = Pick<TAppContext['database']['db'], 'insert'>;

/**
 * Records what happened to a case on its timeline. Called with the transaction of the change it
 * records, so a change is never without its event nor an event without its change.
 */
/** What happened: its kind, the values before and after, the reason given. */
export interface TCaseEvent {
  kind: TCaseEventKind;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
}

export async function recordCaseEvent(tx: TDbOrTx, caseNo: number, author: TAuthor, event: TCaseEvent): Promise<void> {
  await tx.insert(caseEvents).values({
    caseNo,
    kind: event.kind,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    reason: event.reason ?? null,
    authorUserId: author.userId,
    authorName: author.name,
    authorKind: author.kind,
    // The statement's own time, not the transaction's: events of one change keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}
