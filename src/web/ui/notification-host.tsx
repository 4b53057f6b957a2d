import { MantineThemeProvider, Notification, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common-messages.ts';

/**
 * Where notifications appear: bottom right, so a toast never covers the header's user menu, account
 * and help (it did at the top right). Every notification's close button is named in the user's
 * language: Mantine's has no accessible name of its own, which axe reports as a serious violation
 * while a notification is on screen.
 */
export function NotificationHost() {
  const intl = useIntl();
  const theme = useMemo(
    () =>
      createTheme({
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { 'aria-label': intl.formatMessage(commonMessages.close) } },
          }),
        },
      }),
    [intl],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-right" />
    </MantineThemeProvider>
  );
}
