import { Center, Loader } from '@mantine/core';
import { Navigate, createBrowserRouter, useLocation, useOutletContext, type RouteObject } from 'react-router';
import type { TAccount } from '../../shared/contracts/session.ts';
import { NoAccessPage } from '../features/accounts/pages/account-state-pages.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { FirstLoadFallback } from './shell/global-progress.tsx';
import { AccountScope } from './account-scope.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';
import { navContext, type TScreen, type TScreenHandle } from '../lib/screens.ts';
import { SCREENS } from './features.ts';
import { SCREEN_REDIRECTS, areaLandingPath } from './navigation.ts';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ScreenGuard } from './screen-guard.tsx';
import { useSession } from '../lib/session.tsx';
import { useCurrentSystem } from '../lib/use-current-system.ts';

const notBuilt = lazyRoute(() => import('./not-built-page.tsx'));

/** An index path leading to the first screen of its area this user may open, keeping the query. */
function AreaRedirect(props: { area: string }) {
  const { search } = useLocation();
  const account = useOutletContext<TAccount>();
  const session = useSession();
  const system = useCurrentSystem(account.account_id);
  if (system.isPending)
    return (
      <Center mih="40vh">
        <Loader />
      </Center>
    );
  const ctx = navContext(account, session.status!.user, system.data?.system);
  return <Navigate to={`${areaLandingPath(account.account_id, props.area, ctx)}${search}`} replace />;
}

const accountRoutes: RouteObject[] = [
  ...(SCREENS as readonly TScreen[]).map((screen): RouteObject => ({
    path: screen.path,
    element: <ScreenGuard screen={screen} />,
    handle: { screen } satisfies TScreenHandle,
    children: [{ index: true, lazy: screen.page ?? notBuilt }],
  })),
  ...Object.keys(SCREEN_REDIRECTS).map((path) => ({ path, element: <AreaRedirect area={path} /> })),
  // In the entry already (the screen guard shows it too): no chunk of its own.
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FirstLoadFallback />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', lazy: lazyRoute(() => import('../features/auth/pages/login-page.tsx')) },
      { path: 'login/local', lazy: lazyRoute(() => import('../features/auth/pages/local-login-page.tsx')) },
      { path: 'login/forgot', lazy: lazyRoute(() => import('../features/auth/pages/forgot-password-page.tsx')) },
      { path: 'login/reset', lazy: lazyRoute(() => import('../features/auth/pages/reset-password-page.tsx')) },
      { path: 'terms', lazy: lazyRoute(() => import('../features/auth/pages/terms-page.tsx')) },
      { path: 'no-access', element: <NoAccessPage /> },
      { path: 'proxy', lazy: lazyRoute(() => import('../features/proxy/pages/proxy-login-page.tsx')) },
      {
        path: ':accountId',
        element: <AccountScope />,
        errorElement: <RouteErrorPage />,
        children: [{ index: true, element: <RootRedirect /> }, ...accountRoutes],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
