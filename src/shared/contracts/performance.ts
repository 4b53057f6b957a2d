import { z } from 'zod';
import { SITE_SUBNETWORKS } from '../domain/sites.ts';
import { performanceColumnMessages as m } from '../i18n/performance-messages.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listQuerySchema, listRowSchema, type TListRow } from './list-descriptor.ts';

/**
 * The Performance screens of an account's managed network (issue 32 points 4 and 5): the map's
 * site states, the site list, a site's details and trend, the sub-network statuses widget, and the
 * live 'site-state' event. Only sites flagged 'show in performance' of a network that is not
 * deleted appear.
 */

/** A site's state, worst first (site_states.state; the telemetry writes it). */
export const SITE_STATES = ['failed', 'impaired', 'normal', 'unknown'] as const;
export type TSiteState = (typeof SITE_STATES)[number];
export const ZSiteState = z.enum(SITE_STATES);

/** The sub-network kinds as samples name them (site_samples.subnetwork). */
export const SAMPLE_SUBNETWORKS = ['voice', 'data', 'paging', 'backhaul', 'dispatch'] as const;

/** The performance site list (GET /mapi/performance/sites, its columns and exports). */
export const performanceSiteList = defineListDescriptor({
  name: 'performance-sites',
  path: '/performance/sites',
  defaultSort: { column: 'state', dir: 'asc' },
  search: false,
  columns: {
    state: { label: m.state, value: 'text', values: SITE_STATES, sortable: true, visible: true, filter: { kind: 'enum' } },
    name: { label: m.name, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    zoneId: { label: m.zoneId, value: 'number', sortable: true, visible: true, filter: { kind: 'numberRange', key: 'zone' } },
    siteId: { label: m.siteId, value: 'number', sortable: true, visible: true },
    subnetwork: { label: m.subnetwork, value: 'textList', values: SITE_SUBNETWORKS, visible: true, filter: { kind: 'enum' } },
    openAlarms: { label: m.openAlarms, value: 'number', sortable: true, visible: true },
    maxSeverity: { label: m.maxSeverity, value: 'numberOrNull', sortable: true },
    utilization: { label: m.utilization, value: 'numberOrNull', sortable: true, visible: true },
    affiliations: { label: m.affiliations, value: 'numberOrNull', sortable: true, visible: true },
    lastSampleAt: { label: m.lastSampleAt, value: 'timeOrNull', sortable: true, visible: true },
    since: { label: m.since, value: 'time', sortable: true, visible: true },
  },
  extra: { id: 'number', latitude: 'number', longitude: 'number' },
});
export const ZPerformanceSiteListQuery = listQuerySchema(performanceSiteList);
export const ZPerformanceSiteRow = listRowSchema(performanceSiteList);
export type TPerformanceSiteRow = TListRow<typeof performanceSiteList>;

export const ZPerformanceQuery = z.object({ account_id: ZAccountId }).strict();

/** One site on the map and in the widget (GET /mapi/performance/sites/states). */
export const ZSiteStateItem = z.object({
  /** The site's key (sites.id). */
  id: z.number(),
  siteId: z.number(),
  zoneId: z.number(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  subnetwork: z.array(z.string()),
  state: ZSiteState,
  since: z.string(),
  openAlarms: z.number(),
  maxSeverity: z.number().nullable(),
  utilization: z.number().nullable(),
  affiliations: z.number().nullable(),
  lastSampleAt: z.string().nullable(),
});
export type TSiteStateItem = z.infer<typeof ZSiteStateItem>;
export const ZSiteStates = z.object({ sites: z.array(ZSiteStateItem) });
export type TSiteStates = z.infer<typeof ZSiteStates>;

/** An alarm of a site (site_alarms). */
export const ZSiteAlarm = z.object({
  id: z.number(),
  kind: z.string(),
  subnetwork: z.string().nullable(),
  severity: z.number(),
  /** The NMS's own text for its alarms; for the portal's own (status, utilization, affiliation) the screens word them from kind, level and value. */
  message: z.string(),
  level: z.enum(['high', 'critical']).nullable(),
  value: z.number().nullable(),
  openedAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type TSiteAlarm = z.infer<typeof ZSiteAlarm>;

/** GET /mapi/performance/sites/:id: the site as the list shows it, its open alarms and its recent cleared ones. */
export const ZPerformanceSiteDetail = z.object({
  site: ZPerformanceSiteRow,
  openAlarms: z.array(ZSiteAlarm),
  recentAlarms: z.array(ZSiteAlarm),
});
export type TPerformanceSiteDetail = z.infer<typeof ZPerformanceSiteDetail>;

export const ZPerformanceSiteParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/** The date presets of spec section 9: last 24 hours, week, month, six months, twelve months. */
export const TREND_PRESETS = ['day', 'week', 'month', 'six-months', 'twelve-months'] as const;
export type TTrendPreset = (typeof TREND_PRESETS)[number];

export const ZTrendQuery = z
  .object({ account_id: ZAccountId, preset: z.enum(TREND_PRESETS).optional() })
  .strict();

/** One bucket of a series: its start, average and peak utilization (percent), average affiliations. */
export const ZTrendPoint = z.object({
  at: z.string(),
  utilization: z.number().nullable(),
  utilizationMax: z.number().nullable(),
  affiliations: z.number().nullable(),
});
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

/** GET /mapi/performance/sites/:id/trend: one series per sub-network over the preset's window. */
export const ZSiteTrend = z.object({
  preset: z.enum(TREND_PRESETS),
  from: z.string(),
  to: z.string(),
  /** raw: site_samples (day, week); hourly: site_samples_hourly (beyond). */
  source: z.enum(['raw', 'hourly']),
  bucketSeconds: z.number(),
  series: z.array(z.object({ subnetwork: z.string(), points: z.array(ZTrendPoint) })),
});
export type TSiteTrend = z.infer<typeof ZSiteTrend>;

/** GET /mapi/performance/subnetworks: sites per state for each sub-network kind, and all together. */
export const ZStateCounts = z.object({ failed: z.number(), impaired: z.number(), normal: z.number(), unknown: z.number() });
export type TStateCounts = z.infer<typeof ZStateCounts>;
export const ZSubnetworkStatuses = z.object({
  total: ZStateCounts,
  subnetworks: z.array(z.object({ subnetwork: z.string(), counts: ZStateCounts })),
});
export type TSubnetworkStatuses = z.infer<typeof ZSubnetworkStatuses>;

/** GET /mapi/events?account_id=: the account's live events (server-sent events). */
/**
 * GET /mapi/events: the account, and where a reopened stream resumes (`last_event_id`: what the
 * Last-Event-ID header says when the browser reconnects by itself; a new EventSource cannot send it).
 */
export const ZEventsQuery = z
  .object({ account_id: ZAccountId, last_event_id: z.string().regex(/^\d{1,15}$/).optional() })
  .strict();

/** The payload of a 'site-state' event (portal_events, written by the telemetry). */
export interface TSiteStateEvent {
  siteDbId: number;
  siteId: number;
  zoneId: number;
  name: string;
  state: TSiteState;
  since: string;
  openAlarms: number;
  maxSeverity: number | null;
  utilization: number | null;
  affiliations: number | null;
  lastSampleAt: string | null;
}
