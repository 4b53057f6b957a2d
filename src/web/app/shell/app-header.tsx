import { defineMessages } from '../../../shared/i18n/define.ts';
import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { screenPath } from '../../lib/screens.ts';
import { useSession } from '../../lib/session.tsx';
import { AccountSelector } from '../../ui/account-selector.tsx';
import { BrandLink } from './brand-link.tsx';
import { HelpLink } from './help-link.tsx';
import { NotificationsLink } from './notifications-link.tsx';
import { UserMenu } from './user-menu.tsx';

const messages = defineMessages({
  toggleMenu: { id: 'Shell.toggleMenu', defaultMessage: 'Open or close the menu' },
  currentAccount: { id: 'Shell.currentAccount', defaultMessage: 'Account: {name}. Open the menu to change it' },
});

/**
 * The header row: menu button (phones), logo and name, account selector (in the menu on phones),
 * help, notifications and the user menu (which holds the language choice). On phones the current
 * account's name stays in the header (issue 29 point 8), small and wrapped rather than cut;
 * tapping it opens the menu, where the selector is.
 */
export function AppHeader(props: {
  accountId: string;
  menuOpened: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu(): void;
  showAccountSelector: boolean;
}) {
  const intl = useIntl();
  const account = useSession().status?.accounts.find((a) => a.account_id === props.accountId);
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
        {!props.showAccountSelector && account && (
          <UnstyledButton
            onClick={props.onToggleMenu}
            aria-label={intl.formatMessage(messages.currentAccount, { name: account.name })}
            miw={0}
            data-testid="header-account"
          >
            <Text size="xs" fw={600} lh={1.25}>
              {account.name}
            </Text>
          </UnstyledButton>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <HelpLink />
        <NotificationsLink accountId={props.accountId} />
        <UserMenu accountId={props.accountId} />
      </Group>
    </Group>
  );
}
