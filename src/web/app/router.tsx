import { Center, Loader } from '@mantine/core';
import { Navigate, createBrowserRouter, useLocation, useOutletContext, type RouteObject } from 'react-router';
import type { TAccount } from '../../shared/contracts/session.ts';
import { NoAccessPage } from '../features/accounts/pages/account-state-pages.tsx';
import { NotFoundPage } from '../features/home/pages/not-found-page.tsx';
import { FirstLoadFallback } from '../features/shell/components/global-progress.tsx';
import { AccountScope } from './account-scope.tsx';
import { lazyRoute } from './lazy-route.ts';
import { SCREENS, SCREEN_REDIRECTS, areaLandingPath, navContext, type TScreenHandle } from './navigation.ts';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ScreenGuard } from './screen-guard.tsx';
import { useSession } from './session.tsx';
import { useCurrentSystem } from './use-current-system.ts';

const notBuilt = lazyRoute(() => import('../features/home/pages/not-built-page.tsx'));

/** Section paths of spec section 2 that take an optional trailing detail segment. */
export const SECTION_PATHS = [
  'Orders',
  'Contracts',
  'SecurityMonitoring',
  'TechSupport',
  'OnsiteDispatch',
  'NetworkMonitoring',
  'SolutionMonitoring',
  'PreventiveMaintenance',
  'AllCases',
  'DeviceManagement/Devices',
  'CaseManagement/:type',
  'Performance/SiteList',
] as const;

// Every section path must be a screen with the optional detail segment (a typo fails at start-up).
for (const p of SECTION_PATHS) {
  if (!SCREENS.some((s) => s.path === `${p}/:detail?`)) throw new Error(`section path ${p} has no screen`);
}

/** The screens built so far; every other screen of SCREENS shows the not-built page. */
const PAGES: Readonly<Record<string, ReturnType<typeof lazyRoute>>> = {
  Dashboard: lazyRoute(() => import('../features/home/pages/dashboard-page.tsx')),
  UserSettings: lazyRoute(() => import('../features/settings/pages/user-settings-page.tsx')),
  WhatsNew: lazyRoute(() => import('../features/releases/pages/whats-new-page.tsx')),
  About: lazyRoute(() => import('../features/about/pages/about-page.tsx')),
  OtherApps: lazyRoute(() => import('../features/other-apps/pages/other-apps-page.tsx')),
  ...Object.fromEntries(
    [
      'AllCases',
      'CaseManagement',
      'TechSupport',
      'SecurityMonitoring',
      'NetworkMonitoring',
      'SolutionMonitoring',
      'OnsiteDispatch',
      'PreventiveMaintenance',
    ].map((key) => [key, lazyRoute(() => import('../features/cases/pages/cases-page.tsx'))]),
  ),
  Tickets: lazyRoute(() => import('../features/tickets/pages/tickets-page.tsx')),
  AdminProxyRecord: lazyRoute(() => import('../features/audit/pages/proxy-record-page.tsx')),
  AdminOutbox: lazyRoute(() => import('../features/outbox/pages/outbox-page.tsx')),
  AdminJobs: lazyRoute(() => import('../features/jobs/pages/jobs-page.tsx')),
};

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
  ...SCREENS.map((screen): RouteObject => ({
    path: screen.path,
    element: <ScreenGuard screen={screen} />,
    handle: { screen } satisfies TScreenHandle,
    children: [{ index: true, lazy: PAGES[screen.key] ?? notBuilt }],
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
