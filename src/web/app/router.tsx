import { Navigate, createBrowserRouter, useLocation, useParams, type RouteObject } from 'react-router';
import { NoAccessPage } from '../features/accounts/pages/account-state-pages.tsx';
import { AccountScope } from './account-scope.tsx';
import { lazyRoute } from './lazy-route.ts';
import { SCREENS, SCREEN_REDIRECTS, type TScreenHandle } from './navigation.ts';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ScreenGuard } from './screen-guard.tsx';

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
};

/** An index path leading to the first screen of its area, keeping the query. */
function AccountRedirect(props: { to: string }) {
  const { accountId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${encodeURIComponent(accountId)}/${props.to}${search}`} replace />;
}

const accountRoutes: RouteObject[] = [
  ...SCREENS.map((screen): RouteObject => ({
    path: screen.path,
    element: <ScreenGuard screen={screen} />,
    handle: { screen } satisfies TScreenHandle,
    children: [{ index: true, lazy: PAGES[screen.key] ?? notBuilt }],
  })),
  ...Object.entries(SCREEN_REDIRECTS).map(([path, to]) => ({ path, element: <AccountRedirect to={to} /> })),
  { path: '*', lazy: lazyRoute(() => import('../features/home/pages/not-found-page.tsx')) },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
