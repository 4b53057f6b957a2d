import { defineMessages } from '../../../shared/i18n/define.ts';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { screenPath } from '../../lib/screens.ts';
import { useUnreadNotifications } from '../../lib/use-notifications.ts';

const messages = defineMessages({
  notifications: { id: 'Shell.notifications', defaultMessage: 'Notifications' },
  unread: {
    id: 'Shell.notificationsUnread',
    defaultMessage: 'Notifications: {count, plural, one {# unread} other {# unread}}',
  },
});

/** Past this many the badge says 99+. */
const BADGE_MAX = 99;

/**
 * The header's bell: the Notifications screen, with the user's unread count of the account as a
 * badge (99+ past 99) and in its accessible name; kept current by the live stream.
 */
export function NotificationsLink(props: { accountId: string }) {
  const intl = useIntl();
  const loaded = useUnreadNotifications(props.accountId);
  const unread = loaded ?? 0;
  const label = unread
    ? intl.formatMessage(messages.unread, { count: unread })
    : intl.formatMessage(messages.notifications);
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        component={Link}
        to={screenPath(props.accountId, 'Notifications')}
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid="notifications-link"
        data-unread={loaded}
        pos="relative"
        style={{ overflow: 'visible' }}
      >
        <IconBell size={22} aria-hidden />
        {unread > 0 && (
          <Badge
            aria-hidden
            color="red"
            size="xs"
            circle={unread < 10}
            pos="absolute"
            top={-4}
            right={-6}
            px={unread < 10 ? 0 : 4}
            style={{ pointerEvents: 'none' }}
            data-testid="notifications-badge"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : intl.formatNumber(unread)}
          </Badge>
        )}
      </ActionIcon>
    </Tooltip>
  );
}
