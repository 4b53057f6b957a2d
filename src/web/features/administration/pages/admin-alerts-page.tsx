import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  adminAlertList,
  ALERT_SEVERITIES,
  ZSaveAlertRequest,
  type TAdminAlert,
  type TAlertSeverity,
} from '../../../../shared/contracts/alerts.ts';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import {
  alertColumnMessages as c,
  alertTextMessages as m,
  alertValueMessages as v,
} from '../../../../shared/i18n/alert-messages.ts';
import { api } from '../../../lib/http.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { administrationScreenMessages } from '../screens.ts';

const SEVERITY_COLOR = { critical: 'red', medium: 'yellow', information: 'blue' } as const;
const STATUS_COLOR = { active: 'teal', scheduled: 'cyan', inactive: 'gray' } as const;
/** The list's queries (ListView keys them by the list's name). */
const adminKey = [adminAlertList.name] as const;

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

/** The activate or deactivate button of a row (it does not open the row). */
function StateButton(props: { alert: TAdminAlert; busy: boolean; onToggle(): void }) {
  const intl = useIntl();
  const a = props.alert;
  const label = intl.formatMessage(a.active ? m.deactivate : m.activate);
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={a.active ? 'red' : 'green'}
      loading={props.busy}
      onClick={(e) => {
        e.stopPropagation();
        props.onToggle();
      }}
      onKeyDown={(e) => e.stopPropagation()}
      aria-label={`${label}: ${a.title}`}
      data-testid="admin-alert-toggle"
    >
      {label}
    </Button>
  );
}

/**
 * Route module of Administration > Alerts (vendor staff with access to all accounts): every alert
 * on the list engine (status, severity and shown-all-the-time filters, search, sort, exports); a
 * row opens its form; each row activates or deactivates.
 */
export function Component() {
  const intl = useIntl();
  const client = useQueryClient();
  const session = useSession();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<TAdminAlert | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (x: { id: number; active: boolean }) => api.post<TAdminAlert>('/mapi/admin/alerts/state', { alert_id: x.id, active: x.active }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKey });
      await client.invalidateQueries({ queryKey: ['alerts'] });
    },
  });
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const renderCell = (a: TAdminAlert, column: TListColumn): ReactNode | undefined => {
    switch (column.id) {
      case 'title':
        return (
          <Stack gap={0} miw="14rem">
            <Text size="sm" fw={600}>
              {a.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {a.message}
            </Text>
          </Stack>
        );
      case 'severity':
        return <StatusBadge color={SEVERITY_COLOR[a.severity]} label={intl.formatMessage(v[a.severity])} testId="admin-alert-severity" />;
      case 'status':
        return (
          <Group gap="xs" wrap="nowrap">
            <StatusBadge color={STATUS_COLOR[a.status]} label={intl.formatMessage(v[a.status])} testId="admin-alert-status" />
            <StateButton alert={a} busy={toggle.isPending && toggle.variables?.id === a.id} onToggle={() => toggle.mutate({ id: a.id, active: !a.active })} />
          </Group>
        );
      case 'activeFrom':
        // The period at once (its end is a column of its own, hidden by default).
        return (
          <Text size="sm" maw="11rem" style={{ whiteSpace: 'normal' }}>
            {a.showAlways ? intl.formatMessage(m.alwaysShown) : intl.formatMessage(m.period, { from: date(a.activeFrom), to: date(a.activeTo) })}
          </Text>
        );
      case 'activeTo':
        return a.showAlways ? '' : date(a.activeTo);
      case 'accountIds':
        return a.allAccounts ? (
          intl.formatMessage(m.everyAccount)
        ) : (
          <Text size="sm">
            {a.accountIds.map((id, i) => (
              <span key={id} style={{ whiteSpace: 'nowrap' }}>
                {i > 0 ? ', ' : ''}
                {id}
              </span>
            ))}
          </Text>
        );
      default:
        return undefined;
    }
  };
  return (
    <Stack gap="md" data-testid="admin-alerts">
      {toggle.isError && (
        <Alert color="red" role="alert">
          {errorMessage(toggle.error)}
        </Alert>
      )}
      <ListView<TAdminAlert>
        list={adminAlertList}
        userId={session.status!.user.id}
        exportName="alerts"
        fixed={{}}
        caption={intl.formatMessage(administrationScreenMessages.adminAlerts)}
        rowKey={(a) => String(a.id)}
        onOpenRow={(a) => setEditing(a)}
        renderCell={renderCell}
        testId="admin-alert-list"
        searchPlaceholder={intl.formatMessage(m.adminSearch)}
        heading={
          <Stack gap={2}>
            <Title order={1} size="h2">
              {intl.formatMessage(administrationScreenMessages.adminAlerts)}
            </Title>
            <Text size="sm" c="dimmed" maw="48rem">
              {intl.formatMessage(m.adminSubtitle)}
            </Text>
          </Stack>
        }
        actions={<Button onClick={() => setEditing('new')}>{intl.formatMessage(m.newAlert)}</Button>}
      />
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
