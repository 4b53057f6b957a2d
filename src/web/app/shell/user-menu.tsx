import { defineMessages } from '../../../shared/i18n/define.ts';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LANGUAGE_MENU_ORDER, LOCALE_NATIVE_NAMES } from '../../../shared/i18n/locales.ts';
import { useLocale } from '../../lib/locale.tsx';
import { releaseScreenMessages } from '../../features/releases/screens.ts';
import { screenPath } from '../../lib/screens.ts';
import { SIGNED_OUT_PATH, useSession } from '../../lib/session.tsx';
import { languageMessages, useChooseLocale } from '../../ui/language-picker.tsx';

const messages = defineMessages({
  userMenu: { id: 'Shell.userMenu', defaultMessage: 'User menu for {name}' },
  settings: { id: 'Shell.settings', defaultMessage: 'Settings' },
  about: { id: 'Shell.about', defaultMessage: 'About the portal' },
  proxy: { id: 'Shell.proxyLogin', defaultMessage: 'Act as a customer user' },
  logout: { id: 'Shell.logout', defaultMessage: 'Sign out' },
  back: { id: 'Shell.backToUserMenu', defaultMessage: 'Back' },
});

/**
 * The user menu: settings, language, What's New, About, proxy login for staff, and sign out.
 * Language opens the list of languages in the same menu (Back returns); the current one is
 * checked. Arrow keys move, Enter chooses, Escape closes, as in any menu.
 */
export function UserMenu(props: { accountId: string }) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const choose = useChooseLocale();
  const [view, setView] = useState<'main' | 'language'>('main');
  const currentLanguage = useRef<HTMLButtonElement>(null);
  const languageItem = useRef<HTMLButtonElement>(null);
  const focusAfterSwitch = useRef(false);
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    (view === 'language' ? currentLanguage : languageItem).current?.focus();
  }, [view]);
  const user = session.status?.user;
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const show = (next: typeof view) => {
    focusAfterSwitch.current = true;
    setView(next);
  };
  const logout = async () => {
    await session.logout();
    // A full page load drops every cached answer of the signed-out user.
    window.location.assign(SIGNED_OUT_PATH);
  };
  return (
    // No initial-focus placeholder: an empty focusable div is no menu item (axe aria-required-children).
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      onClose={() => setView('main')}
    >
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
      <Menu.Dropdown data-testid="user-menu-dropdown" mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {view === 'main' ? (
          <>
            <Menu.Label>{user.fullName}</Menu.Label>
            <Menu.Item onClick={() => navigate(screenPath(props.accountId, 'UserSettings'))}>
              {intl.formatMessage(messages.settings)}
            </Menu.Item>
            <Menu.Item
              ref={languageItem}
              closeMenuOnClick={false}
              onClick={() => show('language')}
              rightSection={
                <Text span size="xs" c="dimmed" lang={locale}>
                  {LOCALE_NATIVE_NAMES[locale]} <IconChevronRight size={12} aria-hidden />
                </Text>
              }
              aria-haspopup="menu"
              data-testid="user-menu-language"
            >
              {intl.formatMessage(languageMessages.language)}
            </Menu.Item>
            <Menu.Item onClick={() => navigate(screenPath(props.accountId, 'WhatsNew'))}>
              {intl.formatMessage(releaseScreenMessages.whatsNew)}
            </Menu.Item>
            <Menu.Item onClick={() => navigate(screenPath(props.accountId, 'About'))}>
              {intl.formatMessage(messages.about)}
            </Menu.Item>
            {user.canProxy && (
              <Menu.Item onClick={() => navigate('/proxy')}>{intl.formatMessage(messages.proxy)}</Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item c="red.9" onClick={() => void logout()}>
              {intl.formatMessage(messages.logout)}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item
              closeMenuOnClick={false}
              onClick={() => show('main')}
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              data-testid="user-menu-back"
            >
              {intl.formatMessage(messages.back)}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>{intl.formatMessage(languageMessages.language)}</Menu.Label>
            {LANGUAGE_MENU_ORDER.map((l) => (
              <Menu.Item
                key={l}
                ref={l === locale ? currentLanguage : undefined}
                aria-current={l === locale ? 'true' : undefined}
                lang={l}
                onClick={() => void choose(l)}
                leftSection={
                  <IconCheck
                    size={16}
                    aria-hidden
                    style={{ visibility: l === locale ? 'visible' : 'hidden' }}
                  />
                }
                fw={l === locale ? 700 : undefined}
              >
                {LOCALE_NATIVE_NAMES[l]}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
