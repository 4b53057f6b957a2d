/**
 * Response targets of cases (issue 29 points 1 and 2): whether vendor staff first answered a case
 * within its priority's target. The hours per priority are configuration (CASE_RESPONSE_HOURS,
 * server/platform/support-centre.ts), the same the create-case form shows.
 */

/** met: answered in time; missed: answered late, or not answered and past due; pending: not answered yet, still in time. */
export type TResponseStatus = 'met' | 'missed' | 'pending';

export interface TResponseTarget {
  targetHours: number;
  dueAt: Date;
  respondedAt: Date | null;
  status: TResponseStatus;
}

/**
 * Whether a case's response target was met: the first response is vendor staff's first note on the
 * case (a reply the customer reads; an owner or priority change is not an answer). Measured against
 * the target of the case's current priority.
 */
export function responseTarget(
  createdAt: Date,
  targetHours: number,
  firstVendorNoteAt: Date | null,
  now: Date = new Date(),
): TResponseTarget {
  const dueAt = new Date(createdAt.getTime() + targetHours * 3_600_000);
  const status: TResponseStatus = firstVendorNoteAt
    ? firstVendorNoteAt.getTime() <= dueAt.getTime()
      ? 'met'
      : 'missed'
    : now.getTime() > dueAt.getTime()
      ? 'missed'
      : 'pending';
  return { targetHours, dueAt, respondedAt: firstVendorNoteAt, status };
}
