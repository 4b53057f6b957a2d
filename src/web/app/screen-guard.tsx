import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../shared/contracts/session.ts';
import { isAllowedRouteParam } from '../../shared/domain/route-paths.ts';
import { NoAccessPage } from '../features/accounts/pages/account-state-pages.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { navContext, type TScreen } from '../lib/screens.ts';
import { useSession } from '../lib/session.tsx';
import { useCurrentSystem } from '../lib/use-current-system.ts';

/**
 * Every account screen passes here: a limited route parameter with another value is not a page
 * (not-found page); a screen the menu rules hide from this user and account shows the no-access
 * page (spec section 6: users with no permission see the no-access page). Sets the tab title.
 */
export function ScreenGuard(props: { screen: TScreen }) {
  const { screen } = props;
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const params = useParams();
  const session = useSession();
  const system = useCurrentSystem(account.account_id);
  const title = intl.formatMessage(screen.title);
  const portalName = session.status?.environment.portalName ?? '';
  useEffect(() => {
    document.title = portalName ? `${title} - ${portalName}` : title;
  }, [title, portalName]);

  const paramsOk = Object.entries(params).every(([name, value]) => isAllowedRouteParam(name, value));
  if (!paramsOk) return <NotFoundPage />;
  if (screen.needsSystem && system.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label={title} />
      </Center>
    );
  }
  const ctx = navContext(account, session.status!.user, system.data?.system);
  if (!screen.visible(ctx)) return <NoAccessPage />;
  return <Outlet context={account} />;
}
