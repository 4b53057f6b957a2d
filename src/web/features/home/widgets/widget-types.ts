import type { ComponentType } from 'react';
import type { TWidgetId } from '../../../../shared/contracts/dashboard.ts';
import type { TAccount, TSessionUser } from '../../../../shared/contracts/session.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';

/** What every widget receives. */
export interface TWidgetProps {
  account: TAccount;
  user: TSessionUser;
}

/**
 * A Home Dashboard widget: it reads its own data, so each widget loads, fails and retries on its
 * own. Preferred: `useQuery({..., throwOnError: true})` and <WidgetLoading /> until the data
 * arrives; leaving the page then cancels its request. `useSuspenseQuery` works too (the frame has
 * a Suspense boundary), but a suspended request is not cancelled when the page is left. Either
 * way a failure reaches the frame's error boundary, which offers the retry.
 */
export interface TWidgetDefinition {
  id: TWidgetId;
  title: TMessageDescriptor;
  Component: ComponentType<TWidgetProps>;
  /** Whether this account and user get the widget at all (like the menu rules). */
  visible(account: TAccount, user: TSessionUser): boolean;
}
