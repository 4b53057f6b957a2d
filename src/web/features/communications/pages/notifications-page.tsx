import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Flex,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconMail, IconMailOpened, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import {
  notificationList,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationType,
} from '../../../../shared/contracts/notifications.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { screenPath, type TScreenKey } from '../../../lib/screens.ts';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { ExportMenu } from '../../../ui/export-menu/export-menu.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import {
  useDeleteNotifications,
  useNotificationAction,
  useNotificationList,
  type TNotificationActionRequest,
} from '../api/use-notification-list.ts';
import { NOTIFICATION_TYPE_COLORS, notificationText, notificationTypeMessages } from '../components/notification-text.ts';
import { SnoozeMenu, snoozeMessages } from '../components/snooze-menu.tsx';
import { communicationScreenMessages } from '../screens.ts';

const m = defineMessages({
  intro: {
    id: 'Notifications.intro',
    defaultMessage:
      'Contract expirations and automatic renewals, security bulletins for your system, changes to your application services and announcements. Pinned notifications stay at the top.',
  },
  show: { id: 'Notifications.filter.show', defaultMessage: 'Show' },
  unread: { id: 'Notifications.filter.unread', defaultMessage: 'Unread' },
  read: { id: 'Notifications.filter.read', defaultMessage: 'Read' },
  all: { id: 'Notifications.filter.all', defaultMessage: 'All' },
  types: { id: 'Notifications.filter.types', defaultMessage: 'Types' },
  allTypes: { id: 'Notifications.filter.allTypes', defaultMessage: 'All types' },
  from: { id: 'Notifications.filter.from', defaultMessage: 'From' },
  to: { id: 'Notifications.filter.to', defaultMessage: 'To' },
  clear: { id: 'Notifications.filter.clear', defaultMessage: 'Clear filters' },
  selectAll: { id: 'Notifications.selectAll', defaultMessage: 'Select all on this page' },
  select: { id: 'Notifications.select', defaultMessage: 'Select {title}' },
  selected: { id: 'Notifications.selected', defaultMessage: '{count, plural, one {# selected} other {# selected}}' },
  markRead: { id: 'Notifications.markRead', defaultMessage: 'Mark as read' },
  markUnread: { id: 'Notifications.markUnread', defaultMessage: 'Mark as unread' },
  markReadOne: { id: 'Notifications.markReadOne', defaultMessage: 'Mark {title} as read' },
  markUnreadOne: { id: 'Notifications.markUnreadOne', defaultMessage: 'Mark {title} as unread' },
  pinOne: { id: 'Notifications.pinOne', defaultMessage: 'Pin {title}' },
  unpinOne: { id: 'Notifications.unpinOne', defaultMessage: 'Unpin {title}' },
  pinned: { id: 'Notifications.pinned', defaultMessage: 'Pinned' },
  new: { id: 'Notifications.new', defaultMessage: 'New' },
  delete: { id: 'Notifications.delete', defaultMessage: 'Delete' },
  deleteOne: { id: 'Notifications.deleteOne', defaultMessage: 'Delete {title}' },
  deleteTitle: {
    id: 'Notifications.deleteTitle',
    defaultMessage: 'Delete {count, plural, one {this notification} other {# notifications}}?',
  },
  deleteBody: { id: 'Notifications.deleteBody', defaultMessage: 'Deleted notifications cannot be brought back.' },
  keep: { id: 'Notifications.keep', defaultMessage: 'Keep' },
  open: { id: 'Notifications.open', defaultMessage: 'Go to {reference}' },
  openScreen: { id: 'Notifications.openScreen', defaultMessage: 'Open the related screen' },
  count: { id: 'Notifications.count', defaultMessage: '{total, plural, one {# notification} other {# notifications}}' },
  emptyUnread: { id: 'Notifications.emptyUnread', defaultMessage: 'You have no unread notifications. You are all caught up.' },
  empty: { id: 'Notifications.empty', defaultMessage: 'No notification matches these filters.' },
  caption: { id: 'Notifications.caption', defaultMessage: 'Your notifications' },
  loading: { id: 'Notifications.loading', defaultMessage: 'Loading notifications…' },
  pages: { id: 'Notifications.pages', defaultMessage: 'Pages of notifications' },
});

const PAGE_SIZE = '25';
/** The columns of an export, in order. */
const EXPORT_COLUMNS = ['createdAt', 'type', 'title', 'message', 'reference', 'read'] as const;

/** The screen a notification's link names (`Contracts/CN-1` or `SecurityBulletins`), or null. */
function linkPath(accountId: string, link: string | null): string | null {
  if (!link) return null;
  const [key, detail] = link.split('/', 2);
  try {
    return screenPath(accountId, key as TScreenKey, detail ? { detail } : {});
  } catch {
    return null;
  }
}

/** Route module of Notifications (spec sections 2, 4): the user's notifications of the account. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const accountId = account.account_id;
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const state = useQueryState();
  const read = state.get('read') ?? '0';
  const types = state.getAll('type');
  const dateFrom = state.get('date_from') ?? '';
  const dateTo = state.get('date_to') ?? '';
  const page = Math.max(0, Number(state.get('page') ?? 0) || 0);
  const query: Record<string, string> = { read, page: String(page), limit: PAGE_SIZE };
  if (types.length) query.type = types.join('_,_');
  if (dateFrom) query.date_from = dateFrom;
  if (dateTo) query.date_to = dateTo;
  const list = useNotificationList(accountId, query);
  // The export takes the same filters (the engine's `read` has no `all`: absent is all).
  const exportQuery: Record<string, string> = { account_id: accountId, ...query };
  delete exportQuery.page;
  delete exportQuery.limit;
  if (read === 'all') delete exportQuery.read;
  const act = useNotificationAction(accountId);
  const remove = useDeleteNotifications(accountId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);

  // The selection keeps only what the page still shows.
  useEffect(() => {
    setSelected((s) => {
      const shown = new Set(items.map((n) => n.id));
      const kept = [...s].filter((id) => shown.has(id));
      return kept.length === s.size ? s : new Set(kept);
    });
  }, [items]);

  const run = (r: TNotificationActionRequest) => {
    setFailure(null);
    act.mutate(r, { onError: setFailure, onSuccess: () => setSelected(new Set()) });
  };
  const openOne = (n: TNotification) => {
    setOpenId(openId === n.id ? null : n.id);
    // Opening marks it read, silently (no loader; spec section 4).
    if (!n.read && openId !== n.id) act.mutate({ ids: [n.id], action: 'read', silent: true }, { onError: setFailure });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setFailure(null);
    remove.mutate(deleting, {
      onError: setFailure,
      onSettled: () => setDeleting(null),
      onSuccess: () => setSelected(new Set()),
    });
  };

  const chosen = [...selected];
  const allChecked = items.length > 0 && items.every((n) => selected.has(n.id));
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / Number(PAGE_SIZE));
  const filtered = types.length > 0 || dateFrom || dateTo || read !== '0';

  return (
    <Stack gap="md" data-testid="notifications-page">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {intl.formatMessage(communicationScreenMessages.notifications)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro)}
          </Text>
        </Stack>
        <ExportMenu
          path={`/mapi${notificationList.path}/export`}
          query={exportQuery}
          columns={EXPORT_COLUMNS}
          fallbackName="notifications"
          total={list.data?.total}
        />
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="notifications-show-label">
            {intl.formatMessage(m.show)}
          </Text>
          <SegmentedControl
            aria-labelledby="notifications-show-label"
            value={read}
            onChange={(v) => state.set({ read: v === '0' ? null : v })}
            data={[
              { value: '0', label: intl.formatMessage(m.unread) },
              { value: '1', label: intl.formatMessage(m.read) },
              { value: 'all', label: intl.formatMessage(m.all) },
            ]}
            data-testid="notifications-read-filter"
          />
        </Stack>
        <MultiSelect
          label={intl.formatMessage(m.types)}
          placeholder={types.length ? undefined : intl.formatMessage(m.allTypes)}
          data={NOTIFICATION_TYPES.map((t) => ({ value: t, label: intl.formatMessage(notificationTypeMessages[t]) }))}
          value={types}
          onChange={(v) => state.set({ type: v.length ? v : null })}
          clearable
          w={{ base: '100%', sm: 280 }}
          data-testid="notifications-type-filter"
        />
        <TextInput
          type="date"
          label={intl.formatMessage(m.from)}
          value={dateFrom}
          max={dateTo || undefined}
          onChange={(e) => state.set({ date_from: e.currentTarget.value || null })}
          data-testid="notifications-date-from"
        />
        <TextInput
          type="date"
          label={intl.formatMessage(m.to)}
          value={dateTo}
          min={dateFrom || undefined}
          onChange={(e) => state.set({ date_to: e.currentTarget.value || null })}
          data-testid="notifications-date-to"
        />
        {filtered && (
          <Button variant="subtle" onClick={() => state.set({ read: null, type: null, date_from: null, date_to: null })}>
            {intl.formatMessage(m.clear)}
          </Button>
        )}
      </Group>

      <Group gap="sm" wrap="wrap" data-testid="notifications-bulk">
        <Checkbox
          label={intl.formatMessage(m.selectAll)}
          checked={allChecked}
          indeterminate={!allChecked && selected.size > 0}
          disabled={!items.length}
          onChange={() => setSelected(allChecked ? new Set() : new Set(items.map((n) => n.id)))}
          data-testid="notifications-select-all"
        />
        {selected.size > 0 && (
          <>
            <Text size="sm" aria-live="polite">
              {intl.formatMessage(m.selected, { count: selected.size })}
            </Text>
            <Button size="xs" variant="default" onClick={() => run({ ids: chosen, action: 'read' })} data-testid="notifications-read-selected">
              {intl.formatMessage(m.markRead)}
            </Button>
            <Button size="xs" variant="default" onClick={() => run({ ids: chosen, action: 'unread' })} data-testid="notifications-unread-selected">
              {intl.formatMessage(m.markUnread)}
            </Button>
            <SnoozeMenu
              button
              label={intl.formatMessage(snoozeMessages.snooze)}
              onSnooze={(until) => run({ ids: chosen, action: 'snooze', until: until.toISOString() })}
            />
            <Button size="xs" color="red" variant="light" onClick={() => setDeleting(chosen)} data-testid="notifications-delete-selected">
              {intl.formatMessage(m.delete)}
            </Button>
          </>
        )}
      </Group>

      {failure != null && (
        <Alert color="red" variant="light" role="alert" data-testid="notifications-error">
          {errorMessage(failure)}
        </Alert>
      )}

      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{intl.formatMessage(m.loading)}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" data-testid="notifications-load-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <Paper withBorder p="lg" data-testid="notifications-empty">
          <Text>{intl.formatMessage(read === '0' && !filtered ? m.emptyUnread : m.empty)}</Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" aria-label={intl.formatMessage(m.caption)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Text size="sm" c="dimmed" component="li" aria-live="polite">
            {intl.formatMessage(m.count, { total })}
          </Text>
          {items.map((n) => {
            const text = notificationText(intl, n);
            const open = openId === n.id;
            const path = linkPath(accountId, n.link);
            const bodyId = `notification-body-${n.id}`;
            return (
              <Paper
                key={n.id}
                component="li"
                withBorder
                p="sm"
                data-testid="notification"
                data-id={n.id}
                data-read={n.read}
                data-pinned={n.pinned}
                style={{ borderLeft: `4px solid var(--mantine-color-${n.read ? 'gray-3' : 'blue-6'})` }}
              >
                <Flex align="flex-start" wrap="wrap" gap="sm">
                  <Checkbox
                    mt={4}
                    aria-label={intl.formatMessage(m.select, { title: text.title })}
                    checked={selected.has(n.id)}
                    onChange={() =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (next.has(n.id)) next.delete(n.id);
                        else next.add(n.id);
                        return next;
                      })
                    }
                  />
                  <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Badge color={NOTIFICATION_TYPE_COLORS[n.type as TNotificationType]} variant="light" size="sm">
                        {intl.formatMessage(notificationTypeMessages[n.type])}
                      </Badge>
                      {!n.read && (
                        <Badge color="blue" size="sm" data-testid="notification-new">
                          {intl.formatMessage(m.new)}
                        </Badge>
                      )}
                      {n.pinned && (
                        <Badge color="gray" variant="outline" size="sm" leftSection={<IconPin size={12} aria-hidden />}>
                          {intl.formatMessage(m.pinned)}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {intl.formatDate(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      </Text>
                    </Group>
                    <UnstyledButton
                      onClick={() => openOne(n)}
                      aria-expanded={open}
                      aria-controls={bodyId}
                      data-testid="notification-title"
                    >
                      <Text fw={n.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                        {text.title}
                      </Text>
                    </UnstyledButton>
                    <Text
                      id={bodyId}
                      size="sm"
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                      data-testid="notification-body"
                    >
                      {text.body}
                    </Text>
                    {open && path && (
                      <Anchor component={Link} to={path} size="sm" data-testid="notification-link">
                        {n.reference ? intl.formatMessage(m.open, { reference: n.reference }) : intl.formatMessage(m.openScreen)}
                      </Anchor>
                    )}
                  </Stack>
                  <Group gap={2} wrap="nowrap" ml="auto">
                    <Tooltip label={intl.formatMessage(n.read ? m.markUnreadOne : m.markReadOne, { title: text.title })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={intl.formatMessage(n.read ? m.markUnreadOne : m.markReadOne, { title: text.title })}
                        onClick={() => run({ ids: [n.id], action: n.read ? 'unread' : 'read' })}
                        data-testid="notification-toggle-read"
                      >
                        {n.read ? <IconMail size={18} aria-hidden /> : <IconMailOpened size={18} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={intl.formatMessage(n.pinned ? m.unpinOne : m.pinOne, { title: text.title })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={intl.formatMessage(n.pinned ? m.unpinOne : m.pinOne, { title: text.title })}
                        aria-pressed={n.pinned}
                        onClick={() => run({ ids: [n.id], action: n.pinned ? 'unpin' : 'pin' })}
                        data-testid="notification-pin"
                      >
                        {n.pinned ? <IconPinnedOff size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                    <SnoozeMenu
                      label={intl.formatMessage(snoozeMessages.snoozeOne, { title: text.title })}
                      onSnooze={(until) => run({ ids: [n.id], action: 'snooze', until: until.toISOString() })}
                    />
                    <Tooltip label={intl.formatMessage(m.deleteOne, { title: text.title })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={intl.formatMessage(m.deleteOne, { title: text.title })}
                        onClick={() => setDeleting([n.id])}
                        data-testid="notification-delete"
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Flex>
              </Paper>
            );
          })}
        </Stack>
      )}

      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => state.set({ page: p === 1 ? null : String(p - 1) }, { resetPage: false })}
          aria-label={intl.formatMessage(m.pages)}
          data-testid="notifications-pages"
        />
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage(m.deleteTitle, { count: deleting?.length ?? 0 })}
        closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
        data-testid="notifications-delete-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage(m.deleteBody)}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" data-autofocus onClick={() => setDeleting(null)}>
              {intl.formatMessage(m.keep)}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete} data-testid="notifications-delete-confirm">
              {intl.formatMessage(m.delete)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
