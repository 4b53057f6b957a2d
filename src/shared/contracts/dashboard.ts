import { z } from 'zod';
import { ZAccountId } from './common.ts';

/**
 * Every Home Dashboard widget id. The server accepts layouts naming these only. A new widget adds
 * its id here and its declaration in its feature's widgets.ts, loaded by src/web/app/features.ts
 * `loadWidgets` (the type check fails until both exist). Case widgets ('cases-breakdown',
 * 'open-cases', 'open-severity-1') are added by the cases area; repair widgets ('rma', 'repairs',
 * 'fleet-readiness') by the repairs area; 'recent-orders' by the orders area.
 */
export const DASHBOARD_WIDGET_IDS = [
  'account-summary',
  'system-overview',
  'recent-releases',
  'subnetwork-statuses',
  'cases-breakdown',
  'open-cases',
  'open-severity-1',
  'rma',
  'repairs',
  'fleet-readiness',
  'recent-orders',
] as const;
export const ZWidgetId = z.enum(DASHBOARD_WIDGET_IDS);
export type TWidgetId = z.infer<typeof ZWidgetId>;

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** A user's dashboard layout on one account: widget order and the hidden widgets. */
export const ZDashboardLayout = z
  .object({
    /** Widget ids, first shown first; widgets missing here follow in their default order. */
    order: z.array(ZWidgetId).max(DASHBOARD_WIDGET_IDS.length).refine(unique, 'Validation.invalidValue'),
    /** Widget ids the user hid. */
    hidden: z.array(ZWidgetId).max(DASHBOARD_WIDGET_IDS.length).refine(unique, 'Validation.invalidValue'),
  })
  .strict();
export type TDashboardLayout = z.infer<typeof ZDashboardLayout>;

/** GET and PUT /mapi/dashboard/layout?account_id= */
export const ZDashboardLayoutQuery = z.object({ account_id: ZAccountId }).strict();

/** The saved layout, or null when the user never changed the default. */
export const ZDashboardLayoutAnswer = z.object({ layout: ZDashboardLayout.nullable() });
export type TDashboardLayoutAnswer = z.infer<typeof ZDashboardLayoutAnswer>;
