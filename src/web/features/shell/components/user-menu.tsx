import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { navMessages } from '../../../app/navigation.ts';
import { useSession } from '../../../app/session.tsx';

const messages = defineMessages({
  userMenu: { id: 'Shell.userMenu', defaultMessage: 'User menu for {name}' },
  settings: { id: 'Shell.settings', defaultMessage: 'Settings' },
  about: { id: 'Shell.about', defaultMessage: 'About the portal' },
  proxy: { id: 'Shell.proxyLogin', defaultMessage: 'Act as a customer user' },
  logout: { id: 'Shell.logout', defaultMessage: 'Sign out' },
});

/** The user menu: settings, What's New, About, proxy login for staff, and sign out. */
export function UserMenu(props: { accountId: string }) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const user = session.status?.user;
  if (!user) return null;
  const base = `/${encodeURIComponent(props.accountId)}`;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const logout = async () => {
    await session.logout();
    // A full page load drops every cached answer of the signed-out user.
    window.location.assign('/login?loggedOut=1');
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={intl.formatMessage(messages.userMenu, { name: user.fullName })}
          data-testid="user-menu"
        >
          <Avatar color="blue" radius="xl" size="md">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.fullName}</Menu.Label>
        <Menu.Item onClick={() => navigate(`${base}/UserSettings`)}>
          {intl.formatMessage(messages.settings)}
        </Menu.Item>
        <Menu.Item onClick={() => navigate(`${base}/WhatsNew`)}>
          {intl.formatMessage(navMessages.whatsNew)}
        </Menu.Item>
        <Menu.Item onClick={() => navigate(`${base}/About`)}>{intl.formatMessage(messages.about)}</Menu.Item>
        {user.canProxy && (
          <Menu.Item onClick={() => navigate('/proxy')}>{intl.formatMessage(messages.proxy)}</Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          {intl.formatMessage(messages.logout)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
