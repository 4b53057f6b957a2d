import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { LocaleProvider, initialLocale, loadCatalogue } from './lib/locale.tsx';
import { QUERY_STALE_MS } from './lib/query-cache.ts';
import { createRouter } from './app/router.tsx';
import { SessionProvider, statusQuery } from './lib/session.tsx';
import { NotificationHost } from './ui/notification-host.tsx';
import { LIGHT_VARIANT_TEXT } from './ui/readable-colors.ts';

// zod's fast object parsing probes \`new Function\`, which the portal's Content-Security-Policy
// refuses: Chromium reports each refusal as an issue (Lighthouse best practices). Parsing without
// it is as correct; set before any schema (all in lazy chunks) parses.
zodConfig({ jitless: true });

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps text, links and filled buttons at 4.5:1 contrast or better (WCAG AA); 6 does not.
  primaryShade: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

/**
 * Dimmed text, and the text of "light" variants (ui/readable-colors.ts), darker than Mantine's
 * defaults, which fall short of 4.5:1 contrast (WCAG AA).
 */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([c, text]) => [`--mantine-color-${c}-light-color`, text]),
    ),
  },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: 1, refetchOnWindowFocus: false } },
});

async function boot(): Promise<void> {
  const { locale, fromUrl } = initialLocale();
  document.documentElement.lang = locale;
  // The first screen's chunk (the router starts loading it when created) and the session status
  // are fetched while the catalogue is: none waits for another before the first render.
  const router = createRouter();
  void queryClient.prefetchQuery(statusQuery);
  const messages = await loadCatalogue(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider initial={locale} chosenByUrl={fromUrl} messages={messages}>
            <NotificationHost />
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </LocaleProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

void boot();
