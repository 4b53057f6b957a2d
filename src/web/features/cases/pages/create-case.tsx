import { Alert, Anchor, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { Link, useLocation } from 'react-router';
import {
  ADDRESS_CHANGE_TYPES,
  CASE_CATEGORY_CODES,
  CASE_TYPES,
  ZCreateCaseRequest,
  type TCreateCaseRequest,
  type ZCreateCaseResponse,
} from '../../../../shared/contracts/cases.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { REGIONS, TECHNOLOGIES, technologyDisplay } from '../../../../shared/domain/accounts.ts';
import { ApiError, api } from '../../../lib/http.ts';
import type { TTransferProgress } from '../../../lib/transfer-progress.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CaseSiteSelect, useCaseSites } from '../../../ui/form/case-site-select.tsx';
import { sitePickMessages } from '../../../../shared/i18n/site-messages.ts';
import { AttachmentField } from '../../../ui/file-upload/attachment-field.tsx';
import { checkFile } from '../../../ui/file-upload/file-check.ts';
import { useAttachmentMaxMb } from '../../../ui/file-upload/use-attachment-max-mb.ts';
import { WithCharacterCount } from '../../../ui/form/character-count.tsx';
import { usePhoneHint } from '../../../ui/form/phone-hint.ts';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { FormActions, FormGroup, FormProblems, FormScreen } from '../../../ui/form/form-screen.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { casePaths } from '../api/case-paths.ts';
import { uploadCaseAttachment } from '../api/use-case-detail.ts';
import { addressChangeMessages, caseFieldHelpMessages, caseFieldMessages } from '../case-field-messages.ts';
import {
  fieldApplies,
  newCaseValues,
  quantityIssue,
  toCreateRequest,
  type TCaseFormValues,
  type TTextField,
} from '../case-form.ts';
import { caseValueMessage } from '../case-messages.ts';
import { caseAbilities } from '../case-permissions.ts';
import { caseScreenPath, type TCaseScope } from '../case-scope.ts';
import { createCaseMessages as m } from '../create-case-messages.ts';
import { CaseCreated, type TCreated } from '../components/case-created.tsx';
import { CaseSeverityFields } from '../components/case-severity-fields.tsx';
import { useSupportCentre } from '../../../ui/support-centre/use-support-centre.ts';
import { OpenIncidentOffer } from '../components/open-incident-offer.tsx';
import { OrderLineFields } from '../components/order-line-fields.tsx';

type TCreateCaseResponse = z.infer<typeof ZCreateCaseResponse>;

/** The text limits of the shared schema, for the counters (the schema itself says when a text is too long). */
const LIMITS = maxLengths(ZCreateCaseRequest);

/** Spec section 3 'Case creation fields', validated by the same schema as the server (ZCreateCaseRequest). */
export function CreateCase(props: { account: TAccount; scope: TCaseScope; listTitle: string }) {
  const intl = useIntl();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const maxMb = useAttachmentMaxMb();
  const phoneHint = usePhoneHint(props.account.country_code);
  const accountId = props.account.account_id;
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const listHref = `${caseScreenPath(accountId, props.scope)}${listSearch}`;
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TTransferProgress | undefined>(undefined);
  const [created, setCreated] = useState<TCreated | undefined>(undefined);
  const centre = useSupportCentre(accountId);
  const caseSites = useCaseSites(accountId);

  const label = (field: string) =>
    field in caseFieldMessages
      ? intl.formatMessage(caseFieldMessages[field as keyof typeof caseFieldMessages])
      : field;
  const { form, submitted, errorCount, failure, onSubmit, reset } = useSchemaForm({
    schema: ZCreateCaseRequest,
    initialValues: newCaseValues({
      category: props.scope.category === 'all' ? 'tsu' : props.scope.category,
      caseType: props.scope.caseType ?? 'Incident',
      technology: (TECHNOLOGIES as readonly string[]).includes(props.account.technology)
        ? props.account.technology
        : '',
      region: (REGIONS as readonly string[]).includes(props.account.region) ? props.account.region : '',
    }),
    toRequest: (values: TCaseFormValues) => toCreateRequest(values, accountId),
    label,
    message: quantityIssue,
  });
  const values = form.values;

  const create = useMutation({
    mutationFn: (body: TCreateCaseRequest) => api.post<TCreateCaseResponse>(casePaths.create, body),
    // Every case list, count and widget holds the new case at once, though answers are cached.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });

  const submit = async (request: TCreateCaseRequest) => {
    const file = form.getValues().attachment;
    if (file && checkFile(file, maxMb)) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-path="attachment"]')?.focus());
      return;
    }
    const answer = await create.mutateAsync(request);
    let attachment: TCreated['attachment'];
    if (file) {
      setProgress({ loaded: 0, total: file.size });
      try {
        await uploadCaseAttachment(accountId, answer.caseNumber, file, { onProgress: setProgress });
        attachment = { name: file.name, failed: false };
      } catch (err) {
        // The server's own "use Add note" message already says what the hint says.
        const sameHint = err instanceof ApiError && err.code === 'ServerValidation.500UploadErrorUseAddNote';
        attachment = { name: file.name, failed: true, reason: sameHint ? undefined : errorMessage(err) };
      } finally {
        setProgress(undefined);
      }
    }
    setCreated({ ...answer, category: request.category, attachment });
    window.scrollTo({ top: 0 });
  };

  const back = (
    <Anchor component={Link} to={listHref} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {intl.formatMessage(m.backToList, { list: props.listTitle })}
      </Group>
    </Anchor>
  );
  if (!caseAbilities(props.account).create) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="yellow" variant="light" data-testid="create-not-allowed">
          {intl.formatMessage(m.notAllowed)}
        </Alert>
      </Stack>
    );
  }
  if (created) {
    return (
      <CaseCreated
        accountId={accountId}
        created={created}
        back={back}
        onAnother={() => {
          setCreated(undefined);
          reset();
        }}
      />
    );
  }

  const text = (
    field: TTextField,
    extra: {
      required?: boolean;
      placeholder?: string;
      description?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
    } = {},
  ) => (
    <WithCharacterCount key={field} value={values[field]} max={LIMITS[field]} testId={`count-${field}`}>
      <TextInput
        {...form.getInputProps(field)}
        name={field}
        label={label(field)}
        description={
          extra.description ??
          (field in caseFieldHelpMessages
            ? intl.formatMessage(caseFieldHelpMessages[field as keyof typeof caseFieldHelpMessages])
            : undefined)
        }
        required={extra.required}
        placeholder={extra.placeholder}
        inputMode={extra.inputMode}
        data-testid={`field-${field}`}
      />
    </WithCharacterCount>
  );
  /** The required choice of the case type or the category, among its translated values. */
  const choice = <K extends 'caseType' | 'category'>(field: K, options: readonly TCaseFormValues[K][]) => (
    <Select
      {...form.getInputProps(field)}
      name={field}
      label={label(field)}
      data={options.map((v) => ({ value: v, label: intl.formatMessage(caseValueMessage(field, v)) }))}
      allowDeselect={false}
      required
      data-testid={`field-${field}`}
    />
  );
  /** An optional choice among the spec's values: none chosen is an empty text, as typed fields. */
  const optionalChoice = (field: 'technology' | 'region' | 'addressChangeType') => ({
    ...form.getInputProps(field),
    name: field,
    label: label(field),
    value: values[field] || null,
    onChange: (v: string | null) => form.setFieldValue(field, v ?? ''),
    clearable: true,
  });

  return (
    <FormScreen
      back={back}
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      testId="create-case-form"
      onSubmit={onSubmit(submit)}
    >
      <FormProblems
        error={failure ?? null}
        errorTestId="create-error"
        fieldsMessage={
          submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined
        }
        fieldsTestId="form-errors"
      />
      {/* First: someone reporting an outage learns at once whom to call as well. */}
      <CaseSeverityFields
        impact={values.impact}
        urgency={values.urgency}
        onChange={(v) => form.setValues(v)}
        inputProps={(field) => form.getInputProps(field)}
        label={label}
        centre={centre.data}
      />
      <FormGroup legend={intl.formatMessage(m.groupCase)} testId="group-case">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choice('caseType', CASE_TYPES)}
          {choice('category', CASE_CATEGORY_CODES)}
        </SimpleGrid>
        {text('title', { required: true })}
        <WithCharacterCount value={values.description} max={LIMITS.description} testId="count-description">
          <Textarea
            {...form.getInputProps('description')}
            name="description"
            label={label('description')}
            description={intl.formatMessage(caseFieldHelpMessages.description)}
            required
            autosize
            minRows={4}
            maxRows={14}
            data-testid="field-description"
          />
        </WithCharacterCount>
        {caseSites.data && caseSites.data.sites.length > 0 ? (
          <CaseSiteSelect
            sites={caseSites.data.sites}
            siteRef={values.siteRef}
            label={label('site')}
            placeholder={intl.formatMessage(sitePickMessages.placeholder)}
            
            error={form.getInputProps('site').error ?? form.getInputProps('siteRef').error}
            testId="field-site"
            onPick={(siteRef, siteLabel) => {
              form.setFieldValue('siteRef', siteRef);
              form.setFieldValue('site', siteLabel);
            }}
          />
        ) : (
          text('site')
        )}
        <OpenIncidentOffer accountId={accountId} siteRef={values.siteRef ? Number(values.siteRef) : undefined} />
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupProduct)} testId="group-product">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...optionalChoice('technology')}
            data={TECHNOLOGIES.map((t) => ({ value: t, label: technologyDisplay(t) }))}
          />
          <Select {...optionalChoice('region')} data={[...REGIONS]} />
          {text('productName')}
          {text('productModel')}
          {text('serialNumber')}
          {text('contractNumber')}
        </SimpleGrid>
      </FormGroup>
      {values.caseType === 'RMA' && (
        <FormGroup legend={intl.formatMessage(m.groupOrder)} testId="group-order">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OrderLineFields
              accountId={accountId}
              orderNumber={{
                input: form.getInputProps('orderNumber'),
                value: values.orderNumber,
                label: label('orderNumber'),
                max: LIMITS.orderNumber,
              }}
              orderLine={{
                input: form.getInputProps('orderLine'),
                value: values.orderLine,
                label: label('orderLine'),
                max: LIMITS.orderLine,
              }}
            />
            {text('rmaNumber')}
            {text('partNumber')}
            {text('trackingNumber')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('quantityOrdered', { inputMode: 'numeric' })}
            {text('quantityReceived', { inputMode: 'numeric' })}
            {text('quantityDefective', { inputMode: 'numeric' })}
          </SimpleGrid>
        </FormGroup>
      )}
      {fieldApplies('addressChangeType', values.caseType) && (
        <FormGroup legend={intl.formatMessage(m.groupAddress)} testId="group-address">
          <Select
            {...optionalChoice('addressChangeType')}
            placeholder={intl.formatMessage(m.none)}
            data={ADDRESS_CHANGE_TYPES.map((v) => ({
              value: v,
              label: intl.formatMessage(addressChangeMessages[v]),
            }))}
            maw={360}
          />
        </FormGroup>
      )}
      <FormGroup legend={intl.formatMessage(m.groupContacts)} testId="group-contacts">
        {text('ccEmails', { inputMode: 'email' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('alternativeContactName')}
          {text('alternativeContactPhone', { inputMode: 'tel', ...phoneHint })}
        </SimpleGrid>
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.groupAttachment)} testId="group-attachment">
        <AttachmentField
          {...form.getInputProps('attachment')}
          value={values.attachment}
          name="attachment"
          label={intl.formatMessage(m.fileLabel)}
          maxMb={maxMb}
          progress={progress}
          disabled={form.submitting}
          testId="field-attachment"
        />
      </FormGroup>
      <FormActions
        cancelTo={listHref}
        cancelLabel={intl.formatMessage(m.cancel)}
        submitLabel={intl.formatMessage(m.submit)}
        submitting={form.submitting}
        submitTestId="create-submit"
      />
    </FormScreen>
  );
}
