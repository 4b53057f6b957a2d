import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import {
  REPAIR_ENCRYPTIONS,
  REPAIR_REQUEST_SECTIONS,
  REPAIR_REQUEST_SERVICE_TYPES,
  ZCustomerSection,
  ZDepotSection,
  ZDeviceSection,
  ZQuotationSection,
  ZRepairAddressSection,
  type TCartItem,
  type TRepairAddressSection,
  type TRepairRequestSection,
  type TRepairUnit,
  type TRequestOptions,
} from '../../../../../shared/contracts/repair-request.ts';
import { REPAIR_ESTIMATE_OPTIONS } from '../../../../../shared/contracts/repairs.ts';
import type { TAccount } from '../../../../../shared/contracts/session.ts';
import { repairRequestErrorMessages } from '../../../../../shared/i18n/repair-request-messages.ts';
import { formatFieldMessage } from '../../../../lib/field-messages.ts';
import { ApiError } from '../../../../lib/http.ts';
import { screenPath } from '../../../../lib/screens.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useErrorMessage } from '../../../../ui/use-error-message.ts';
import { lookUpSerial } from '../../api/use-repairs.ts';
import { useCart, useRequestOptions, useSaveUnit } from '../request-api.ts';
import { requestMessages as m, serviceTypeMessage } from '../request-messages.ts';
import {
  addressValues,
  deviceValues,
  toAddress,
  toDevice,
  type TAddressValues,
  type TDeviceValues,
} from '../unit-form.ts';

/** The form of one address section (billing, shipping, end user). */
function useAddressForm(start: TRepairAddressSection | null | undefined, label: (field: string) => string) {
  return useSchemaForm({
    schema: ZRepairAddressSection,
    initialValues: addressValues(start),
    toRequest: (v: TAddressValues) => toAddress(v),
    label,
  });
}

const STEP_TITLES = {
  customer: m.stepCustomer,
  billing: m.stepBilling,
  shipping: m.stepShipping,
  endUser: m.stepEndUser,
  device: m.stepDevice,
  depot: m.stepDepot,
  quotation: m.stepQuotation,
} as const;

const FIELD_LABELS: Record<string, (typeof m)[keyof typeof m]> = {
  customerNumber: m.customerNumber,
  name: m.name,
  lines: m.lines,
  city: m.city,
  postalCode: m.postalCode,
  country: m.country,
  serial: m.serial,
  symptoms: m.symptoms,
  firmwareVersion: m.firmwareVersion,
  flashcodeVersion: m.flashcodeVersion,
  radioPassword: m.radioPassword,
  encryption: m.encryption,
  fmApproval: m.fmApproval,
  ulApproval: m.ulApproval,
  poNumber: m.poNumber,
  serviceType: m.serviceType,
  contractNumber: m.contractNumber,
  ccInvoiceRecipient: m.ccInvoiceRecipient,
  eInvoiceRecipients: m.eInvoiceRecipients,
  depot: m.depot,
  estimateOption: m.estimateOption,
};

/**
 * Route module of the repair request flow (Repairs/Request?serial= after a lookup, or ?edit=<unit>
 * from the cart): the spec's sections as steps, each validated by its shared schema, then the unit
 * goes to the cart. A new unit starts from the previous unit's customer, addresses and depot.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const accountId = account.account_id;
  const editId = params.get('edit') ?? undefined;
  const options = useRequestOptions(accountId);
  const cart = useCart(accountId, options.data?.canCreateRma === true);

  if (options.isPending || (options.data?.canCreateRma && cart.isPending)) {
    return <Loader size="sm" aria-label={intl.formatMessage(m.title)} data-testid="request-loading" />;
  }
  const failure = options.error ?? cart.error;
  if (failure) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="request-error">
        {errorMessage(failure)}
      </Alert>
    );
  }
  if (!options.data!.canCreateRma) {
    return (
      <Alert color="yellow" variant="light" data-testid="request-not-allowed">
        {intl.formatMessage(m.notAllowed)}
      </Alert>
    );
  }
  const items = cart.data!.items;
  const editing = editId ? items.find((i) => i.id === editId) : undefined;
  const serial = editing?.unit.device.serial ?? params.get('serial')?.trim() ?? '';
  if (serial === '')
    return <Navigate to={screenPath(accountId, editId ? 'RepairCart' : 'SerialLookup')} replace />;
  return (
    <RequestFlow
      key={`${editId ?? ''}:${serial}`}
      accountId={accountId}
      serial={serial}
      options={options.data!}
      editing={editing}
      previous={editing ? undefined : items.at(-1)}
    />
  );
}

function RequestFlow(props: {
  accountId: string;
  serial: string;
  options: TRequestOptions;
  editing: TCartItem | undefined;
  previous: TCartItem | undefined;
}) {
  const { accountId, options, editing, previous } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveUnit(accountId);
  const start = editing?.unit ?? previous?.unit;
  const [active, setActive] = useState(previous ? REPAIR_REQUEST_SECTIONS.indexOf('device') : 0);
  const [sameAsBilling, setSameAsBilling] = useState(
    start ? JSON.stringify(start.shipping) === JSON.stringify(start.billing) : true,
  );
  const [hasEndUser, setHasEndUser] = useState(Boolean(start?.endUser));
  const [failure, setFailure] = useState<unknown>(null);
  const lookup = useQuery({
    queryKey: ['repairs', 'lookup', accountId, props.serial],
    queryFn: ({ signal }) => lookUpSerial(accountId, props.serial, signal),
    retry: false,
  });
  const device = lookup.data?.outcome === 'device' ? lookup.data : undefined;

  const label = (field: string) => {
    const d = FIELD_LABELS[field];
    return d ? intl.formatMessage(d) : field;
  };
  const active0 = options.customerNumbers.find((n) => n.status === 'active')?.number ?? '';
  const forms = {
    customer: useSchemaForm({
      schema: ZCustomerSection,
      initialValues: { customerNumber: start?.customer.customerNumber ?? active0 },
      toRequest: (v) => v,
      label,
    }),
    billing: useAddressForm(start?.billing, label),
    shipping: useAddressForm(start?.shipping, label),
    endUser: useAddressForm(start?.endUser, label),
    device: useSchemaForm({
      schema: ZDeviceSection,
      initialValues: deviceValues(props.serial, editing?.unit.device),
      toRequest: (v: TDeviceValues) => toDevice(v),
      label,
    }),
    depot: useSchemaForm({
      schema: ZDepotSection,
      initialValues: { depot: start?.depot.depot ?? options.depots[0]?.code ?? '' },
      toRequest: (v) => v,
      label,
    }),
    quotation: useSchemaForm({
      schema: ZQuotationSection,
      initialValues: { estimateOption: start?.quotation.estimateOption ?? 'quoteFirst' },
      toRequest: (v) => v,
      label,
    }),
  };

  const section = REPAIR_REQUEST_SECTIONS[active]!;
  const chosenNumber = options.customerNumbers.find(
    (n) => n.number === forms.customer.form.values.customerNumber,
  );
  const numberProblem =
    chosenNumber && chosenNumber.status !== 'active'
      ? intl.formatMessage(repairRequestErrorMessages[chosenNumber.status], {
          number: chosenNumber.number,
          replacedBy: chosenNumber.replacedBy ?? '',
        })
      : undefined;

  const unit = (): TRepairUnit => {
    const billing = toAddress(forms.billing.form.getValues());
    return {
      customer: forms.customer.form.getValues(),
      billing,
      shipping: sameAsBilling ? billing : toAddress(forms.shipping.form.getValues()),
      endUser: hasEndUser ? toAddress(forms.endUser.form.getValues()) : null,
      device: toDevice(forms.device.form.getValues()) as TRepairUnit['device'],
      depot: forms.depot.form.getValues(),
      quotation: forms.quotation.form.getValues() as TRepairUnit['quotation'],
    };
  };

  /** Puts the server's field problems under their fields and shows the first step concerned. */
  const showServerProblems = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.content?.fields ?? []) : [];
    let first: number | undefined;
    for (const f of fields) {
      const segments = f.path.split('.');
      if (segments[0] === 'body') segments.shift();
      const [name, field] = segments;
      const index = REPAIR_REQUEST_SECTIONS.indexOf(name as TRepairRequestSection);
      if (index < 0 || !field) continue;
      const form = forms[name as TRepairRequestSection].form as {
        setFieldError(path: string, error: string): void;
      };
      form.setFieldError(field, formatFieldMessage(intl, f.message, label(field)));
      first = first === undefined ? index : Math.min(first, index);
    }
    if (first === undefined) setFailure(error);
    else setActive(first);
  };

  const next = async () => {
    if (section !== 'quotation') {
      setActive(active + 1);
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync({ itemId: editing?.id, unit: unit() });
      void navigate(screenPath(accountId, 'RepairCart'));
    } catch (error) {
      showServerProblems(error);
    }
  };

  /** The step's submit: its schema first (skipped where the step's box says it is not needed). */
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (section === 'customer' && numberProblem) {
      e.preventDefault();
      forms.customer.form.setFieldError('customerNumber', numberProblem);
      return;
    }
    if ((section === 'shipping' && sameAsBilling) || (section === 'endUser' && !hasEndUser)) {
      e.preventDefault();
      void next();
      return;
    }
    forms[section].onSubmit(next)(e);
  };

  const address = (name: 'billing' | 'shipping' | 'endUser') => {
    const f = forms[name].form;
    return (
      <Stack gap="sm" data-testid={`section-${name}`}>
        <TextInput {...f.getInputProps('name')} label={label('name')} required data-testid={`${name}-name`} />
        <Textarea
          {...f.getInputProps('lines')}
          label={label('lines')}
          description={intl.formatMessage(m.linesHelp)}
          required
          autosize
          minRows={2}
          data-testid={`${name}-lines`}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            {...f.getInputProps('city')}
            label={label('city')}
            required
            data-testid={`${name}-city`}
          />
          <TextInput
            {...f.getInputProps('postalCode')}
            label={label('postalCode')}
            data-testid={`${name}-postalCode`}
          />
          <TextInput
            {...f.getInputProps('country')}
            label={label('country')}
            required
            data-testid={`${name}-country`}
          />
        </SimpleGrid>
      </Stack>
    );
  };

  const d = forms.device.form;
  const steps: Record<TRepairRequestSection, ReactNode> = {
    customer: (
      <Stack gap="sm">
        <Select
          {...forms.customer.form.getInputProps('customerNumber')}
          label={label('customerNumber')}
          data={options.customerNumbers.map((n) => n.number)}
          allowDeselect={false}
          required
          error={forms.customer.form.errors.customerNumber ?? numberProblem}
          data-testid="customer-number"
        />
        {chosenNumber?.status === 'replaced' && chosenNumber.replacedBy && (
          <Button
            variant="light"
            w="fit-content"
            onClick={() => forms.customer.form.setFieldValue('customerNumber', chosenNumber.replacedBy!)}
            data-testid="use-replacement"
          >
            {intl.formatMessage(m.useNumber, { number: chosenNumber.replacedBy })}
          </Button>
        )}
      </Stack>
    ),
    billing: address('billing'),
    shipping: (
      <Stack gap="sm">
        <Checkbox
          label={intl.formatMessage(m.sameAsBilling)}
          checked={sameAsBilling}
          onChange={(e) => setSameAsBilling(e.currentTarget.checked)}
          data-testid="same-as-billing"
        />
        {!sameAsBilling && address('shipping')}
      </Stack>
    ),
    endUser: (
      <Stack gap="sm">
        <Checkbox
          label={intl.formatMessage(m.hasEndUser)}
          checked={hasEndUser}
          onChange={(e) => setHasEndUser(e.currentTarget.checked)}
          data-testid="has-end-user"
        />
        {hasEndUser ? address('endUser') : <Text size="sm">{intl.formatMessage(m.noEndUser)}</Text>}
      </Stack>
    ),
    device: (
      <Stack gap="sm" data-testid="section-device">
        <TextInput label={label('serial')} value={props.serial} readOnly data-testid="device-serial" />
        {device && (
          <Text size="sm" c="dimmed">
            {device.modelName} ({device.modelCode})
          </Text>
        )}
        <Textarea
          {...d.getInputProps('symptoms')}
          label={label('symptoms')}
          description={intl.formatMessage(m.symptomsHelp)}
          required
          autosize
          minRows={2}
          data-testid="device-symptoms"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...d.getInputProps('serviceType')}
            label={label('serviceType')}
            data={REPAIR_REQUEST_SERVICE_TYPES.map((v) => ({
              value: v,
              label: intl.formatMessage(serviceTypeMessage(v)),
            }))}
            allowDeselect={false}
            required
            data-testid="device-serviceType"
          />
          {d.values.serviceType === 'serviceContract' && (
            <TextInput
              {...d.getInputProps('contractNumber')}
              label={label('contractNumber')}
              required
              data-testid="device-contractNumber"
            />
          )}
          <Select
            {...d.getInputProps('encryption')}
            label={label('encryption')}
            data={REPAIR_ENCRYPTIONS.map((v) => ({
              value: v,
              label: v === 'none' ? intl.formatMessage(m.encryptionNone) : v,
            }))}
            allowDeselect={false}
            data-testid="device-encryption"
          />
          <TextInput
            {...d.getInputProps('poNumber')}
            label={label('poNumber')}
            data-testid="device-poNumber"
          />
          <TextInput
            {...d.getInputProps('firmwareVersion')}
            label={label('firmwareVersion')}
            data-testid="device-firmwareVersion"
          />
          <TextInput
            {...d.getInputProps('flashcodeVersion')}
            label={label('flashcodeVersion')}
            data-testid="device-flashcodeVersion"
          />
          <PasswordInput
            {...d.getInputProps('radioPassword')}
            label={label('radioPassword')}
            description={intl.formatMessage(m.radioPasswordHelp)}
            autoComplete="new-password"
            data-testid="device-radioPassword"
          />
          <TextInput
            {...d.getInputProps('ccInvoiceRecipient')}
            label={label('ccInvoiceRecipient')}
            inputMode="email"
            data-testid="device-ccInvoiceRecipient"
          />
        </SimpleGrid>
        <TextInput
          {...d.getInputProps('eInvoiceRecipients')}
          label={label('eInvoiceRecipients')}
          description={intl.formatMessage(m.eInvoiceHelp)}
          inputMode="email"
          data-testid="device-eInvoiceRecipients"
        />
        <Group gap="xl">
          <Checkbox
            {...d.getInputProps('fmApproval', { type: 'checkbox' })}
            label={label('fmApproval')}
            description={
              device && !device.fmCertificationOffered ? intl.formatMessage(m.fmNotOffered) : undefined
            }
            disabled={!device?.fmCertificationOffered}
            data-testid="device-fmApproval"
          />
          <Checkbox
            {...d.getInputProps('ulApproval', { type: 'checkbox' })}
            label={label('ulApproval')}
            data-testid="device-ulApproval"
          />
        </Group>
      </Stack>
    ),
    depot: (
      <Radio.Group
        {...forms.depot.form.getInputProps('depot')}
        label={label('depot')}
        required
        data-testid="section-depot"
      >
        <Stack gap="xs" mt="xs">
          {options.depots.map((o) => (
            <Radio
              key={o.code}
              value={o.code}
              label={intl.formatMessage(m.turnaround, { name: o.name, days: o.turnaroundDays })}
              data-testid={`depot-${o.code}`}
            />
          ))}
        </Stack>
      </Radio.Group>
    ),
    quotation: (
      <Radio.Group
        {...forms.quotation.form.getInputProps('estimateOption')}
        label={label('estimateOption')}
        required
        data-testid="section-quotation"
      >
        <Stack gap="xs" mt="xs">
          {REPAIR_ESTIMATE_OPTIONS.map((o) => (
            <Radio key={o} value={o} label={intl.formatMessage(m[o])} data-testid={`estimate-${o}`} />
          ))}
        </Stack>
      </Radio.Group>
    ),
  };

  return (
    <Stack gap="md" maw={960} data-testid="repair-request">
      <Anchor component={Link} to={screenPath(accountId, editing ? 'RepairCart' : 'SerialLookup')} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {intl.formatMessage(editing ? m.cartTitle : m.back)}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(editing ? m.editTitle : m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      {previous && (
        <Alert color="blue" variant="light" data-testid="request-prefilled">
          {intl.formatMessage(m.prefilled)}
        </Alert>
      )}
      <Stepper
        active={active}
        onStepClick={setActive}
        allowNextStepsSelect={Boolean(start)}
        size="sm"
        wrap
        data-testid="request-steps"
      >
        {REPAIR_REQUEST_SECTIONS.map((s) => (
          <Stepper.Step
            key={s}
            label={phone ? undefined : intl.formatMessage(STEP_TITLES[s])}
            data-testid={`step-${s}`}
          />
        ))}
      </Stepper>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate data-testid={`form-${section}`}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {intl.formatMessage(STEP_TITLES[section])}
            </Title>
            {failure != null && (
              <Alert color="red" variant="light" role="alert" data-testid="request-failure">
                {errorMessage(failure)}
              </Alert>
            )}
            {forms[section].submitted && forms[section].errorCount > 0 && (
              <Alert color="red" variant="light" role="alert" data-testid="request-fix-errors">
                {intl.formatMessage(m.fixErrors)}
              </Alert>
            )}
            {steps[section]}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => setActive(active - 1)}
                disabled={active === 0}
                data-testid="step-back"
              >
                {intl.formatMessage(m.back)}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="step-next">
                {intl.formatMessage(section !== 'quotation' ? m.next : editing ? m.saveUnit : m.addToCart)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
