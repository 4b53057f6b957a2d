import { defineMessages } from '../../shared/i18n/define.ts';
import { Button, Menu, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_MENU_ORDER, LOCALE_NATIVE_NAMES, type TLocale } from '../../shared/i18n/locales.ts';
import { api } from '../lib/http.ts';
import { useLocale } from '../lib/locale.tsx';
import { useSession } from '../lib/session.tsx';

export const languageMessages = defineMessages({
  language: { id: 'Shell.language', defaultMessage: 'Language' },
});

/** Applies a language at once; a signed-in user's choice is also saved to their settings. */
export function useChooseLocale(): (next: TLocale) => Promise<void> {
  const { setLocale } = useLocale();
  const session = useSession();
  const signedIn = Boolean(session.status);
  const { refresh } = session;
  return useCallback(
    async (next: TLocale) => {
      await setLocale(next);
      if (signedIn) {
        // The status holds the user's language preference too.
        await api
          .put('/mapi/users/settings', { user_settings: { language: next } })
          .then(() => refresh())
          .catch(() => undefined);
      }
    },
    [setLocale, signedIn, refresh],
  );
}

/**
 * The language menu of the sign-in screens. Signed-in users choose the language in the user menu
 * (user-menu.tsx), so the shell has one way to do it.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const { locale } = useLocale();
  const choose = useChooseLocale();
  return (
    // No initial-focus placeholder: an empty focusable div is no menu item (axe aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={intl.formatMessage(languageMessages.language)}
          data-testid="language-picker"
          leftSection={<IconWorld size={16} aria-hidden />}
        >
          <Text span inherit visibleFrom="sm">
            {LOCALE_NATIVE_NAMES[locale]}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(languageMessages.language)}</Menu.Label>
        {LANGUAGE_MENU_ORDER.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => void choose(l)}
            lang={l}
            aria-current={l === locale ? 'true' : undefined}
            fw={l === locale ? 700 : undefined}
          >
            {LOCALE_NATIVE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
