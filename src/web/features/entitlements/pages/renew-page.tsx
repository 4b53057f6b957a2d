import { Anchor, Group, MultiSelect, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import {
  ZRenewFeaturesRequest,
  type TRenewFeaturesRequest,
  type TRenewFeaturesResponse,
} from '../../../../shared/contracts/entitlements.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { RENEWAL_TERMS } from '../../../../shared/domain/entitlements.ts';
import { api } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CreatedConfirmation } from '../../../ui/form/created-confirmation.tsx';
import { FormActions, FormGroup, FormProblems, FormScreen } from '../../../ui/form/form-screen.tsx';
import { ENTITLEMENT_QUERY_KEYS, entitlementPaths, useEntitlementChoices } from '../api/entitlement-api.ts';
import { useDay } from '../components/entitlement-format.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

interface TValues extends Record<string, unknown> {
  entitlementIds: string[];
  termMonths: string;
  quantity: string;
}

const LABELS = { entitlementIds: m.features, termMonths: m.term, quantity: m.quantity } as const;

/**
 * Route module of Renew Features: the entitlements that can be renewed (not perpetual, no renewal
 * pending), a term and a quantity. The request does not renew at once (spec section 4): the
 * support manager is told and the entitlements show as pending. `?feature=` preselects one.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const day = useDay();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const accountId = account.account_id;
  const choices = useEntitlementChoices(accountId);
  const [done, setDone] = useState<TRenewFeaturesResponse | undefined>(undefined);
  const first: TValues = {
    entitlementIds: params.get('feature') ? [params.get('feature')!] : [],
    termMonths: String(RENEWAL_TERMS[0]),
    quantity: '',
  };
  const label = (field: string) => (field in LABELS ? intl.formatMessage(LABELS[field as keyof typeof LABELS]) : field);
  const { form, submitted, errorCount, failure, onSubmit, reset } = useSchemaForm({
    schema: ZRenewFeaturesRequest,
    initialValues: first,
    toRequest: (v: TValues) => ({
      account_id: accountId,
      entitlementIds: v.entitlementIds,
      termMonths: Number(v.termMonths),
      ...(v.quantity.trim() === '' ? {} : { quantity: Number(v.quantity.trim()) }),
    }),
    label,
  });
  const renew = useMutation({
    mutationFn: (body: TRenewFeaturesRequest) => api.post<TRenewFeaturesResponse>(entitlementPaths.renewals, body),
  });
  const send = async (request: TRenewFeaturesRequest) => {
    setDone(await renew.mutateAsync(request));
    await Promise.all(ENTITLEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    window.scrollTo({ top: 0 });
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
        testId="renewal-done"
        title={intl.formatMessage(m.renewed)}
        openTo={screenPath(accountId, 'EntitlementsSoftware')}
        openLabel={intl.formatMessage(m.openSoftware)}
        openTestId="open-software"
        anotherLabel={intl.formatMessage(m.renewMore)}
        onAnother={() => {
          setDone(undefined);
          reset({ ...first, entitlementIds: [] });
        }}
      >
        <Text>{intl.formatMessage(m.renewedBody, { manager: done.notified, count: done.pending.length })}</Text>
      </CreatedConfirmation>
    );
  }
  const fieldProps = (field: keyof typeof LABELS) => ({
    ...form.getInputProps(field),
    name: field,
    label: label(field),
    'data-testid': `renew-${field}`,
  });
  const features = (choices.data?.features ?? []).filter((f) => f.type !== 'perpetual' && !f.renewalPending);
  return (
    <FormScreen
      back={back}
      title={intl.formatMessage(nav.renewFeatures)}
      intro={intl.formatMessage(m.renewIntro)}
      testId="renew-form"
      onSubmit={onSubmit(send)}
    >
      <FormProblems
        error={failure ?? null}
        errorTestId="renew-error"
        fieldsMessage={submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined}
        fieldsTestId="renew-errors"
      />
      {choices.isPending && <Skeleton height={80} />}
      <FormGroup legend={intl.formatMessage(m.features)} testId="renew-group-features">
        <MultiSelect
          {...fieldProps('entitlementIds')}
          placeholder={intl.formatMessage(m.choose)}
          data={features.map((f) => ({
            value: f.entitlementId,
            label: intl.formatMessage(m.renewOption, { feature: f.featureName, id: f.entitlementId, date: day(f.expiresOn) }),
          }))}
          searchable
          clearable
          required
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...fieldProps('termMonths')}
            data={RENEWAL_TERMS.map((n) => ({ value: String(n), label: intl.formatMessage(m.termOption, { months: n }) }))}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput {...fieldProps('quantity')} inputMode="numeric" required maxLength={6} />
        </SimpleGrid>
      </FormGroup>
      <FormActions
        cancelTo={overview}
        cancelLabel={intl.formatMessage(m.cancel)}
        submitLabel={intl.formatMessage(m.renew)}
        submitting={form.submitting}
        submitTestId="renew-submit"
      />
    </FormScreen>
  );
}
