import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { createIntl, useIntl } from 'react-intl';
import type { TUpdateSettingsRequest, TUserSettings } from '../../../../shared/contracts/session.ts';
import { LANGUAGE_MENU_ORDER, LOCALE_NATIVE_NAMES, type TLocale } from '../../../../shared/i18n/locales.ts';
import { api } from '../../../lib/http.ts';
import { loadCatalogue, useLocale } from '../../../lib/locale.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { TimeZoneSetting } from '../components/time-zone-setting.tsx';
import { PasswordSection } from '../components/password-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';

const messages = defineMessages({
  title: { id: 'UserSettings.title', defaultMessage: 'Settings' },
  language: { id: 'UserSettings.language', defaultMessage: 'Language' },
  languageHelp: {
    id: 'UserSettings.languageHelp',
    defaultMessage: 'The language of the portal and of the e-mails it sends you.',
  },
  email: { id: 'UserSettings.emailNotifications', defaultMessage: 'E-mail notifications' },
  emailHelp: {
    id: 'UserSettings.emailHelp',
    defaultMessage: 'Receive an e-mail when a case you opened is created or changes status.',
  },
  saved: { id: 'UserSettings.saved', defaultMessage: 'Your settings were saved.' },
  failed: { id: 'UserSettings.failed', defaultMessage: 'Your settings could not be saved.' },
});

/**
 * User Settings (spec section 2): language and e-mail notifications, applied locally on success;
 * the profile (phone number) and the password (issue 29).
 */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const { locale, setLocale } = useLocale();
  const errorMessage = useErrorMessage();
  const user = session.status!.user;
  const update = useMutation({
    mutationFn: (change: TUpdateSettingsRequest['user_settings']) =>
      api.put<TUserSettings>('/mapi/users/settings', { user_settings: change }),
    onSuccess: async (saved, change) => {
      if (change.language) await setLocale(change.language);
      await session.refresh();
      // Said in the language just chosen: this render's `intl` still speaks the previous one.
      const said = change.language
        ? createIntl({ locale: change.language, messages: await loadCatalogue(change.language) })
        : intl;
      notifications.show({ message: said.formatMessage(messages.saved), color: 'green' });
      return saved;
    },
  });
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {intl.formatMessage(messages.title)}
      </Title>
      {update.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage(messages.failed)}>
          {errorMessage(update.error)}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Select
            label={intl.formatMessage(messages.language)}
            description={intl.formatMessage(messages.languageHelp)}
            data={LANGUAGE_MENU_ORDER.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
            value={locale}
            allowDeselect={false}
            onChange={(v) => v && update.mutate({ language: v as TLocale })}
            data-testid="settings-language"
          />
          <TimeZoneSetting />
          <Switch
            label={intl.formatMessage(messages.email)}
            description={
              <Text span size="xs">
                {intl.formatMessage(messages.emailHelp)}
              </Text>
            }
            checked={user.settings.emailNotifications}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ emailNotifications: e.currentTarget.checked })}
            data-testid="settings-email"
          />
        </Stack>
      </Paper>
      <ProfileSection />
      <PasswordSection />
    </Stack>
  );
}
