import { z } from 'zod';
import { SITE_NUMBER_MAX } from '../domain/sites.ts';
import { SUBNETWORK_KINDS } from '../domain/managed-network.ts';
import { ZAccountId } from './common.ts';
import { ZNetworkId } from './managed-network.ts';

/**
 * The telemetry a network management system pushes (issue 32 point 3): POST /mapi/telemetry/ingest
 * with `Authorization: Bearer <token>`, and the ingest tokens vendor staff issue per network.
 */

/** Most sites one ingest request may report (the simulator sends a network's sites in one). */
export const INGEST_SITES_MAX = 5000;
/** How far in the past (the raw retention) and the future a batch's `at` may lie. */
export const INGEST_PAST_MS = 7 * 24 * 3600_000;
export const INGEST_FUTURE_MS = 5 * 60_000;

const ZSiteNumber = z.number().int().min(1).max(SITE_NUMBER_MAX);

/** An alarm of the NMS: opened or cleared by its own id. */
export const ZIngestAlarm = z
  .object({
    id: z.string().trim().min(1).max(100),
    severity: z.number().int().min(1).max(5),
    message: z.string().trim().min(1).max(500),
    state: z.enum(['open', 'clear']),
  })
  .strict();

/** One sub-network's measurement: percent of channels busy, and optionally counts. */
export const ZIngestMeasurement = z
  .object({
    /** voice, data, paging, backhaul or dispatch (any case). */
    subnetwork: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(SUBNETWORK_KINDS)),
    utilization: z.number().min(0).max(100),
    busyChannels: z.number().int().min(0).max(100_000).optional(),
    affiliations: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();

/** One site's report, addressed by its site ID and zone ID within the token's network. */
export const ZIngestSite = z
  .object({
    siteId: ZSiteNumber,
    zoneId: ZSiteNumber,
    status: z.enum(['up', 'down']).optional(),
    alarms: z.array(ZIngestAlarm).max(100).optional(),
    measurements: z.array(ZIngestMeasurement).max(5).optional(),
  })
  .strict();

export const ZIngestRequest = z
  .object({
    /** When the values were measured (ISO 8601); now when not given. */
    at: z.iso.datetime({ offset: true }).optional(),
    sites: z.array(ZIngestSite).min(1).max(INGEST_SITES_MAX),
  })
  .strict();
export type TIngestRequest = z.infer<typeof ZIngestRequest>;
export type TIngestSite = z.infer<typeof ZIngestSite>;

/** A report not taken: a site unknown in the network, or a sub-network the site does not have. */
export const ZIngestRejection = z.object({
  siteId: z.number().int(),
  zoneId: z.number().int(),
  subnetwork: z.string().optional(),
  reason: z.enum(['unknown-site', 'unknown-subnetwork']),
});
export type TIngestRejection = z.infer<typeof ZIngestRejection>;

/** The answer: sites accepted, reports rejected, sites whose state (or open alarms) changed. */
export const ZIngestResult = z.object({
  accepted: z.number().int(),
  rejected: z.array(ZIngestRejection),
  changed: z.number().int(),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;

export const ZTokenNetworkParams = z.object({ networkId: ZNetworkId }).strict();
export const ZTokenParams = z.object({ networkId: ZNetworkId, id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
export const ZTokenAccountQuery = z.object({ account_id: ZAccountId }).strict();

export const ZIssueTokenRequest = z
  .object({
    account_id: ZAccountId,
    label: z.string().trim().min(1).max(100),
  })
  .strict();
export type TIssueTokenRequest = z.infer<typeof ZIssueTokenRequest>;

/** An ingest token as listed: never its secret. `at` values are ISO 8601 UTC. */
export const ZIngestToken = z.object({
  id: z.number().int(),
  networkId: z.string(),
  label: z.string(),
  tokenHint: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type TIngestToken = z.infer<typeof ZIngestToken>;

export const ZIngestTokens = z.object({ tokens: z.array(ZIngestToken) });
export type TIngestTokens = z.infer<typeof ZIngestTokens>;

/** The answer to an issue: the token with its secret, shown this once. */
export const ZIssuedToken = ZIngestToken.extend({ secret: z.string() });
export type TIssuedToken = z.infer<typeof ZIssuedToken>;

/** GET /mapi/network-incidents/open: the open network incident of a site of the account, if any. */
export const ZOpenIncidentQuery = z
  .object({ account_id: ZAccountId, site: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();
export const ZOpenIncident = z.object({
  incident: z.object({ caseNumber: z.string(), title: z.string(), firstAlarmAt: z.string() }).nullable(),
});
export type TOpenIncident = z.infer<typeof ZOpenIncident>;
