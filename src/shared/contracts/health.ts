import { z } from 'zod';

/**
 * GET /mapi/health: liveness (it answers) and readiness (`status`: the database answers, else
 * degraded) for anyone, probes included; which database runs and the uptime only for vendor staff.
 */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Vendor staff only. */
  database: z.enum(['pglite', 'postgres']).optional(),
  /** Vendor staff only. */
  uptimeSeconds: z.number().optional(),
});
export type THealth = z.infer<typeof ZHealth>;
