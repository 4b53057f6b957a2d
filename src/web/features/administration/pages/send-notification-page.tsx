import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  SEND_MESSAGE_MAX,
  SEND_TITLE_MAX,
  type TNotificationRecipient,
  notificationSendList,
  type TNotificationSend,
  type TNotificationSendPreview,
  type TNotificationSendRequest,
} from '../../../../shared/contracts/notifications.ts';
import type { TAccountSuggestion } from '../../../../shared/contracts/session.ts';
import { ROLES, type TRole } from '../../../../shared/domain/accounts.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { sendColumnMessages } from '../../../../shared/i18n/notification-messages.ts';
import { ApiError, api } from '../../../lib/http.ts';
import { formatFieldMessage, serverFieldMessages } from '../../../lib/field-messages.ts';
import { notificationKeys } from '../../../lib/use-notifications.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { administrationScreenMessages } from '../screens.ts';

const m = {
  ...sendColumnMessages,
  ...defineMessages({
    intro: {
      id: 'SendNotification.intro',
      defaultMessage:
        'Send a notification to the users of chosen accounts: it appears in their notifications at once and is e-mailed to those who receive e-mail notifications. Preview it before sending.',
    },
    messageHint: { id: 'SendNotification.messageHint', defaultMessage: 'Plain text; line breaks are kept.' },
    accountsHint: {
      id: 'SendNotification.accountsHint',
      defaultMessage: 'Type the start of an account id or name.',
    },
    roles: { id: 'SendNotification.roles', defaultMessage: 'Roles' },
    users: { id: 'SendNotification.users', defaultMessage: 'Only these users (optional)' },
    usersHint: {
      id: 'SendNotification.usersHint',
      defaultMessage:
        'Preview first to choose among the users of the accounts; none chosen sends to all of them.',
    },
    preview: { id: 'SendNotification.preview', defaultMessage: 'Preview' },
    send: { id: 'SendNotification.send', defaultMessage: 'Send' },
    recipients: {
      id: 'SendNotification.recipients',
      defaultMessage:
        '{count, plural, =0 {No user will receive it.} one {# user will receive it.} other {# users will receive it.}}',
    },
    name: { id: 'SendNotification.name', defaultMessage: 'Name' },
    email: { id: 'SendNotification.email', defaultMessage: 'E-mail' },
    account: { id: 'SendNotification.account', defaultMessage: 'Account' },
    sent: {
      id: 'SendNotification.sent',
      defaultMessage: '{count, plural, one {Sent to # user.} other {Sent to # users.}}',
    },
    changed: {
      id: 'SendNotification.changed',
      defaultMessage: 'The form changed since the preview: preview again before sending.',
    },
    historySearch: {
      id: 'SendNotification.historySearch',
      defaultMessage: 'Title, message, sender or account ID',
    },
    roleAdministrator: { id: 'SendNotification.role.Administrator', defaultMessage: 'Administrator' },
    roleUser: { id: 'SendNotification.role.User', defaultMessage: 'User' },
    roleGuest: { id: 'SendNotification.role.Guest', defaultMessage: 'Guest' },
  }),
};

const ROLE_MESSAGES = { Administrator: m.roleAdministrator, User: m.roleUser, Guest: m.roleGuest } as const;
/** The history's queries (ListView keys them by the list's name). */
const SENDS_KEY = [notificationSendList.name] as const;
const PATH = '/mapi/communications/notification-sends';

/** Route module of Administration/SendNotification (vendor staff with access to all accounts). */
export function Component() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const session = useSession();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [accountLabels, setAccountLabels] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [roles, setRoles] = useState<TRole[]>(['Administrator', 'User']);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [preview, setPreview] = useState<{ request: string; recipients: TNotificationRecipient[] } | null>(
    null,
  );
  const [failure, setFailure] = useState<unknown>(null);

  const request: TNotificationSendRequest = {
    title,
    message,
    accountIds,
    roles,
    ...(userIds.length ? { userIds } : {}),
  };
  // What the preview showed: the texts, accounts and roles (the users are chosen from its recipients).
  const requestKey = JSON.stringify([title, message, accountIds, roles]);
  const suggestions = useQuery({
    queryKey: ['account-suggestions', search.trim()],
    queryFn: () =>
      api.get<TAccountSuggestion[]>(
        '/mapi/accounts/suggestions',
        { prefix: search.trim() },
        { silent: true },
      ),
    enabled: search.trim().length > 0,
  });
  const previewing = useMutation({
    mutationFn: (r: TNotificationSendRequest) =>
      api.post<TNotificationSendPreview>(`${PATH}/preview`, { accountIds: r.accountIds, roles: r.roles }),
  });
  const sending = useMutation({
    mutationFn: (r: TNotificationSendRequest) => api.post<{ id: string; recipients: number }>(PATH, r),
  });

  const fieldErrors = failure instanceof ApiError ? serverFieldMessages(failure.content?.fields) : {};
  const fieldError = (field: string, label: string) => {
    const msg = fieldErrors[field];
    return msg ? formatFieldMessage(intl, msg, label) : undefined;
  };
  const generalError =
    failure != null && Object.keys(fieldErrors).length === 0 ? errorMessage(failure) : null;

  const doPreview = () => {
    setFailure(null);
    previewing.mutate(request, {
      onError: setFailure,
      onSuccess: (p) => {
        const shown = new Set(p.recipients.map((r) => r.userId));
        const kept = userIds.filter((id) => shown.has(id));
        setUserIds(kept);
        setPreview({ request: requestKey, recipients: p.recipients });
      },
    });
  };
  const doSend = () => {
    setFailure(null);
    sending.mutate(request, {
      onError: setFailure,
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: intl.formatMessage(m.sent, { count: r.recipients }) });
        setTitle('');
        setMessage('');
        setUserIds([]);
        setPreview(null);
        void client.invalidateQueries({ queryKey: SENDS_KEY });
        void client.invalidateQueries({ queryKey: notificationKeys.all });
      },
    });
  };

  const shownRecipients = preview
    ? preview.recipients.filter((r) => !userIds.length || userIds.includes(r.userId))
    : [];
  const stale = preview !== null && preview.request !== requestKey;
  const accountOptions = [
    ...accountIds.map((id) => ({ value: id, label: accountLabels[id] ?? id })),
    ...(suggestions.data ?? [])
      .filter((s) => !accountIds.includes(s.account_id))
      .map((s) => ({ value: s.account_id, label: s.label })),
  ];
  const userOptions = preview
    ? [
        ...new Map(
          preview.recipients.map((r) => [r.userId, { value: r.userId, label: `${r.name} <${r.email}>` }]),
        ).values(),
      ]
    : [];

  return (
    <Stack gap="md" data-testid="send-notification-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(administrationScreenMessages.adminSendNotification)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      <Paper
        withBorder
        p="md"
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          doPreview();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage(m.title)}
            value={title}
            maxLength={SEND_TITLE_MAX}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fieldError('title', intl.formatMessage(m.title))}
            required
            data-testid="send-title"
          />
          <Textarea
            label={intl.formatMessage(m.message)}
            description={intl.formatMessage(m.messageHint)}
            value={message}
            maxLength={SEND_MESSAGE_MAX}
            autosize
            minRows={4}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={fieldError('message', intl.formatMessage(m.message))}
            required
            data-testid="send-message"
          />
          <MultiSelect
            label={intl.formatMessage(m.accounts)}
            description={intl.formatMessage(m.accountsHint)}
            data={accountOptions}
            value={accountIds}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            onChange={(v) => {
              const labels = { ...accountLabels };
              for (const o of accountOptions) labels[o.value] = o.label;
              setAccountLabels(labels);
              setAccountIds(v);
            }}
            error={fieldError('accountIds', intl.formatMessage(m.accounts))}
            required
            data-testid="send-accounts"
          />
          <Checkbox.Group
            label={intl.formatMessage(m.roles)}
            value={roles}
            onChange={(v) => setRoles(v as TRole[])}
            error={fieldError('roles', intl.formatMessage(m.roles))}
            required
          >
            <Group gap="md" mt={4}>
              {ROLES.map((r) => (
                <Checkbox
                  key={r}
                  value={r}
                  label={intl.formatMessage(ROLE_MESSAGES[r])}
                  data-testid={`send-role-${r}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label={intl.formatMessage(m.users)}
            description={intl.formatMessage(m.usersHint)}
            data={userOptions}
            value={userIds}
            onChange={setUserIds}
            searchable
            disabled={!preview}
            error={fieldError('userIds', intl.formatMessage(m.users))}
            data-testid="send-users"
          />
          {generalError && (
            <Alert color="red" variant="light" role="alert" data-testid="send-error">
              {generalError}
            </Alert>
          )}
          <Group>
            <Button type="submit" variant="default" loading={previewing.isPending} data-testid="send-preview">
              {intl.formatMessage(m.preview)}
            </Button>
            <Button
              onClick={doSend}
              disabled={!preview || stale || shownRecipients.length === 0}
              loading={sending.isPending}
              data-testid="send-submit"
            >
              {intl.formatMessage(m.send)}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {preview && (
        <Paper withBorder p="md" data-testid="send-preview-panel" aria-live="polite">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {intl.formatMessage(m.preview)}
            </Title>
            {stale && (
              <Alert color="yellow" variant="light">
                {intl.formatMessage(m.changed)}
              </Alert>
            )}
            <Paper withBorder p="sm" style={{ borderLeft: '4px solid var(--mantine-color-blue-6)' }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message}
              </Text>
            </Paper>
            <Text size="sm" data-testid="send-recipient-count">
              {intl.formatMessage(m.recipients, { count: shownRecipients.length })}
            </Text>
            {shownRecipients.length > 0 && (
              <Table.ScrollContainer minWidth={520}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.account)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.role)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shownRecipients.map((r) => (
                      <Table.Tr key={`${r.userId} ${r.accountId}`}>
                        <Table.Td>{r.name}</Table.Td>
                        <Table.Td>{r.email}</Table.Td>
                        <Table.Td>{r.accountName}</Table.Td>
                        <Table.Td>{intl.formatMessage(ROLE_MESSAGES[r.role])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>
      )}

      <ListView<TNotificationSend>
        list={notificationSendList}
        userId={session.status!.user.id}
        exportName="sent-notifications"
        fixed={{}}
        caption={intl.formatMessage(m.history)}
        rowKey={(row) => row.id}
        renderCell={(row, column) =>
          column.id === 'title' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Text>
          ) : undefined
        }
        searchPlaceholder={intl.formatMessage(m.historySearch)}
        testId="send-history"
        heading={
          <Title order={2} size="h4">
            {intl.formatMessage(m.history)}
          </Title>
        }
      />
    </Stack>
  );
}
