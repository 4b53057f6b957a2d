import { defineMessages } from '../../../shared/i18n/define.ts';
import { Burger, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { screenPath } from '../../lib/screens.ts';
import { AccountSelector } from '../../ui/account-selector.tsx';
import { BrandLink } from './brand-link.tsx';
import { HelpLink } from './help-link.tsx';
import { NotificationsLink } from './notifications-link.tsx';
import { UserMenu } from './user-menu.tsx';

const messages = defineMessages({
  toggleMenu: { id: 'Shell.toggleMenu', defaultMessage: 'Open or close the menu' },
});

/**
 * The header row: menu button (phones), logo and name, account selector (in the menu on phones),
 * help, notifications and the user menu (which holds the language choice).
 */
export function AppHeader(props: {
  accountId: string;
  menuOpened: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu(): void;
  showAccountSelector: boolean;
}) {
  const intl = useIntl();
  return (
    <Group h={60} px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          ref={props.menuButtonRef}
          opened={props.menuOpened}
          onClick={props.onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={intl.formatMessage(messages.toggleMenu)}
          aria-expanded={props.menuOpened}
          aria-controls="app-navbar"
        />
        <BrandLink to={screenPath(props.accountId, 'Dashboard')} />
        {props.showAccountSelector && <AccountSelector accountId={props.accountId} />}
      </Group>
      <Group gap={4} wrap="nowrap">
        <HelpLink />
        <NotificationsLink accountId={props.accountId} />
        <UserMenu accountId={props.accountId} />
      </Group>
    </Group>
  );
}
