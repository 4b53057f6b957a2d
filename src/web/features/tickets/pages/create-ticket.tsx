import { Alert, Anchor, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  TICKET_LEVELS,
  TICKET_TYPES,
  UNIT_STATUSES,
  ZCreateTicketRequest,
  ticketList,
  type TCreateTicketRequest,
  type TTicketRow,
  type ZCreateTicketResponse,
} from '../../../../shared/contracts/tickets.ts';
import { CASE_WRITE_MIN_ROLE, ticketPriority } from '../../../../shared/domain/cases.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { ticketColumnMessages } from '../../../../shared/i18n/case-messages.ts';
import { api } from '../../../lib/http.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CaseSiteSelect, useCaseSites } from '../../../ui/form/case-site-select.tsx';
import { sitePickMessages } from '../../../../shared/i18n/site-messages.ts';
import { WithCharacterCount } from '../../../ui/form/character-count.tsx';
import { CreatedConfirmation } from '../../../ui/form/created-confirmation.tsx';
import { FormActions, FormGroup, FormProblems, FormScreen } from '../../../ui/form/form-screen.tsx';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { roundLocalDateTime, TIME_ROUNDING_MINUTES } from '../../../ui/format/round-time.ts';
import { ticketPaths } from '../api/use-tickets.ts';
import {
  emptyTicketForm,
  toCreateTicketRequest,
  type TTicketFormValues,
  type TTicketTextField,
} from '../ticket-form.ts';
import { createTicketMessages as m, ticketMessages, ticketValueMessage } from '../ticket-messages.ts';
import { screenPath } from '../../../lib/screens.ts';

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

/** The detail segment that opens the create-ticket form instead of a ticket. */
export const NEW_TICKET_SEGMENT = 'new';

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
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const base = screenPath(accountId, 'Tickets');
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const parentFromAddress = /^\d{8}$/.test(searchParams.get('parent') ?? '')
    ? searchParams.get('parent')!
    : '';
  const [created, setCreated] = useState<TCreated | undefined>(undefined);
  const [parentSearch, setParentSearch] = useState(parentFromAddress);
  const [debouncedSearch] = useDebouncedValue(parentSearch, 250);
  const caseSites = useCaseSites(accountId);

  const label = (field: string) =>
    field in FIELD_LABELS ? intl.formatMessage(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field;
  const { form, submitted, errorCount, failure, onSubmit, reset } = useSchemaForm({
    schema: ZCreateTicketRequest,
    initialValues: emptyTicketForm(parentFromAddress),
    toRequest: (values: TTicketFormValues) => toCreateTicketRequest(values, accountId),
    label,
  });
  const values = form.values;

  const parents = useQuery({
    queryKey: ['tickets', 'parent-options', accountId, debouncedSearch],
    queryFn: ({ signal }) =>
      api.get<{ rows: TTicketRow[] }>(
        `/mapi${ticketList.path}`,
        { account_id: accountId, q: debouncedSearch.trim() || undefined, limit: '10' },
        { signal },
      ),
    enabled: !created,
  });
  const parentOptions = (parents.data?.rows ?? []).map((t) => ({
    value: t.ticketId,
    label: `${t.ticketId} · ${t.title}`,
  }));
  if (values.parentTicketId && !parentOptions.some((o) => o.value === values.parentTicketId)) {
    parentOptions.unshift({ value: values.parentTicketId, label: values.parentTicketId });
  }

  const create = useMutation({
    mutationFn: (body: TCreateTicketRequest) =>
      api.post<z.infer<typeof ZCreateTicketResponse>>(ticketPaths.create, body),
  });

  const submit = async (request: TCreateTicketRequest) => {
    const answer = await create.mutateAsync(request);
    setCreated({ ...answer, parentTicketId: request.parentTicketId });
    await queryClient.invalidateQueries({ queryKey: ['tickets'] });
    window.scrollTo({ top: 0 });
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
      <CreatedConfirmation
        back={back}
        testId="ticket-created"
        title={intl.formatMessage(m.createdTitle, { id: created.ticketId })}
        openTo={screenPath(accountId, 'Tickets', { detail: created.ticketId })}
        openLabel={intl.formatMessage(m.openTicket)}
        openTestId="open-created-ticket"
        anotherLabel={intl.formatMessage(m.another)}
        onAnother={() => {
          setCreated(undefined);
          reset(emptyTicketForm());
          setParentSearch('');
        }}
      >
        <Text>{intl.formatMessage(m.createdPriority, { priority })}</Text>
        {created.parentTicketId && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.createdChild, { parent: created.parentTicketId })}
          </Text>
        )}
      </CreatedConfirmation>
    );
  }

  /** What every field carries: the form's value, change handler and error, its name, label and test id. */
  const fieldProps = (field: keyof typeof FIELD_LABELS, testId = `ticket-field-${field}`) => ({
    ...form.getInputProps(field),
    name: field,
    label: label(field),
    'data-testid': testId,
  });
  const selectProps = (field: keyof typeof FIELD_LABELS, testId?: string) => ({
    ...fieldProps(field, testId),
    comboboxProps: { withinPortal: true },
  });
  const text = (field: TTicketTextField, required = false) => (
    <WithCharacterCount key={field} value={values[field]} max={LIMITS[field]} testId={`count-${field}`}>
      <TextInput {...fieldProps(field)} required={required} />
    </WithCharacterCount>
  );
  const levelSelect = (field: 'impact' | 'urgency') => (
    <Select
      {...selectProps(field)}
      placeholder={intl.formatMessage(m.choose)}
      data={TICKET_LEVELS.map((n) => ({
        value: String(n),
        label: `${n} · ${intl.formatMessage(ticketValueMessage(field, n))}`,
      }))}
      value={values[field] || null}
      onChange={(v) => form.setFieldValue(field, v ?? '')}
      required
    />
  );
  const dateInput = (field: 'startAt' | 'endAt') => (
    <TextInput
      type="datetime-local"
      {...fieldProps(field)}
      description={intl.formatMessage(m.datesHelp)}
      step={TIME_ROUNDING_MINUTES * 60}
      onBlur={() => form.setFieldValue(field, roundLocalDateTime(form.getValues()[field]))}
    />
  );
  const priority =
    values.impact && values.urgency
      ? ticketPriority(Number(values.impact), Number(values.urgency))
      : undefined;

  return (
    <FormScreen
      back={back}
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      testId="create-ticket-form"
      onSubmit={onSubmit(submit)}
    >
      <FormProblems
        error={failure ?? null}
        errorTestId="create-ticket-error"
        fieldsMessage={
          submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined
        }
        fieldsTestId="ticket-form-errors"
      />
      <FormGroup legend={intl.formatMessage(m.groupTicket)} testId="ticket-group-ticket">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...selectProps('type')}
            data={TICKET_TYPES.map((t) => ({
              value: t,
              label: intl.formatMessage(ticketValueMessage('type', t)),
            }))}
            allowDeselect={false}
            required
          />
          {caseSites.data && caseSites.data.sites.length > 0 ? (
          <CaseSiteSelect
            sites={caseSites.data.sites}
            siteRef={values.siteRef}
            label={label('site')}
            placeholder={intl.formatMessage(sitePickMessages.placeholder)}
            required
            error={form.getInputProps('site').error ?? form.getInputProps('siteRef').error}
            testId="ticket-field-site"
            onPick={(siteRef, siteLabel) => {
              form.setFieldValue('siteRef', siteRef);
              form.setFieldValue('site', siteLabel);
            }}
          />
        ) : (
          text('site', true)
        )}
        </SimpleGrid>
        {text('title', true)}
        <WithCharacterCount value={values.description} max={LIMITS.description} testId="count-description">
          <Textarea {...fieldProps('description')} required autosize minRows={4} maxRows={14} />
        </WithCharacterCount>
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupAssessment)} testId="ticket-group-assessment">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {levelSelect('impact')}
          {levelSelect('urgency')}
        </SimpleGrid>
        <Text
          size="sm"
          c={priority ? undefined : 'dimmed'}
          aria-live="polite"
          data-testid="ticket-priority-preview"
        >
          {priority
            ? intl.formatMessage(m.priorityPreview, {
                priority: intl.formatMessage(ticketValueMessage('priority', priority)),
              })
            : intl.formatMessage(m.priorityPending)}
        </Text>
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupSchedule)} testId="ticket-group-schedule">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateInput('startAt')}
          {dateInput('endAt')}
        </SimpleGrid>
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupUnit)} testId="ticket-group-unit">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('productName')}
          {text('productModel')}
          {text('unitId')}
          <Select
            {...selectProps('unitStatus')}
            placeholder={intl.formatMessage(m.choose)}
            data={UNIT_STATUSES.map((s) => ({
              value: s,
              label: intl.formatMessage(ticketValueMessage('unitStatus', s)),
            }))}
            value={values.unitStatus || null}
            onChange={(v) => form.setFieldValue('unitStatus', v ?? '')}
            clearable
          />
        </SimpleGrid>
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupParent)} testId="ticket-group-parent">
        <Select
          {...selectProps('parentTicketId', 'ticket-field-parent')}
          description={intl.formatMessage(m.parentHelp)}
          placeholder={intl.formatMessage(m.parentSearch)}
          searchable
          clearable
          data={parentOptions}
          filter={({ options }) => options}
          onSearchChange={setParentSearch}
          value={values.parentTicketId || null}
          onChange={(v) => form.setFieldValue('parentTicketId', v ?? '')}
          nothingFoundMessage={parents.isFetching ? undefined : intl.formatMessage(m.parentNone)}
          maw={560}
        />
      </FormGroup>
      <FormActions
        cancelTo={`${base}${listSearch}`}
        cancelLabel={intl.formatMessage(m.cancel)}
        submitLabel={intl.formatMessage(m.submit)}
        submitting={form.submitting}
        submitTestId="create-ticket-submit"
      />
    </FormScreen>
  );
}
