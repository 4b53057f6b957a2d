import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Menu, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, type TLocale } from '../../../../shared/i18n/locales.ts';
import { api } from '../../../app/http.ts';
import { useLocale } from '../../../app/locale.tsx';
import { useSession } from '../../../app/session.tsx';

const messages = defineMessages({
  language: { id: 'Shell.language', defaultMessage: 'Language' },
});

/** Language menu: applies at once; a signed-in user's choice is also saved to their settings. */
export function LanguagePicker() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const session = useSession();
  const choose = async (next: TLocale) => {
    await setLocale(next);
    if (session.status) {
      await api.put('/mapi/users/settings', { user_settings: { language: next } }).catch(() => undefined);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={intl.formatMessage(messages.language)}
          data-testid="language-picker"
          leftSection={<IconWorld size={16} aria-hidden />}
        >
          <Text span inherit visibleFrom="sm">
            {LOCALE_NATIVE_NAMES[locale]}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.language)}</Menu.Label>
        {SUPPORTED_LOCALES.map((l) => (
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
