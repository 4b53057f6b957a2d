import type { ComponentType } from 'react';
import type { TWidgetId } from '../../shared/contracts/dashboard.ts';
import type { TAccount, TSessionUser } from '../../shared/contracts/session.ts';
import type { TMessageDescriptor } from '../../shared/i18n/define.ts';

/** What every widget receives. */
export interface TWidgetProps {
  account: TAccount;
  user: TSessionUser;
}

/**
 * A Home Dashboard widget, declared by its feature in `features/<area>/widgets.ts`: it reads its
 * own data, so each widget loads, fails and retries on its own. Preferred: `useQuery({...,
 * throwOnError: true})` and <WidgetLoading /> until the data arrives; leaving the page then
 * cancels its request. `useSuspenseQuery` works too (the frame has a Suspense boundary), but a
 * suspended request is not cancelled when the page is left. Either way a failure reaches the
 * frame's error boundary, which offers the retry.
 *
 * To add a widget: add its id to DASHBOARD_WIDGET_IDS (src/shared/contracts/dashboard.ts; the
 * server accepts saved layouts naming known ids only, and that order is the default order), and
 * its definition to its feature's `widgets.ts` (app/features.ts fails to compile until every id
 * has one).
 */
export interface TWidgetDefinition {
  id: TWidgetId;
  title: TMessageDescriptor;
  Component: ComponentType<TWidgetProps>;
  /** Whether this account and user get the widget at all (like the menu rules). */
  visible(account: TAccount, user: TSessionUser): boolean;
}

/** Loads every feature's widgets, in default order (app/features.ts registers it at start). */
export type TWidgetLoader = () => Promise<readonly TWidgetDefinition[]>;

let loader: TWidgetLoader = async () => [];
let loaded: readonly TWidgetDefinition[] | undefined;

/**
 * Makes the widgets known to the dashboard. They are loaded with the Dashboard route, not with
 * the app: each feature's widgets.ts imports its components, which stay out of the entry chunk.
 */
export function registerWidgets(load: TWidgetLoader): void {
  loader = load;
  loaded = undefined;
}

/** Loads the registered widgets once; the Dashboard route waits for it before its page shows. */
export async function loadDashboardWidgets(): Promise<readonly TWidgetDefinition[]> {
  loaded ??= await loader();
  return loaded;
}

/** Every registered widget, in default order, once loadDashboardWidgets has loaded them. */
export function dashboardWidgets(): readonly TWidgetDefinition[] {
  if (!loaded) throw new Error('The dashboard widgets are not loaded');
  return loaded;
}

/** Keeps the literal ids of a feature's widgets, so app/features.ts can check that every id has one. */
export function defineWidgets<const T extends readonly TWidgetDefinition[]>(widgets: T): T {
  return widgets;
}
