import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { useSession } from '../../../lib/session.tsx';
import { StatePage } from '../../../ui/state-page.tsx';
import { AccountSelector } from '../../../ui/account-selector.tsx';

const messages = defineMessages({
  noAccessTitle: { id: 'NoAccess.title', defaultMessage: 'No access' },
  noAccessBody: {
    id: 'NoAccess.body',
    defaultMessage:
      'You do not have access to this account or page. If you think you should, ask your portal administrator.',
  },
  lockedTitle: { id: 'LockedAccount.title', defaultMessage: 'This account is locked' },
  lockedBody: {
    id: 'LockedAccount.body',
    defaultMessage:
      'The account {name} is locked. Contact your support manager to unlock it, or choose another account.',
  },
  noC360Title: { id: 'NoCustomer360.title', defaultMessage: 'Account not set up yet' },
  noC360Body: {
    id: 'NoCustomer360.body',
    defaultMessage:
      'The account {name} has no Customer 360 association yet, so its data cannot be shown. Contact your support manager, or choose another account.',
  },
  home: { id: 'NoAccess.home', defaultMessage: 'Go to my first account' },
  signOut: { id: 'NoAccess.signOut', defaultMessage: 'Sign out' },
});

/** The way on: another account (the account's own pages, when the user holds more), the first one, or sign out. */
function Actions(props: { accountId?: string }) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Stack>
      {props.accountId && (session.status?.accounts.length ?? 0) > 1 && (
        <AccountSelector accountId={props.accountId} fullWidth />
      )}
      <Group>
        {Boolean(session.status?.accounts.length) && (
          <Button component={Link} to="/">
            {intl.formatMessage(messages.home)}
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => void session.logout().then(() => navigate('/login', { replace: true }))}
        >
          {intl.formatMessage(messages.signOut)}
        </Button>
      </Group>
    </Stack>
  );
}

export function NoAccessPage() {
  const intl = useIntl();
  return (
    <StatePage
      testId="no-access"
      title={intl.formatMessage(messages.noAccessTitle)}
      body={intl.formatMessage(messages.noAccessBody)}
      action={<Actions />}
    />
  );
}

export function LockedAccountPage(props: { account: TAccount }) {
  const intl = useIntl();
  return (
    <StatePage
      testId="locked-account"
      title={intl.formatMessage(messages.lockedTitle)}
      body={intl.formatMessage(messages.lockedBody, { name: props.account.name })}
      action={<Actions accountId={props.account.account_id} />}
    />
  );
}

export function NoCustomer360Page(props: { account: TAccount }) {
  const intl = useIntl();
  return (
    <StatePage
      testId="no-customer360"
      title={intl.formatMessage(messages.noC360Title)}
      body={intl.formatMessage(messages.noC360Body, { name: props.account.name })}
      action={<Actions accountId={props.account.account_id} />}
    />
  );
}
