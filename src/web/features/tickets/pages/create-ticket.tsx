import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  TICKET_LEVELS,
  TICKET_TYPES,
  UNIT_STATUSES,
  ZCreateTicketRequest,
  type TCreateTicketRequest,
  type TTicketRow,
  type ZCreateTicketResponse,
} from '../../../../shared/contracts/tickets.ts';
import { CASE_WRITE_MIN_ROLE, ticketPriority } from '../../../../shared/domain/cases.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { ticketColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { ApiError, api } from '../../../app/http.ts';
import { CharacterCount } from '../../../ui/form/character-count.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../../ui/form/field-errors.ts';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { ticketPaths } from '../api/use-tickets.ts';
import { emptyTicketForm, toCreateTicketRequest, type TTicketFormValues, type TTicketTextField } from '../ticket-form.ts';
import { createTicketMessages as m, ticketMessages, ticketValueMessage } from '../ticket-messages.ts';
import formClasses from '../../../ui/form/form.module.css';
import { screenPath } from '../../../app/navigation.ts';

type TCreated = z.infer<typeof ZCreateTicketResponse> & { parentTicketId?: string };

const LIMITS = maxLengths(ZCreateTicketRequest);

/** The label of each field, in the user's words. */
const FIELD_LABELS = {
  title: ticketColumnMessages.title,
  description: ticketMessages.description,
  type: ticketColumnMessages.type,
  site: ticketColumnMessages.site,
  impact: ticketColumnMessages.impact,
  urgency: ticketColumnMessages.urgency,
  startAt: ticketColumnMessages.startAt,
  endAt: ticketColumnMessages.endAt,
  productName: ticketColumnMessages.productName,
  productModel: ticketColumnMessages.productModel,
  unitId: ticketColumnMessages.unitId,
  unitStatus: ticketColumnMessages.unitStatus,
  parentTicketId: m.parentLabel,
} as const;

/** Whether this account role may create tickets (Guests only read; the server decides). */
export function canCreateTicket(account: TAccount): boolean {
  return roleAtLeast(account.role, CASE_WRITE_MIN_ROLE);
}

/**
 * Create a ticket (spec section 3, Ticket): every field a customer can set; site, impact and
 * urgency are required (spec section 5), checked by the same schema as the server
 * (ZCreateTicketRequest) with the spec's messages in place. `?parent=<ticket id>` preselects the
 * parent, so a child ticket starts from its parent's detail.
 */
export function CreateTicket(props: { account: TAccount }) {
  const intl = useIntl();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const base = screenPath(accountId, 'Tickets');
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const parentFromAddress = /^\d{8}$/.test(searchParams.get('parent') ?? '') ? searchParams.get('parent')! : '';
  const [values, setValues] = useState<TTicketFormValues>(() => emptyTicketForm(parentFromAddress));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<TCreated | undefined>(undefined);
  const [parentSearch, setParentSearch] = useState(parentFromAddress);
  const [debouncedSearch] = useDebouncedValue(parentSearch, 250);

  const label = (field: string) =>
    field in FIELD_LABELS ? intl.formatMessage(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field;
  const check = ZCreateTicketRequest.safeParse(toCreateTicketRequest(values, accountId));
  const issues = check.success ? [] : check.error.issues.filter((i) => submitted || i.code === 'too_big');
  const errors: Record<string, string> = { ...zodFieldErrors(intl, issues, label), ...serverErrors };
  const errorCount = Object.keys(errors).length;

  const parents = useQuery({
    queryKey: ['tickets', 'parent-options', accountId, debouncedSearch],
    queryFn: ({ signal }) =>
      api.get<{ rows: TTicketRow[] }>(ticketPaths.list, { account_id: accountId, q: debouncedSearch.trim() || undefined, limit: '10' }, { signal }),
    enabled: !created,
    staleTime: 30_000,
  });
  const parentOptions = (parents.data?.rows ?? []).map((t) => ({ value: t.ticketId, label: `${t.ticketId} · ${t.title}` }));
  if (values.parentTicketId && !parentOptions.some((o) => o.value === values.parentTicketId)) {
    parentOptions.unshift({ value: values.parentTicketId, label: values.parentTicketId });
  }

  const create = useMutation({
    mutationFn: (body: TCreateTicketRequest) => api.post<z.infer<typeof ZCreateTicketResponse>>(ticketPaths.create, body),
  });

  const clearServerError = (field: string) =>
    setServerErrors((s) => (field in s ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== field)) : s));
  const set = <K extends keyof TTicketFormValues>(field: K, value: TTicketFormValues[K]) => {
    clearServerError(field);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const setText = (field: TTicketTextField, value: string) => {
    clearServerError(field);
    setValues((v) => ({ ...v, text: { ...v.text, [field]: value } }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!check.success) {
      const first = String(check.error.issues[0]?.path[0] ?? '');
      // The visible input of the field (a select's `name` is on its hidden value input).
      const testId = first === 'parentTicketId' ? 'ticket-field-parent' : `ticket-field-${first}`;
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus());
      return;
    }
    try {
      const answer = await create.mutateAsync(check.data);
      setCreated({ ...answer, parentTicketId: check.data.parentTicketId });
      await queryClient.invalidateQueries({ queryKey: ['tickets'] });
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(serverFieldErrors(intl, err.content?.fields, label));
    }
  };

  const back = (
    <Anchor component={Link} to={`${base}${listSearch}`} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {intl.formatMessage(ticketMessages.back)}
      </Group>
    </Anchor>
  );
  if (!canCreateTicket(props.account)) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="yellow" variant="light" data-testid="create-ticket-not-allowed">
          {intl.formatMessage(m.notAllowed)}
        </Alert>
      </Stack>
    );
  }
  if (created) {
    const priority = intl.formatMessage(ticketValueMessage('priority', created.priority));
    return (
      <Stack gap="md" maw={720}>
        {back}
        <Paper withBorder p="xl" radius="md" role="status" data-testid="ticket-created">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
                <IconCheck size={20} />
              </ThemeIcon>
              <Title order={1} size="h2">
                {intl.formatMessage(m.createdTitle, { id: created.ticketId })}
              </Title>
            </Group>
            <Text>{intl.formatMessage(m.createdPriority, { priority })}</Text>
            {created.parentTicketId && (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.createdChild, { parent: created.parentTicketId })}
              </Text>
            )}
            <Group>
              <Button component={Link} to={screenPath(accountId, 'Tickets', { detail: created.ticketId })} data-testid="open-created-ticket">
                {intl.formatMessage(m.openTicket)}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setCreated(undefined);
                  setValues(emptyTicketForm());
                  setParentSearch('');
                  setSubmitted(false);
                }}
              >
                {intl.formatMessage(m.another)}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const text = (field: TTicketTextField, required = false) => (
    <Stack key={field} gap={2}>
      <TextInput
        name={field}
        label={label(field)}
        value={values.text[field]}
        onChange={(e) => setText(field, e.currentTarget.value)}
        error={errors[field]}
        required={required}
        data-testid={`ticket-field-${field}`}
      />
      <CharacterCount value={values.text[field]} max={LIMITS[field]} testId={`count-${field}`} />
    </Stack>
  );
  const levelSelect = (field: 'impact' | 'urgency') => (
    <Select
      name={field}
      label={label(field)}
      placeholder={intl.formatMessage(m.choose)}
      data={TICKET_LEVELS.map((n) => ({ value: String(n), label: `${n} · ${intl.formatMessage(ticketValueMessage(field, n))}` }))}
      value={values[field] || null}
      onChange={(v) => set(field, v ?? '')}
      required
      error={errors[field]}
      comboboxProps={{ withinPortal: true }}
      data-testid={`ticket-field-${field}`}
    />
  );
  const dateInput = (field: 'startAt' | 'endAt') => (
    <TextInput
      type="datetime-local"
      name={field}
      label={label(field)}
      description={intl.formatMessage(m.datesHelp)}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      data-testid={`ticket-field-${field}`}
    />
  );
  const group = (title: string, children: ReactNode, testId: string) => (
    <Fieldset legend={title} radius="md" data-testid={testId} classNames={{ legend: formClasses.legend }}>
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
  const priority =
    values.impact && values.urgency ? ticketPriority(Number(values.impact), Number(values.urgency)) : undefined;

  return (
    <Stack gap="md" maw={960}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      <form onSubmit={(e) => void submit(e)} noValidate className={formClasses.form} data-testid="create-ticket-form">
        <Stack gap="md">
          {create.isError && !Object.keys(serverErrors).length && (
            <Alert color="red" variant="light" role="alert" data-testid="create-ticket-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          {submitted && errorCount > 0 && (
            <Alert color="red" variant="light" role="alert" data-testid="ticket-form-errors">
              {intl.formatMessage(m.fixErrors, { count: errorCount })}
            </Alert>
          )}
          {group(
            intl.formatMessage(m.groupTicket),
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  name="type"
                  label={label('type')}
                  data={TICKET_TYPES.map((t) => ({ value: t, label: intl.formatMessage(ticketValueMessage('type', t)) }))}
                  value={values.type}
                  onChange={(v) => v && set('type', v as TTicketFormValues['type'])}
                  allowDeselect={false}
                  required
                  error={errors.type}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="ticket-field-type"
                />
                {text('site', true)}
              </SimpleGrid>
              {text('title', true)}
              <Stack gap={2}>
                <Textarea
                  name="description"
                  label={label('description')}
                  value={values.text.description}
                  onChange={(e) => setText('description', e.currentTarget.value)}
                  error={errors.description}
                  required
                  autosize
                  minRows={4}
                  maxRows={14}
                  data-testid="ticket-field-description"
                />
                <CharacterCount value={values.text.description} max={LIMITS.description} testId="count-description" />
              </Stack>
            </>,
            'ticket-group-ticket',
          )}
          {group(
            intl.formatMessage(m.groupAssessment),
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {levelSelect('impact')}
                {levelSelect('urgency')}
              </SimpleGrid>
              <Text size="sm" c={priority ? undefined : 'dimmed'} aria-live="polite" data-testid="ticket-priority-preview">
                {priority
                  ? intl.formatMessage(m.priorityPreview, { priority: intl.formatMessage(ticketValueMessage('priority', priority)) })
                  : intl.formatMessage(m.priorityPending)}
              </Text>
            </>,
            'ticket-group-assessment',
          )}
          {group(
            intl.formatMessage(m.groupSchedule),
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {dateInput('startAt')}
              {dateInput('endAt')}
            </SimpleGrid>,
            'ticket-group-schedule',
          )}
          {group(
            intl.formatMessage(m.groupUnit),
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('productName')}
              {text('productModel')}
              {text('unitId')}
              <Select
                name="unitStatus"
                label={label('unitStatus')}
                placeholder={intl.formatMessage(m.choose)}
                data={UNIT_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(ticketValueMessage('unitStatus', s)) }))}
                value={values.unitStatus || null}
                onChange={(v) => set('unitStatus', v ?? '')}
                clearable
                error={errors.unitStatus}
                comboboxProps={{ withinPortal: true }}
                data-testid="ticket-field-unitStatus"
              />
            </SimpleGrid>,
            'ticket-group-unit',
          )}
          {group(
            intl.formatMessage(m.groupParent),
            <Select
              name="parentTicketId"
              label={label('parentTicketId')}
              description={intl.formatMessage(m.parentHelp)}
              placeholder={intl.formatMessage(m.parentSearch)}
              searchable
              clearable
              data={parentOptions}
              filter={({ options }) => options}
              onSearchChange={setParentSearch}
              value={values.parentTicketId || null}
              onChange={(v) => set('parentTicketId', v ?? '')}
              nothingFoundMessage={parents.isFetching ? undefined : intl.formatMessage(m.parentNone)}
              error={errors.parentTicketId}
              comboboxProps={{ withinPortal: true }}
              maw={560}
              data-testid="ticket-field-parent"
            />,
            'ticket-group-parent',
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`${base}${listSearch}`}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-ticket-submit">
              {intl.formatMessage(m.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
