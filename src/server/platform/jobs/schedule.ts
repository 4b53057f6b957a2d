import crypto from 'node:crypto';
import cronParser from 'cron-parser';
import type { TJobSchedule } from './define-job.ts';

/**
 * The time slot of a schedule that holds `now` (ms since the epoch): from the latest time the
 * schedule names at or before `now` to the next one. `everySeconds` slots are aligned on the epoch,
 * so every instance computes the same slots.
 */
export function slotAt(schedule: TJobSchedule, now: number): { start: number; next: number } {
  if ('everySeconds' in schedule) {
    const period = schedule.everySeconds * 1000;
    const start = Math.floor(now / period) * period;
    return { start, next: start + period };
  }
  // cron-parser leaves out a time equal to currentDate, both ways: `now` itself starts a slot.
  return {
    start: cronParser
      .parseExpression(schedule.cron, { currentDate: new Date(now + 1), tz: 'UTC' })
      .prev()
      .getTime(),
    next: cronParser
      .parseExpression(schedule.cron, { currentDate: new Date(now), tz: 'UTC' })
      .next()
      .getTime(),
  };
}

/** Throws on a schedule that names no time (a bad cron expression, a period not above zero). */
export function checkSchedule(name: string, schedule: TJobSchedule): void {
  if ('everySeconds' in schedule) {
    if (!(schedule.everySeconds > 0)) throw new Error(`job ${name}: everySeconds must be above 0`);
    return;
  }
  try {
    cronParser.parseExpression(schedule.cron, { tz: 'UTC' });
  } catch (err) {
    throw new Error(`job ${name}: bad cron expression "${schedule.cron}"`, { cause: err });
  }
}

/**
 * The id of the job of one slot of a schedule: a UUID made from the job's name and the slot's start,
 * the same on every instance. The job table's key refuses the second insert, so each slot runs once
 * however many instances send it.
 */
export function slotJobId(name: string, slotStart: number): string {
  const hex = crypto
    .createHash('sha256')
    .update(`${name}@${new Date(slotStart).toISOString()}`)
    .digest('hex');
  // Version 5-style layout (name-based), so the text is a valid UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
