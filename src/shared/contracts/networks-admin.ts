import { z } from 'zod';
import {
  SUBNETWORK_KINDS,
  networkRuleMessages,
  severityLimitIssue,
  thresholdOrderIssues,
  thresholdShortName,
  type TThresholdValues,
} from '../domain/managed-network.ts';
import { isTimeZone, timeZoneMessages } from '../domain/time-zone.ts';
import { ZAccountId } from './common.ts';
import { ZManagedNetwork, ZNetworkId, ZSeverityLimit, ZThresholdValues } from './managed-network.ts';

/** Optional text: empty (or absent) is none; `pattern` when given. */
const zOptionalText = (max: number, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || !pattern || pattern.test(v))
    .nullable()
    .optional();

/**
 * The vendor's fields of a managed network (spec section 3, Managed network and Network) as staff
 * write them: mobile country code 3 digits, mobile network code 2-3 digits, WACN ID 5 hex digits,
 * the timezone an IANA zone, at least one sub-network kind; the thresholds and severity limits with
 * the rules of POST /mapi/managed/network.
 */
export const ZNetworkVendorFields = z.object({
  name: z.string().trim().min(1).max(120),
  networkAcronym: z.string().trim().min(1).max(20),
  networkSystemId: z.string().trim().min(1).max(32),
  networkSystemId2: zOptionalText(32),
  type: z.string().trim().min(1).max(60),
  networkProfile: z.string().trim().min(1).max(120),
  networkProfileNames: z.array(z.string().trim().min(1).max(120)).max(20),
  timezone: z.string().max(64).refine(isTimeZone, { message: timeZoneMessages.unknown.id }),
  mobileCountryCode: zOptionalText(3, /^\d{3}$/),
  mobileNetworkCode: zOptionalText(3, /^\d{2,3}$/),
  wacnId: zOptionalText(5, /^[0-9A-Fa-f]{5}$/),
  logoPath: zOptionalText(255),
  metricsHost: zOptionalText(255),
  sisenseCompanyId: zOptionalText(64),
  supportEmail: zOptionalText(254, /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  coverageSimulation: z.boolean(),
  powerStatus: z.boolean(),
  /** The sub-network kinds that are set (at least one). */
  subnetworks: z.array(z.enum(SUBNETWORK_KINDS)).min(1).max(SUBNETWORK_KINDS.length),
  failedSevLimit: ZSeverityLimit,
  impairedSevLimit: ZSeverityLimit,
  thresholds: ZThresholdValues,
});
export type TNetworkVendorFields = z.infer<typeof ZNetworkVendorFields>;

/** The rules between fields (thresholds' order, severity limits), each on the field to change. */
function checkRules(values: Pick<TNetworkVendorFields, 'failedSevLimit' | 'impairedSevLimit' | 'thresholds'>, ctx: z.RefinementCtx): void {
  for (const issue of thresholdOrderIssues(values.thresholds as TThresholdValues)) {
    ctx.addIssue({
      code: 'custom',
      path: ['thresholds', issue.field],
      message: (issue.direction === 'lower' ? networkRuleMessages.mustBeLower : networkRuleMessages.mustBeHigher).id,
      params: { field: issue.field, other: thresholdShortName(issue.other), limit: issue.limit },
      input: values.thresholds[issue.field],
    });
  }
  const severity = severityLimitIssue(values);
  if (severity) {
    ctx.addIssue({ code: 'too_big', origin: 'number', maximum: severity.limit, inclusive: true, path: [severity.field], input: values[severity.field] });
  }
}

/**
 * The network form on Administration > Sites: every vendor field with the thresholds side by side
 * (one form field each, under its spec key), and the network ID when new; the rules of the request.
 */
export const ZNetworkForm = ZNetworkVendorFields.omit({ thresholds: true })
  .extend(ZThresholdValues.shape)
  .extend({ networkId: ZNetworkId })
  .superRefine((values, ctx) => {
    for (const issue of thresholdOrderIssues(values as TThresholdValues)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: (issue.direction === 'lower' ? networkRuleMessages.mustBeLower : networkRuleMessages.mustBeHigher).id,
        params: { field: issue.field, other: thresholdShortName(issue.other), limit: issue.limit },
        input: values[issue.field],
      });
    }
    const severity = severityLimitIssue(values);
    if (severity) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: severity.limit, inclusive: true, path: [severity.field], input: values[severity.field] });
    }
  });
export type TNetworkForm = z.infer<typeof ZNetworkForm>;

/** POST /mapi/networks: the account's managed network (vendor staff holding the account; one per account). */
export const ZCreateNetworkRequest = ZNetworkVendorFields.extend({ account_id: ZAccountId, networkId: ZNetworkId })
  .strict()
  .superRefine(checkRules);
export type TCreateNetworkRequest = z.infer<typeof ZCreateNetworkRequest>;

/**
 * PUT /mapi/networks/:networkId: the fields sent, and only those, are changed (thresholds one by
 * one); `deleted: true` marks the network deleted (the account then has no network). The rules are
 * checked on the values after the change.
 */
export const ZUpdateNetworkRequest = ZNetworkVendorFields.extend({ thresholds: ZThresholdValues.partial() })
  .partial()
  .extend({ account_id: ZAccountId, deleted: z.literal(true).optional() })
  .strict();
export type TUpdateNetworkRequest = z.infer<typeof ZUpdateNetworkRequest>;

export const ZNetworkIdParams = z.object({ networkId: ZNetworkId }).strict();
export const ZStaffNetworkQuery = z.object({ account_id: ZAccountId }).strict();

/** GET /mapi/networks: the account's network as staff edit it, or none. */
export const ZStaffNetwork = z.object({ network: ZManagedNetwork.nullable() });
export type TStaffNetwork = z.infer<typeof ZStaffNetwork>;
