import { Alert, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import {
  ZNetworkSettingsForm,
  type TManagedNetwork,
  type TNetworkSettingsForm,
  type TUpdateManagedNetworkRequest,
} from '../../../../shared/contracts/managed-network.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  THRESHOLDS_PREFIX,
  THRESHOLD_GROUPS,
  isPercentThreshold,
  thresholdShortName,
  type TThresholdKey,
  type TThresholdShortName,
} from '../../../../shared/domain/managed-network.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { subnetworkMessages } from '../../../../shared/i18n/network-messages.ts';
import { ApiError, api } from '../../../lib/http.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { FormGroup, FormProblems } from '../../../ui/form/form-screen.tsx';
import formClasses from '../../../ui/form/form.module.css';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { managedNetworkMessages as m } from '../managed-network-messages.ts';
import { systemScreenMessages } from '../screens.ts';

const NETWORK_PATH = '/mapi/managed/thresholds/network';
const networkKey = (accountId: string) => ['managed-network', accountId] as const;

/** What each short name means, under its input. */
const SHORT_NAME_HINTS: Record<TThresholdShortName, TMessageDescriptor> = {
  max: m.maxHint,
  high: m.highHint,
  high_percent: m.highPercentHint,
  critical: m.criticalHint,
  critical_percent: m.criticalPercentHint,
};

type TFormValues = Record<keyof TNetworkSettingsForm, string | number>;
type TFormField = keyof TFormValues;

/** The form's values from the network as read: every threshold and both severity limits. */
function formValues(n: TManagedNetwork): TFormValues {
  return {
    ...n.channelUtilizationThresholds,
    ...n.affiliationThresholds,
    failedSevLimit: n.failedSevLimit,
    impairedSevLimit: n.impairedSevLimit,
  };
}

/** A typed number, or undefined when empty or not a number (the schema then says what is missing). */
function numberOf(v: string | number): number | undefined {
  if (typeof v === 'number') return v;
  const t = v.trim();
  return t === '' || Number.isNaN(Number(t)) ? undefined : Number(t);
}

/** Route module of ManagedConfiguration: the account's managed network (issue 32 point 1). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const accountId = account.account_id;
  const query = useQuery({
    queryKey: networkKey(accountId),
    queryFn: ({ signal }) => api.get<TManagedNetwork>(NETWORK_PATH, { account_id: accountId }, { signal }),
  });
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(systemScreenMessages.managedConfiguration)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      {query.isPending && <Skeleton h={320} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="network-error">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.data && <NetworkSettings key={query.data.networkId} account={account} network={query.data} />}
    </Stack>
  );
}

function NetworkSettings(props: { account: TAccount; network: TManagedNetwork }) {
  const intl = useIntl();
  const n = props.network;
  const na = intl.formatMessage(commonMessages.notAvailable);
  const text = (v: string | null) => (v === null || v === '' ? na : v);
  const yesNo = (v: boolean) => intl.formatMessage(v ? commonMessages.yes : commonMessages.no);
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(m.name), n.name],
    [intl.formatMessage(m.acronym), n.networkAcronym],
    [intl.formatMessage(m.networkId), n.networkId],
    [intl.formatMessage(m.type), n.type],
    [intl.formatMessage(m.systemId), n.networkSystemId],
    [intl.formatMessage(m.systemId2), text(n.networkSystemId2)],
    [intl.formatMessage(m.profile), n.networkProfile],
    [intl.formatMessage(m.profiles), n.networkProfileNames.join(', ') || na],
    [intl.formatMessage(m.timezone), intl.formatMessage(m.timezoneValue, { zone: n.timezone, offset: n.timezoneUtcOffset })],
    [intl.formatMessage(m.wacnId), text(n.wacnId)],
    [intl.formatMessage(m.mobileCountryCode), text(n.mobileCountryCode)],
    [intl.formatMessage(m.mobileNetworkCode), text(n.mobileNetworkCode)],
    [
      intl.formatMessage(m.subnetworks),
      n.subnetworks.length ? (
        <Group gap={6} data-testid="network-subnetworks">
          {n.subnetworks.map((kind) => (
            <Badge key={kind} variant="light" radius="sm">
              {intl.formatMessage(subnetworkMessages[kind])}
            </Badge>
          ))}
        </Group>
      ) : (
        na
      ),
    ],
    [intl.formatMessage(m.supportEmail), text(n.supportEmail)],
    [intl.formatMessage(m.powerStatus), yesNo(n.powerStatus)],
    [intl.formatMessage(m.coverageSimulation), yesNo(n.coverageSimulation)],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {intl.formatMessage(m.networkSection)}
          </Title>
          <FactGrid facts={facts} testId="network-facts" />
        </Stack>
      </Paper>
      <ThresholdsForm account={props.account} network={n} />
    </Stack>
  );
}

function ThresholdsForm(props: { account: TAccount; network: TManagedNetwork }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const canEdit = props.network.editableFields.length > 0;
  const [saved, setSaved] = useState<'saved' | 'unchanged' | undefined>(undefined);
  const [base, setBase] = useState(() => formValues(props.network));

  const label = (field: string): string => {
    if (field === 'failedSevLimit' || field === 'impairedSevLimit') return intl.formatMessage(m[field]);
    const group = THRESHOLD_GROUPS.find((g) => (g.keys as readonly string[]).includes(field));
    return group ? `${intl.formatMessage(m[group.field])}: ${thresholdShortName(field as TThresholdKey)}` : field;
  };
  const { form, submitted, errorCount, failure, onSubmit } = useSchemaForm({
    schema: ZNetworkSettingsForm,
    initialValues: base,
    toRequest: (values: TFormValues) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, numberOf(v)])),
    label,
  });

  const save = useMutation({
    mutationFn: (body: TUpdateManagedNetworkRequest) => api.post<TManagedNetwork>('/mapi/managed/network', body),
  });

  const send = async (values: TNetworkSettingsForm) => {
    const changed = (Object.keys(values) as TFormField[]).filter((k) => values[k] !== numberOf(base[k]));
    if (changed.length === 0) {
      setSaved('unchanged');
      return;
    }
    const { failedSevLimit, impairedSevLimit, ...thresholds } = values;
    try {
      const answer = await save.mutateAsync({
        account_id: accountId,
        networkId: props.network.networkId,
        failedSevLimit,
        impairedSevLimit,
        thresholds,
        changed_fields: changed.map((k) => (k === 'failedSevLimit' || k === 'impairedSevLimit' ? k : `${THRESHOLDS_PREFIX}${k}`)),
      });
      queryClient.setQueryData(['managed-network', accountId], answer);
      setBase(formValues(answer));
      form.resetDirty(formValues(answer));
      setSaved('saved');
      notifications.show({ message: intl.formatMessage(m.saved), color: 'green' });
    } catch (error) {
      // The server names a threshold `body.thresholds.<key>`: the form's field is the key itself.
      if (error instanceof ApiError && error.content?.fields) {
        for (const f of error.content.fields) f.path = f.path.replace(`body.${THRESHOLDS_PREFIX}`, 'body.');
      }
      throw error;
    }
  };

  const input = (field: TFormField, opts: { percent?: boolean; description?: string; min?: number; max?: number }) => (
    <NumberInput
      key={field}
      {...form.getInputProps(field)}
      onChange={(v) => {
        setSaved(undefined);
        form.setFieldValue(field, v);
      }}
      name={field}
      label={field === 'failedSevLimit' || field === 'impairedSevLimit' ? label(field) : thresholdShortName(field as TThresholdKey)}
      description={opts.description}
      min={opts.min ?? 0}
      max={opts.max}
      suffix={opts.percent ? ' %' : undefined}
      allowNegative={false}
      allowDecimal={!!opts.percent}
      readOnly={!canEdit}
      variant={canEdit ? 'default' : 'filled'}
      data-testid={`network-field-${field}`}
    />
  );

  return (
    <form onSubmit={onSubmit(send)} noValidate className={formClasses.form} data-testid="network-thresholds-form">
      <Stack gap="md">
        {!canEdit && (
          <Alert color="blue" variant="light" data-testid="network-read-only">
            {intl.formatMessage(m.readOnly)}
          </Alert>
        )}
        <FormProblems
          error={failure ?? null}
          errorTestId="network-save-error"
          fieldsMessage={submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined}
          fieldsTestId="network-form-errors"
        />
        {saved && (
          <Alert color="green" variant="light" role="status" data-testid="network-saved">
            {intl.formatMessage(saved === 'saved' ? m.saved : m.nothingChanged)}
          </Alert>
        )}
        {THRESHOLD_GROUPS.map((group) => (
          <FormGroup key={group.field} legend={intl.formatMessage(m[group.field])} testId={`network-group-${group.field}`}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {group.keys.map((key) =>
                input(key, {
                  percent: isPercentThreshold(key),
                  max: isPercentThreshold(key) ? 100 : undefined,
                  description: intl.formatMessage(SHORT_NAME_HINTS[thresholdShortName(key)]),
                }),
              )}
            </SimpleGrid>
          </FormGroup>
        ))}
        <FormGroup legend={intl.formatMessage(m.severitySection)} testId="network-group-severity">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.severityHint)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('failedSevLimit', { min: 1, max: 5 })}
            {input('impairedSevLimit', { min: 1, max: 5 })}
          </SimpleGrid>
        </FormGroup>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="network-save">
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
