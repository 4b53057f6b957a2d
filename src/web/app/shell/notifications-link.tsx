import { defineMessages } from '../../../shared/i18n/define.ts';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { screenPath } from '../../lib/screens.ts';

const messages = defineMessages({
  notifications: { id: 'Shell.notifications', defaultMessage: 'Notifications' },
});

/** The header's entry point to the Notifications screen. */
export function NotificationsLink(props: { accountId: string }) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.notifications);
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        component={Link}
        to={screenPath(props.accountId, 'Notifications')}
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid="notifications-link"
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
