import { z } from 'zod';
import { ZAccountId } from './common.ts';
import {
  AFFILIATION_KEYS,
  CHANNEL_UTILIZATION_KEYS,
  NETWORK_FIELDS,
  SEVERITY_LIMIT_MAX,
  SEVERITY_LIMIT_MIN,
  SUBNETWORK_KINDS,
  THRESHOLD_COUNT_MAX,
  THRESHOLD_KEYS,
  isPercentThreshold,
  networkRuleMessages,
  severityLimitIssue,
  thresholdOrderIssues,
  thresholdShortName,
  type TThresholdKey,
  type TThresholdValues,
} from '../domain/managed-network.ts';

/** A network id as named in requests. */
export const ZNetworkId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** A count threshold (channels, affiliations): a whole number from 0. */
const zCount = () => z.number().int().min(0).max(THRESHOLD_COUNT_MAX);
/** A percentage threshold: 0 to 100. */
const zPercent = () => z.number().min(0).max(100);
const zThreshold = (key: TThresholdKey) => (isPercentThreshold(key) ? zPercent() : zCount());

/** One alarm severity limit (1-5). */
export const ZSeverityLimit = z.number().int().min(SEVERITY_LIMIT_MIN).max(SEVERITY_LIMIT_MAX);

/** Every threshold with its spec key, each checked alone (type and range). */
export const ZThresholdValues = z
  .object(Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, zThreshold(k)])) as Record<TThresholdKey, z.ZodNumber>)
  .strict();

/**
 * What an Administrator changes on the Managed Configuration screen, as a whole: the severity
 * limits and every threshold, each alone (type and range) and the rules between them (high below
 * critical below max; the impaired severity limit not above the failed one), each broken rule on
 * the field to change. The server checks the same rules (`thresholdOrderIssues`,
 * `severityLimitIssue`) on the values after the change.
 */
export const ZNetworkSettingsForm = ZThresholdValues.extend({
  failedSevLimit: ZSeverityLimit,
  impairedSevLimit: ZSeverityLimit,
}).superRefine((values, ctx) => {
  for (const issue of thresholdOrderIssues(values as TThresholdValues)) {
    ctx.addIssue({
      code: 'custom',
      path: [issue.field],
      message: (issue.direction === 'lower' ? networkRuleMessages.mustBeLower : networkRuleMessages.mustBeHigher).id,
      params: { other: thresholdShortName(issue.other), limit: issue.limit },
      input: values[issue.field],
    });
  }
  const severity = severityLimitIssue(values);
  if (severity) {
    ctx.addIssue({ code: 'too_big', origin: 'number', maximum: severity.limit, inclusive: true, path: [severity.field], input: values[severity.field] });
  }
});
export type TNetworkSettingsForm = z.infer<typeof ZNetworkSettingsForm>;

/** GET /mapi/managed/thresholds/network?account_id=: the account's managed network (state key networkThresholds). */
export const ZNetworkThresholdsQuery = z
  .object({ account_id: ZAccountId, network_id: ZNetworkId.optional() })
  .strict();

const ZChannelUtilizationThresholds = z.object(
  Object.fromEntries(CHANNEL_UTILIZATION_KEYS.map((k) => [k, z.number()])) as Record<
    (typeof CHANNEL_UTILIZATION_KEYS)[number],
    z.ZodNumber
  >,
);
const ZAffiliationThresholds = z.object(
  Object.fromEntries(AFFILIATION_KEYS.map((k) => [k, z.number()])) as Record<(typeof AFFILIATION_KEYS)[number], z.ZodNumber>,
);

/** The managed network of an account (spec section 3, Managed network and Network), as answered. */
export const ZManagedNetwork = z.object({
  networkId: z.string(),
  name: z.string(),
  networkAcronym: z.string(),
  networkSystemId: z.string(),
  networkSystemId2: z.string().nullable(),
  type: z.string(),
  networkProfile: z.string(),
  networkProfileNames: z.array(z.string()),
  timezone: z.string(),
  /** The zone's offset from UTC now, `-05:00`. */
  timezoneUtcOffset: z.string(),
  mobileCountryCode: z.string().nullable(),
  mobileNetworkCode: z.string().nullable(),
  wacnId: z.string().nullable(),
  logoPath: z.string().nullable(),
  metricsHost: z.string().nullable(),
  sisenseCompanyId: z.string().nullable(),
  supportEmail: z.string().nullable(),
  coverageSimulation: z.boolean(),
  powerStatus: z.boolean(),
  deleted: z.boolean(),
  backhaul: z.boolean(),
  data: z.boolean(),
  dispatch: z.boolean(),
  paging: z.boolean(),
  voice: z.boolean(),
  /** The sub-network kinds that are set, in the spec's order. */
  subnetworks: z.array(z.enum(SUBNETWORK_KINDS)),
  failedSevLimit: z.number().int(),
  impairedSevLimit: z.number().int(),
  channelUtilizationThresholds: ZChannelUtilizationThresholds,
  affiliationThresholds: ZAffiliationThresholds,
  /** The `changed_fields` names this user may send (empty: read only). */
  editableFields: z.array(z.string()),
});
export type TManagedNetwork = z.infer<typeof ZManagedNetwork>;

/**
 * POST /mapi/managed/network (spec section 7): the network settings with `thresholds` and
 * `changed_fields` (changed field names plus `thresholds.<key>` entries); only the changed fields
 * are written. Settings of the network that are not changed may come back as read (they are
 * ignored); a name that is not a network field is refused.
 */
export const ZUpdateManagedNetworkRequest = z
  .object({
    account_id: ZAccountId,
    networkId: ZNetworkId.optional(),
    failedSevLimit: ZSeverityLimit.optional(),
    impairedSevLimit: ZSeverityLimit.optional(),
    thresholds: ZThresholdValues.partial().optional(),
    changed_fields: z.array(z.string().max(100)).max(50),
    // The other settings, as read: accepted and ignored (only the changed fields are written).
    ...Object.fromEntries(
      NETWORK_FIELDS.filter((f) => !['networkId', 'failedSevLimit', 'impairedSevLimit'].includes(f)).map((f) => [
        f,
        z.unknown().optional(),
      ]),
    ),
  })
  .strict();
export type TUpdateManagedNetworkRequest = z.infer<typeof ZUpdateManagedNetworkRequest>;
