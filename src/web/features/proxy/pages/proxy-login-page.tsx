import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ZAccountSuggestion, ZProxyCandidate } from '../../../../shared/contracts/session.ts';
import { api } from '../../../lib/http.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';
import { keepStaffAccount, keepStaffLocale } from '../staff-locale.ts';

const messages = defineMessages({
  title: { id: 'Proxy.title', defaultMessage: 'Act as a customer user' },
  account: { id: 'Proxy.account', defaultMessage: 'Account' },
  accountPlaceholder: { id: 'Proxy.accountPlaceholder', defaultMessage: 'Type an account name or number' },
  user: { id: 'Proxy.user', defaultMessage: 'User' },
  onlyVendor: {
    id: 'Proxy.onlyVendorUsers',
    defaultMessage: 'This account has only vendor users, so proxy login is not possible.',
  },
  noUsers: { id: 'Proxy.noUsers', defaultMessage: 'This account has no users.' },
  start: { id: 'Proxy.start', defaultMessage: 'Start acting as this user' },
  notice: {
    id: 'Proxy.notice',
    defaultMessage:
      'Everything you do as this user is recorded with your own name, and the account administrator can see it.',
  },
});

/** The proxy login form (spec section 2): choose an account, then a user. */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: ['proxy-accounts', debounced],
    queryFn: () =>
      api.get<z.infer<typeof ZAccountSuggestion>[]>('/mapi/proxy/accounts', { prefix: debounced }),
  });
  const users = useQuery({
    queryKey: ['proxy-users', accountId],
    enabled: Boolean(accountId),
    queryFn: () =>
      api.get<{ users: z.infer<typeof ZProxyCandidate>[]; onlyVendorUsers: boolean }>('/mapi/proxy/users', {
        account_id: accountId!,
      }),
  });
  const start = useMutation({
    mutationFn: () => api.post('/mapi/proxy/start', { account_id: accountId, user_id: userId }),
    onSuccess: async () => {
      keepStaffLocale(locale);
      keepStaffAccount(session.status?.selectedAccountId);
      await session.changeUser();
      navigate(`/${encodeURIComponent(accountId!)}/Dashboard`, { replace: true });
    },
  });
  // Once started, the session acts as the customer (who may not proxy): the start's own navigation
  // goes to the chosen account, not the home page's choice.
  if (session.status && !session.status.user.canProxy && start.isIdle) return <Navigate to="/" replace />;
  return (
    <AuthLayout title={intl.formatMessage(messages.title)}>
      <Stack>
        <Select
          label={intl.formatMessage(messages.account)}
          placeholder={intl.formatMessage(messages.accountPlaceholder)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(accounts.data ?? []).map((a) => ({
            value: a.account_id,
            label: `${a.label} (${a.account_id})`,
          }))}
          value={accountId}
          onChange={(v) => {
            setAccountId(v);
            setUserId(null);
          }}
          data-testid="proxy-account"
        />
        {users.data?.onlyVendorUsers && (
          <Alert color="yellow">{intl.formatMessage(messages.onlyVendor)}</Alert>
        )}
        {users.data && !users.data.onlyVendorUsers && users.data.users.length === 0 && (
          <Text c="dimmed">{intl.formatMessage(messages.noUsers)}</Text>
        )}
        {users.data && users.data.users.length > 0 && (
          <Select
            label={intl.formatMessage(messages.user)}
            data={users.data.users.map((u) => ({
              value: u.id,
              label: `${u.fullName} <${u.email}> (${u.role})`,
            }))}
            value={userId}
            onChange={setUserId}
            searchable
            data-testid="proxy-user"
          />
        )}
        {start.isError && (
          <Alert color="red" role="alert">
            {errorMessage(start.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.notice)}
        </Text>
        <Button disabled={!accountId || !userId} loading={start.isPending} onClick={() => start.mutate()}>
          {intl.formatMessage(messages.start)}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
