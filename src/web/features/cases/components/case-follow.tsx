import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useFollowCase } from '../api/use-case-follow.ts';
import { caseFollowMessages as m } from '../case-follow-messages.ts';

/** Follow or Unfollow the case: a follower is e-mailed about its notes, status changes and closure. */
export function CaseFollowButton(props: { accountId: string; caseNumber: string; following: boolean }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const follow = useFollowCase(props.accountId, props.caseNumber);
  const next = !props.following;
  return (
    <Tooltip label={intl.formatMessage(m.followHelp)} multiline w={280} withArrow>
      <Button
        variant={props.following ? 'light' : 'default'}
        size="xs"
        leftSection={props.following ? <IconBellOff size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
        loading={follow.isPending}
        aria-pressed={props.following}
        onClick={() =>
          follow.mutate(next, {
            onSuccess: () =>
              notifications.show({
                message: intl.formatMessage(next ? m.followed : m.unfollowed, { number: props.caseNumber }),
                color: 'green',
              }),
            onError: (e) => notifications.show({ message: errorMessage(e), color: 'red' }),
          })
        }
        data-testid="case-follow"
      >
        {intl.formatMessage(props.following ? m.unfollow : m.follow)}
      </Button>
    </Tooltip>
  );
}
