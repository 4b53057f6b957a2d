import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import type { TUpdateSettingsRequest, TUserSettings } from '../../../../shared/contracts/session.ts';
import { selectableTimeZones, systemTimeZone } from '../../../../shared/domain/time-zone.ts';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

const messages = defineMessages({
  label: { id: 'TimeZone.setting', defaultMessage: 'Time zone' },
  help: {
    id: 'TimeZone.settingHelp',
    defaultMessage: 'Dates are shown in this time zone, and date filters mean its days.',
  },
  browser: { id: 'TimeZone.browser', defaultMessage: 'This browser’s time zone ({zone})' },
  search: { id: 'TimeZone.search', defaultMessage: 'Type a city or region' },
  nothingFound: { id: 'TimeZone.nothingFound', defaultMessage: 'No time zone matches' },
  saved: { id: 'TimeZone.saved', defaultMessage: 'Dates are now shown in {zone}.' },
});

/** The choice that follows the browser's zone (stored as null). */
const BROWSER = 'browser';

/**
 * The user's time zone in User Settings (issue 29 point 4): an IANA zone found by typing part of
 * its name, or the browser's own (the default). Saved at once; the session then carries it and
 * every date of the portal follows.
 */
export function TimeZoneSetting() {
  const intl = useIntl();
  const session = useSession();
  const errorMessage = useErrorMessage();
  const chosen = session.status?.user.preferences.timeZone ?? null;
  const browserZone = systemTimeZone();
  const data = useMemo(
    () => [
      { value: BROWSER, label: intl.formatMessage(messages.browser, { zone: browserZone }) },
      ...selectableTimeZones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') })),
    ],
    [intl, browserZone],
  );
  const update = useMutation({
    mutationFn: (timeZone: string | null) =>
      api.put<TUserSettings>('/mapi/users/settings', {
        user_settings: { timeZone },
      } satisfies TUpdateSettingsRequest),
    onSuccess: async (_saved, timeZone) => {
      await session.refresh();
      notifications.show({ message: intl.formatMessage(messages.saved, { zone: timeZone ?? browserZone }), color: 'green' });
    },
  });
  return (
    <Select
      label={intl.formatMessage(messages.label)}
      description={intl.formatMessage(messages.help)}
      placeholder={intl.formatMessage(messages.search)}
      nothingFoundMessage={intl.formatMessage(messages.nothingFound)}
      data={data}
      value={chosen ?? BROWSER}
      searchable
      allowDeselect={false}
      limit={50}
      disabled={update.isPending}
      error={update.isError ? errorMessage(update.error) : undefined}
      onChange={(v) => v && update.mutate(v === BROWSER ? null : v)}
      data-testid="settings-time-zone"
    />
  );
}
