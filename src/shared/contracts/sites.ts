import { z } from 'zod';
import { siteColumnMessages as m } from '../i18n/site-messages.ts';
import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  SITE_NUMBER_MAX,
  SITE_SUBNETWORKS,
  SITE_TYPES,
  isSubnetworkCombination,
  siteRuleMessages,
} from '../domain/sites.ts';
import { ZAccountId } from './common.ts';
import { defineListDescriptor, listQuerySchema, listRowSchema, type TListRow } from './list-descriptor.ts';
import { ZNetworkId } from './managed-network.ts';

/**
 * The sites of an account's managed network (GET /mapi/sites, its columns and exports; spec
 * section 3, Site). Every user of the account reads them; the Performance screens fix
 * `show_in_performance=yes`, the staff screen shows all.
 */
export const siteList = defineListDescriptor({
  name: 'sites',
  path: '/sites',
  defaultSort: { column: 'name', dir: 'asc' },
  search: false,
  columns: {
    name: { label: m.name, value: 'text', sortable: true, visible: true, filter: { kind: 'text' } },
    zoneId: { label: m.zoneId, value: 'number', sortable: true, visible: true },
    siteId: { label: m.siteId, value: 'number', sortable: true, visible: true },
    type: { label: m.type, value: 'text', values: SITE_TYPES, sortable: true, visible: true, filter: { kind: 'enum' } },
    subnetwork: { label: m.subnetwork, value: 'textList', values: SITE_SUBNETWORKS, visible: true, filter: { kind: 'enum' } },
    primeSite: { label: m.primeSite, value: 'boolean', filter: { kind: 'boolean', key: 'prime_site' } },
    latitude: { label: m.latitude, value: 'number' },
    longitude: { label: m.longitude, value: 'number' },
    faultManagerId: { label: m.faultManagerId, value: 'textOrNull', visible: true },
    networkProfile: { label: m.networkProfile, value: 'textOrNull' },
    showInCaseManagement: {
      label: m.showInCaseManagement,
      value: 'boolean',
      visible: true,
      filter: { kind: 'boolean', key: 'show_in_case_management' },
    },
    showInPerformance: {
      label: m.showInPerformance,
      value: 'boolean',
      visible: true,
      filter: { kind: 'boolean', key: 'show_in_performance' },
    },
    thresholdCount: { label: m.thresholdCount, value: 'numberOrNull' },
    thresholdPercent: { label: m.thresholdPercent, value: 'numberOrNull' },
    thresholdMax: { label: m.thresholdMax, value: 'numberOrNull' },
  },
  extra: { id: 'number', networkId: 'text' },
});
export const ZSiteListQuery = listQuerySchema(siteList);
export const ZSiteRow = listRowSchema(siteList);
export type TSiteRow = TListRow<typeof siteList>;

const zSiteNumber = () => z.number().int().min(1).max(SITE_NUMBER_MAX);
const zOptionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The fields of a site as staff write them (spec section 3, Site; rules of section 5): latitude
 * -90..90, longitude -180..180, sub-networks a subset of [Voice, Data, Paging, Backhaul] or of
 * [Dispatch, Backhaul] or a single value; the site's own thresholds (count not above max, percent
 * 0-100). The Fault Manager ID and the site ID and zone ID pair are unique in the network (checked
 * on the server and by the database).
 */
export const ZSiteFields = z
  .object({
    name: z.string().trim().min(1).max(120),
    siteId: zSiteNumber(),
    zoneId: zSiteNumber(),
    type: z.enum(SITE_TYPES),
    subnetwork: z
      .array(z.enum(SITE_SUBNETWORKS))
      .min(1)
      .max(SITE_SUBNETWORKS.length)
      .refine(isSubnetworkCombination, { message: siteRuleMessages.subnetworkCombination.id }),
    primeSite: z.boolean(),
    latitude: z.number().min(LATITUDE_MIN).max(LATITUDE_MAX),
    longitude: z.number().min(LONGITUDE_MIN).max(LONGITUDE_MAX),
    faultManagerId: zOptionalText(64),
    networkProfile: zOptionalText(120),
    showInCaseManagement: z.boolean(),
    showInPerformance: z.boolean(),
    thresholdCount: z.number().int().min(0).max(100_000).optional(),
    thresholdPercent: z.number().min(0).max(100).optional(),
    thresholdMax: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export type TSiteFields = z.infer<typeof ZSiteFields>;

/** The site form's check as a whole: the fields, then the threshold count not above the maximum. */
export const ZSiteForm = ZSiteFields.superRefine((v, ctx) => {
  if (v.thresholdCount !== undefined && v.thresholdMax !== undefined && v.thresholdCount > v.thresholdMax) {
    ctx.addIssue({
      code: 'custom',
      path: ['thresholdCount'],
      message: siteRuleMessages.countAboveMax.id,
      params: { max: v.thresholdMax },
      input: v.thresholdCount,
    });
  }
});

/** POST /mapi/sites: a new site of the account's network (vendor staff). */
export const ZCreateSiteRequest = ZSiteFields.extend({ account_id: ZAccountId, networkId: ZNetworkId.optional() }).strict();
export type TCreateSiteRequest = z.infer<typeof ZCreateSiteRequest>;

/** PUT /mapi/sites/:id: the site's fields, all of them (vendor staff). */
export const ZUpdateSiteRequest = ZSiteFields.extend({ account_id: ZAccountId }).strict();
export type TUpdateSiteRequest = z.infer<typeof ZUpdateSiteRequest>;

export const ZSiteIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/** A site as staff edit it (GET /mapi/sites/:id). */
export const ZSite = ZSiteRow;
export type TSite = TSiteRow;

/** GET /mapi/sites/case-management?account_id=: the sites a case or ticket may name. */
export const ZCaseSitesQuery = z.object({ account_id: ZAccountId }).strict();
export const ZCaseSite = z.object({
  id: z.number(),
  siteId: z.number(),
  zoneId: z.number(),
  name: z.string(),
  /** How a case or ticket names the site: `name (zone/site)`. */
  label: z.string(),
});
export type TCaseSite = z.infer<typeof ZCaseSite>;
export const ZCaseSites = z.object({ sites: z.array(ZCaseSite) });
export type TCaseSites = z.infer<typeof ZCaseSites>;
