import { defineMessages } from '../../../shared/i18n/define.ts';
import { Box, NavLink, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { NAV_GROUP_IDS, type TNavGroupKey } from '../../lib/menu-groups.ts';
import type { TNavContext } from '../../lib/screens.ts';
import { visibleNav, type TNavLink } from '../navigation.ts';
import { AccountSelector } from '../../ui/account-selector.tsx';

const messages = defineMessages({
  menu: { id: 'Shell.menu', defaultMessage: 'Main menu' },
});

function matches(current: string, link: TNavLink): boolean {
  const to = link.to.toLowerCase();
  const here = current.toLowerCase();
  return here === to || here.startsWith(`${to}/`);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The menu (spec section 6): only the areas the role, technology and flags allow, grouped by
 * screen group; the group of the current page opens by itself. Groups are buttons (Enter or
 * Space opens them), links are links: the whole menu works from the keyboard.
 */
export function AppNavbar(props: { ctx: TNavContext; onNavigate(): void; showAccountSelector: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const accountId = props.ctx.account.account_id;
  const current = safeDecode(location.pathname).slice(accountId.length + 2);
  const entries = visibleNav(props.ctx);
  // The most specific link wins: Entitlements/Hardware, not Entitlements as well.
  const activeLink = entries
    .flatMap((e) => (e.kind === 'link' ? [e.link] : e.links))
    .filter((l) => matches(current, l))
    .sort((a, b) => b.to.length - a.to.length)[0]?.key;
  const isActive = (l: TNavLink) => l.key === activeLink;
  const activeGroup = entries.find((e) => e.kind === 'group' && e.links.some(isActive));
  const activeKey = activeGroup?.kind === 'group' ? activeGroup.key : undefined;
  const [opened, setOpened] = useState<ReadonlySet<TNavGroupKey>>(
    () => new Set(activeKey ? [activeKey] : []),
  );
  useEffect(() => {
    if (activeKey) setOpened((prev) => (prev.has(activeKey) ? prev : new Set([...prev, activeKey])));
  }, [activeKey]);
  const toggle = (key: TNavGroupKey) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const link = (l: TNavLink) => (
    <NavLink
      key={l.key}
      component={Link}
      to={l.href}
      label={intl.formatMessage(l.label)}
      active={isActive(l)}
      aria-current={isActive(l) ? 'page' : undefined}
      onClick={props.onNavigate}
      data-nav={l.key}
    />
  );

  return (
    <ScrollArea type="auto" h="100%">
      {props.showAccountSelector && (
        <Box p="xs" pb={0}>
          <AccountSelector accountId={accountId} fullWidth />
        </Box>
      )}
      <nav aria-label={intl.formatMessage(messages.menu)}>
        <Box p="xs">
          {entries.map((e) => {
            if (e.kind === 'link') return link(e.link);
            const isOpen = opened.has(e.key);
            return (
              <NavLink
                key={e.key}
                component="button"
                type="button"
                label={intl.formatMessage(e.label)}
                opened={isOpen}
                onChange={() => toggle(e.key)}
                aria-expanded={isOpen}
                data-nav={NAV_GROUP_IDS[e.key]}
                fw={500}
              >
                {e.links.map(link)}
              </NavLink>
            );
          })}
        </Box>
      </nav>
    </ScrollArea>
  );
}
