import { defineMessages } from '../../../shared/i18n/define.ts';
import { AppShell } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TAccount } from '../../../shared/contracts/session.ts';
import { navContext } from '../../lib/screens.ts';
import { useSession } from '../../lib/session.tsx';
import { useCurrentSystem } from '../../lib/use-current-system.ts';
import { useLiveStream } from '../../lib/use-live-events.ts';
import { useWideScreen } from '../../ui/screen-size.ts';
import { CriticalAlertsBar } from '../../features/alerts/components/critical-alerts-bar.tsx';
import { ProxyBar } from '../../features/proxy/components/proxy-bar.tsx';
import { canSeeAlerts } from '../../../shared/domain/permissions.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { TopBanner } from './top-banner.tsx';

const messages = defineMessages({
  skip: { id: 'Shell.skipToContent', defaultMessage: 'Skip to content' },
});

/** The frame of every signed-in screen: header, menu, proxy bar, the page and the footer. */
export function AppLayout(props: { account: TAccount; children: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const wide = useWideScreen();
  const system = useCurrentSystem(props.account.account_id);
  // The account's live events stream stays open for the whole session (the bell, alerts, banner).
  useLiveStream(props.account.account_id, session.status?.liveEventId ?? 0);
  const status = session.status!;
  const ctx = navContext(props.account, status.user, system.data?.system);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  // Escape closes the phone menu and gives the focus back to its button, as a dialog would; an
  // open list inside the menu (the account selector's) closes first.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened || wide) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('[aria-haspopup="listbox"][aria-expanded="true"]')) return;
    close();
    menuButton.current?.focus();
  });
  return (
    <>
      <a href="#main" className="skip-link">
        {intl.formatMessage(messages.skip)}
      </a>
      <AppShell
        header={{ height: status.user.isProxyUser ? { base: 160, sm: 124, md: 96 } : 60 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <ProxyBar />
          <AppHeader
            accountId={props.account.account_id}
            menuOpened={opened}
            menuButtonRef={menuButton}
            onToggleMenu={toggle}
            showAccountSelector={wide}
          />
        </AppShell.Header>
        <AppShell.Navbar id="app-navbar">
          <AppNavbar ctx={ctx} onNavigate={close} showAccountSelector={!wide} />
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1} className="app-main">
          <div className="app-content">
            <TopBanner accountId={props.account.account_id} />
            <CriticalAlertsBar accountId={props.account.account_id} enabled={canSeeAlerts(ctx.facts)} />
            {props.children}
          </div>
          <AppFooter accountId={props.account.account_id} />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
