import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  ZSaveAlertRequest,
  type TAdminAlert,
  type TAdminAlertPage,
  type TAlertSeverity,
  type TAlertStatus,
} from '../../../../shared/contracts/alerts.ts';
import {
  alertColumnMessages as c,
  alertTextMessages as m,
  alertValueMessages as v,
} from '../../../../shared/i18n/alert-messages.ts';
import { api } from '../../../lib/http.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { administrationScreenMessages } from '../screens.ts';

const SEVERITY_COLOR = { critical: 'red', medium: 'yellow', information: 'blue' } as const;
const STATUS_COLOR = { active: 'teal', scheduled: 'cyan', inactive: 'gray' } as const;
const PAGE_SIZE = 25;
const adminKey = ['admin-alerts'] as const;

/** An ISO instant as the value of a datetime-local input (the browser's zone), and back. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

type TValues = {
  title: string;
  message: string;
  severity: TAlertSeverity;
  showAlways: boolean;
  activeFrom: string;
  activeTo: string;
  allAccounts: boolean;
  accountIds: string;
};

function AlertForm(props: { alert: TAdminAlert | null; onDone(): void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const a = props.alert;
  const labels: Record<string, string> = {
    title: intl.formatMessage(c.title),
    message: intl.formatMessage(c.message),
    severity: intl.formatMessage(c.severity),
    activeFrom: intl.formatMessage(c.activeFrom),
    activeTo: intl.formatMessage(c.activeTo),
    accountIds: intl.formatMessage(m.accountIds),
  };
  const { form, onSubmit, failure } = useSchemaForm({
    schema: ZSaveAlertRequest,
    initialValues: {
      title: a?.title ?? '',
      message: a?.message ?? '',
      severity: a?.severity ?? 'information',
      showAlways: a?.showAlways ?? true,
      activeFrom: toLocalInput(a?.activeFrom ?? null),
      activeTo: toLocalInput(a?.activeTo ?? null),
      allAccounts: a?.allAccounts ?? true,
      accountIds: a?.accountIds.join(', ') ?? '',
    } satisfies TValues,
    toRequest: (x: TValues) => ({
      ...(a ? { alert_id: a.id } : {}),
      title: x.title,
      message: x.message,
      severity: x.severity,
      showAlways: x.showAlways,
      ...(x.showAlways ? {} : { activeFrom: fromLocalInput(x.activeFrom), activeTo: fromLocalInput(x.activeTo) }),
      allAccounts: x.allAccounts,
      ...(x.allAccounts ? {} : { accountIds: x.accountIds.split(/[\s,;]+/).filter(Boolean) }),
    }),
    label: (field) => labels[field] ?? field,
  });
  const errorMessage = useErrorMessage();
  const save = useMutation({
    mutationFn: (request: unknown) =>
      a ? api.put<TAdminAlert>('/mapi/admin/alerts', request) : api.post<TAdminAlert>('/mapi/admin/alerts', request),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKey });
      await client.invalidateQueries({ queryKey: ['alerts'] });
      props.onDone();
    },
  });
  const values = form.getValues();
  return (
    <form onSubmit={onSubmit((request) => save.mutateAsync(request))} noValidate data-testid="alert-form">
      <Stack gap="sm">
        <TextInput {...form.getInputProps('title')} name="title" label={labels.title} required />
        <Textarea {...form.getInputProps('message')} name="message" label={labels.message} required autosize minRows={3} />
        <Select
          {...form.getInputProps('severity')}
          name="severity"
          label={labels.severity}
          data={ALERT_SEVERITIES.map((s) => ({ value: s, label: intl.formatMessage(v[s]) }))}
          allowDeselect={false}
          data-testid="alert-severity-select"
        />
        <Checkbox {...form.getInputProps('showAlways', { type: 'checkbox' })} name="showAlways" label={intl.formatMessage(m.showAlways)} />
        {!values.showAlways && (
          <Group grow align="flex-start">
            <TextInput {...form.getInputProps('activeFrom')} type="datetime-local" name="activeFrom" label={labels.activeFrom} />
            <TextInput {...form.getInputProps('activeTo')} type="datetime-local" name="activeTo" label={labels.activeTo} />
          </Group>
        )}
        <Radio.Group
          value={values.allAccounts ? 'all' : 'chosen'}
          onChange={(x) => form.setFieldValue('allAccounts', x === 'all')}
          label={intl.formatMessage(c.accounts)}
        >
          <Group mt={4}>
            <Radio value="all" label={intl.formatMessage(m.allAccounts)} />
            <Radio value="chosen" label={intl.formatMessage(m.chosenAccounts)} />
          </Group>
        </Radio.Group>
        {!values.allAccounts && (
          <TextInput
            {...form.getInputProps('accountIds')}
            name="accountIds"
            label={labels.accountIds}
            description={intl.formatMessage(m.accountIdsHint)}
          />
        )}
        {failure !== undefined && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Route module of Administration > Alerts (vendor staff with access to all accounts). */
export function Component() {
  const intl = useIntl();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<TAlertStatus | null>(null);
  const [severity, setSeverity] = useState<TAlertSeverity | null>(null);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TAdminAlert | 'new' | null>(null);
  const query = useQuery({
    queryKey: [...adminKey, status, severity, page],
    queryFn: ({ signal }) =>
      api.get<TAdminAlertPage>(
        '/mapi/admin/alerts',
        { status, severity, page, limit: PAGE_SIZE },
        { signal },
      ),
  });
  const toggle = useMutation({
    mutationFn: (x: { id: number; active: boolean }) => api.post<TAdminAlert>('/mapi/admin/alerts/state', { alert_id: x.id, active: x.active }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKey });
      await client.invalidateQueries({ queryKey: ['alerts'] });
    },
  });
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const data = query.data;
  return (
    <Stack gap="md" data-testid="admin-alerts">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(administrationScreenMessages.adminAlerts)}
          </Title>
          <Text size="sm" c="dimmed" maw="48rem">
            {intl.formatMessage(m.adminSubtitle)}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>{intl.formatMessage(m.newAlert)}</Button>
      </Group>
      <Group gap="sm">
        <Select
          label={intl.formatMessage(c.status)}
          placeholder={intl.formatMessage(m.anyStatus)}
          data={ALERT_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(v[s]) }))}
          value={status}
          onChange={(x) => {
            setStatus(x as TAlertStatus | null);
            setPage(0);
          }}
          clearable
          w={180}
        />
        <Select
          label={intl.formatMessage(c.severity)}
          placeholder={intl.formatMessage(m.anySeverity)}
          data={ALERT_SEVERITIES.map((s) => ({ value: s, label: intl.formatMessage(v[s]) }))}
          value={severity}
          onChange={(x) => {
            setSeverity(x as TAlertSeverity | null);
            setPage(0);
          }}
          clearable
          w={180}
        />
      </Group>
      {toggle.isError && (
        <Alert color="red" role="alert">
          {errorMessage(toggle.error)}
        </Alert>
      )}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Text c="dimmed" data-testid="admin-alerts-empty">
          {intl.formatMessage(m.none)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="sm" aria-busy={query.isPending}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(c.title)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.severity)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.status)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.activeFrom)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.accounts)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.actions)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((a) => (
                <Table.Tr key={a.id} data-testid="admin-alert-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {a.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {a.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={SEVERITY_COLOR[a.severity]} label={intl.formatMessage(v[a.severity])} testId="admin-alert-severity" />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={STATUS_COLOR[a.status]} label={intl.formatMessage(v[a.status])} testId="admin-alert-status" />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {a.showAlways ? intl.formatMessage(m.alwaysShown) : `${date(a.activeFrom)} – ${date(a.activeTo)}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {a.allAccounts ? (
                      <Text size="sm">{intl.formatMessage(m.everyAccount)}</Text>
                    ) : (
                      <Group gap={4}>
                        {a.accountIds.map((id) => (
                          <Badge key={id} variant="outline" color="gray" tt="none">
                            {id}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(a)} aria-label={`${intl.formatMessage(m.edit)}: ${a.title}`}>
                        {intl.formatMessage(m.edit)}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color={a.active ? 'red' : 'green'}
                        loading={toggle.isPending && toggle.variables?.id === a.id}
                        onClick={() => toggle.mutate({ id: a.id, active: !a.active })}
                        aria-label={`${intl.formatMessage(a.active ? m.deactivate : m.activate)}: ${a.title}`}
                      >
                        {intl.formatMessage(a.active ? m.deactivate : m.activate)}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm">{intl.formatMessage(m.total, { n: data.total })}</Text>
          <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page + 1} onChange={(p) => setPage(p - 1)} />
        </Group>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={intl.formatMessage(editing === 'new' ? m.newAlert : m.editAlert)}
        size="lg"
        closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
      >
        {editing !== null && <AlertForm alert={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
