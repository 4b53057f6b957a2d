import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { TAccountAdministrators } from '../../../shared/contracts/account-administrators.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { api } from '../../lib/http.ts';

const messages = defineMessages({
  title: { id: 'GuestNotice.title', defaultMessage: 'You can read, but not change' },
  body: {
    id: 'GuestNotice.body',
    defaultMessage:
      'As a Guest on {account} you can read {what, select, cases {cases} tickets {tickets} other {this page}} but not create them or add notes. To get the User role, ask {count, plural, =0 {an Administrator of the account} one {its Administrator, {names}} other {one of its Administrators: {names}}}.',
  },
});

/**
 * Said where a Guest would otherwise miss the buttons (create, note, attach): why they are not
 * there and whom to ask, the account's Administrators by name (GET /mapi/accounts/administrators).
 */
export function GuestNotice(props: { accountId: string; accountName: string; what: 'cases' | 'tickets' }) {
  const intl = useIntl();
  const admins = useQuery({
    queryKey: ['accounts', 'administrators', props.accountId],
    queryFn: ({ signal }) =>
      api.get<TAccountAdministrators>('/mapi/accounts/administrators', { account_id: props.accountId }, { signal }),
  });
  const names = admins.data?.names ?? [];
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={intl.formatMessage(messages.title)}
      data-testid="guest-notice"
    >
      {intl.formatMessage(messages.body, {
        account: props.accountName,
        what: props.what,
        count: names.length,
        names: intl.formatList(names, { type: 'disjunction' }),
      })}
    </Alert>
  );
}
