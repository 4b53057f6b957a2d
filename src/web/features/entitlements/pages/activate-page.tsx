import { Anchor, Autocomplete, Group, MultiSelect, SegmentedControl, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import {
  ZActivateFeaturesRequest,
  type TActivateFeaturesRequest,
  type TActivateFeaturesResponse,
} from '../../../../shared/contracts/entitlements.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { api } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CreatedConfirmation } from '../../../ui/form/created-confirmation.tsx';
import { FormActions, FormGroup, FormProblems, FormScreen } from '../../../ui/form/form-screen.tsx';
import { ENTITLEMENT_QUERY_KEYS, entitlementPaths, useEntitlementChoices } from '../api/entitlement-api.ts';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

interface TValues extends Record<string, unknown> {
  entitlementIds: string[];
  /** 'existing' or 'new'. */
  hardwareMode: string;
  hardwareId: string;
  hardwareName: string;
  hardwareProduct: string;
  /** As typed. */
  quantity: string;
  siteName: string;
}

const LABELS = {
  entitlementIds: m.features,
  hardwareId: m.hardwareId,
  hardwareName: m.hardwareName,
  hardwareProduct: m.product,
  quantity: m.quantity,
  siteName: m.site,
} as const;

function toRequest(v: TValues, accountId: string): Record<string, unknown> {
  const isNew = v.hardwareMode === 'new';
  return {
    account_id: accountId,
    entitlementIds: v.entitlementIds,
    newHardware: isNew,
    hardwareId: v.hardwareId,
    ...(isNew ? { hardwareName: v.hardwareName, hardwareProduct: v.hardwareProduct } : {}),
    ...(v.quantity.trim() === '' ? {} : { quantity: Number(v.quantity.trim()) }),
    siteName: v.siteName,
  };
}

/**
 * Route module of Activate Features (spec section 5: at least one feature, a hardware and a
 * quantity): the features that can still be activated (not expired, licences left), an existing
 * hardware or a new one (kept only if the activation succeeds), the quantity and the site.
 * `?feature=<entitlement ID>` preselects a feature.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const accountId = account.account_id;
  const choices = useEntitlementChoices(accountId);
  const [done, setDone] = useState<TActivateFeaturesResponse | undefined>(undefined);
  const first: TValues = {
    entitlementIds: params.get('feature') ? [params.get('feature')!] : [],
    hardwareMode: 'existing',
    hardwareId: '',
    hardwareName: '',
    hardwareProduct: '',
    quantity: '1',
    siteName: '',
  };
  const label = (field: string) => (field in LABELS ? intl.formatMessage(LABELS[field as keyof typeof LABELS]) : field);
  const { form, submitted, errorCount, failure, onSubmit, reset } = useSchemaForm({
    schema: ZActivateFeaturesRequest,
    initialValues: first,
    toRequest: (v: TValues) => toRequest(v, accountId),
    label,
  });
  const activate = useMutation({
    mutationFn: (body: TActivateFeaturesRequest) => api.post<TActivateFeaturesResponse>(entitlementPaths.activations, body),
  });
  const send = async (request: TActivateFeaturesRequest) => {
    try {
      setDone(await activate.mutateAsync(request));
      window.scrollTo({ top: 0 });
    } finally {
      // A refusal may come from licences taken meanwhile: show the quantities as they are now.
      await Promise.all(ENTITLEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  };

  const overview = screenPath(accountId, 'EntitlementsOverview');
  const back = (
    <Anchor component={Link} to={overview} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {intl.formatMessage(nav.entitlementsOverview)}
      </Group>
    </Anchor>
  );
  if (done) {
    return (
      <CreatedConfirmation
        back={back}
        testId="activation-done"
        title={intl.formatMessage(m.activated, { hardware: done.hardwareId })}
        openTo={screenPath(accountId, 'EntitlementsHardware')}
        openLabel={intl.formatMessage(m.openHardware)}
        openTestId="open-hardware"
        anotherLabel={intl.formatMessage(m.activateMore)}
        onAnother={() => {
          setDone(undefined);
          reset({ ...first, entitlementIds: [] });
        }}
      >
        {done.activations.map((a) => (
          <Text key={a.entitlementId} data-testid="activation-line">
            {intl.formatMessage(m.activatedLine, { feature: a.featureName, quantity: a.quantity, remaining: a.remaining })}
          </Text>
        ))}
        {done.hardwareCreated && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.hardwareKept, { hardware: done.hardwareId })}
          </Text>
        )}
      </CreatedConfirmation>
    );
  }

  const fieldProps = (field: keyof typeof LABELS) => ({
    ...form.getInputProps(field),
    name: field,
    label: label(field),
    'data-testid': `activate-${field}`,
  });
  const features = (choices.data?.features ?? []).filter((f) => f.status !== 'expired' && f.available > 0);
  const isNew = form.values.hardwareMode === 'new';
  return (
    <FormScreen
      back={back}
      title={intl.formatMessage(nav.activateFeatures)}
      intro={intl.formatMessage(m.activateIntro)}
      testId="activate-form"
      onSubmit={onSubmit(send)}
    >
      <FormProblems
        error={failure ?? null}
        errorTestId="activate-error"
        fieldsMessage={submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined}
        fieldsTestId="activate-errors"
      />
      {choices.isPending && <Skeleton height={120} />}
      <FormGroup legend={intl.formatMessage(m.features)} testId="activate-group-features">
        <MultiSelect
          {...fieldProps('entitlementIds')}
          placeholder={intl.formatMessage(m.choose)}
          data={features.map((f) => ({
            value: f.entitlementId,
            label: intl.formatMessage(m.featureOption, { feature: f.featureName, id: f.entitlementId, available: f.available }),
          }))}
          searchable
          clearable
          required
          comboboxProps={{ withinPortal: true }}
        />
      </FormGroup>
      <FormGroup legend={intl.formatMessage(m.hardware)} testId="activate-group-hardware">
        <SegmentedControl
          value={form.values.hardwareMode}
          onChange={(mode) => {
            form.setFieldValue('hardwareMode', mode);
            form.setFieldValue('hardwareId', '');
          }}
          data={[
            { value: 'existing', label: intl.formatMessage(m.existingHardware) },
            { value: 'new', label: intl.formatMessage(m.newHardware) },
          ]}
          data-testid="activate-hardware-mode"
          maw={420}
        />
        {isNew ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...fieldProps('hardwareId')} description={intl.formatMessage(m.hardwareIdHelp)} required maxLength={40} />
            <TextInput {...fieldProps('hardwareName')} required maxLength={80} />
            <TextInput {...fieldProps('hardwareProduct')} required maxLength={80} />
          </SimpleGrid>
        ) : (
          <Select
            {...fieldProps('hardwareId')}
            placeholder={intl.formatMessage(m.choose)}
            data={(choices.data?.hardware ?? []).map((h) => ({
              value: h.hardwareId,
              label: `${h.name} · ${h.hardwareId} (${h.product})`,
            }))}
            value={form.values.hardwareId || null}
            onChange={(v) => form.setFieldValue('hardwareId', v ?? '')}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </FormGroup>
      <FormGroup legend={`${intl.formatMessage(m.quantity)} · ${intl.formatMessage(m.site)}`} testId="activate-group-quantity">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...fieldProps('quantity')} inputMode="numeric" required maxLength={6} />
          <Autocomplete
            {...fieldProps('siteName')}
            data={choices.data?.sites ?? []}
            required
            maxLength={80}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      </FormGroup>
      <FormActions
        cancelTo={overview}
        cancelLabel={intl.formatMessage(m.cancel)}
        submitLabel={intl.formatMessage(m.activate)}
        submitting={form.submitting}
        submitTestId="activate-submit"
      />
    </FormScreen>
  );
}
