import { z } from 'zod';
import { ZAccountId } from './common.ts';

/**
 * GET /mapi/repairs/fleet-readiness?account_id= (issue 30 point 10): the account's device repairs
 * out for repair (status open: at the depot or on the way there; shipped: on the way back), grouped
 * by end user (the repair's end-user address name; null: the account itself) and model. A unit is
 * out since its 'received' event (else since the repair was created) and expected back that many
 * days later as its depot's turnaround (null when the depot is not known); an open unit past its
 * date is overdue. Groups list at most FLEET_UNITS_PER_GROUP units, the longest out first.
 */
export const FLEET_UNITS_PER_GROUP = 50;

export const ZFleetReadinessQuery = z.object({ account_id: ZAccountId }).strict();

export const ZFleetUnit = z.object({
  repairNumber: z.string(),
  serial: z.string(),
  status: z.enum(['open', 'shipped']),
  depot: z.string(),
  outSince: z.string(),
  daysOut: z.number().int(),
  expectedBack: z.string().nullable(),
  overdue: z.boolean(),
});
export type TFleetUnit = z.infer<typeof ZFleetUnit>;

export const ZFleetGroup = z.object({
  /** The end user's name; null for repairs without an end-user address (the account's own). */
  endUser: z.string().nullable(),
  model: z.string().nullable(),
  unitsOut: z.number().int(),
  oldestDaysOut: z.number().int(),
  /** The earliest expected return among its units (past when one is overdue); null when none is known. */
  nextExpectedBack: z.string().nullable(),
  overdue: z.number().int(),
  units: z.array(ZFleetUnit),
});
export type TFleetGroup = z.infer<typeof ZFleetGroup>;

export const ZFleetReadiness = z.object({
  asOf: z.string(),
  unitsOut: z.number().int(),
  endUsers: z.number().int(),
  overdue: z.number().int(),
  groups: z.array(ZFleetGroup),
});
export type TFleetReadiness = z.infer<typeof ZFleetReadiness>;
