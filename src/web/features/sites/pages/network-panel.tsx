import { Alert, Button, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TManagedNetwork } from '../../../../shared/contracts/managed-network.ts';
import { ZNetworkForm, type TNetworkForm, type TStaffNetwork } from '../../../../shared/contracts/networks-admin.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  SUBNETWORK_KINDS,
  THRESHOLD_GROUPS,
  THRESHOLD_KEYS,
  isPercentThreshold,
  thresholdShortName,
  type TThresholdKey,
} from '../../../../shared/domain/managed-network.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { managedNetworkMessages as nm, subnetworkMessages } from '../../../../shared/i18n/network-messages.ts';
import { api } from '../../../lib/http.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { FormGroup, FormProblems } from '../../../ui/form/form-screen.tsx';
import formClasses from '../../../ui/form/form.module.css';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

const m = defineMessages({
  title: { id: 'NetworkAdmin.title', defaultMessage: 'Managed network' },
  introNew: {
    id: 'NetworkAdmin.introNew',
    defaultMessage: '{account} has no managed network. Create it to add its sites and show its performance screens.',
  },
  introEdit: {
    id: 'NetworkAdmin.introEdit',
    defaultMessage: "The vendor's settings of {account}'s managed network. The account's Administrators may change the thresholds too.",
  },
  groupIdentity: { id: 'NetworkAdmin.groupIdentity', defaultMessage: 'Network' },
  groupRadio: { id: 'NetworkAdmin.groupRadio', defaultMessage: 'Radio system' },
  groupMonitoring: { id: 'NetworkAdmin.groupMonitoring', defaultMessage: 'Monitoring' },
  logoPath: { id: 'NetworkAdmin.logoPath', defaultMessage: 'Logo path' },
  metricsHost: { id: 'NetworkAdmin.metricsHost', defaultMessage: 'Metrics host' },
  sisenseCompanyId: { id: 'NetworkAdmin.sisenseCompanyId', defaultMessage: 'Sisense company ID' },
  create: { id: 'NetworkAdmin.create', defaultMessage: 'Create network' },
  save: { id: 'NetworkAdmin.save', defaultMessage: 'Save network' },
  created: { id: 'NetworkAdmin.created', defaultMessage: 'Network {name} was created.' },
  saved: { id: 'NetworkAdmin.saved', defaultMessage: 'Network {name} was saved.' },
});

type TValues = Record<string, string | number | boolean | string[]>;

const TEXT_FIELDS = [
  'name',
  'networkAcronym',
  'networkSystemId',
  'networkSystemId2',
  'type',
  'networkProfile',
  'timezone',
  'mobileCountryCode',
  'mobileNetworkCode',
  'wacnId',
  'logoPath',
  'metricsHost',
  'sisenseCompanyId',
  'supportEmail',
] as const;

/** The form's values of a network (none: an empty form with the spec's usual severity limits). */
function valuesOf(network: TManagedNetwork | null): TValues {
  const out: TValues = { networkId: network?.networkId ?? '' };
  for (const f of TEXT_FIELDS) out[f] = network?.[f] ?? '';
  out.networkProfileNames = network?.networkProfileNames ?? [];
  out.subnetworks = network?.subnetworks ?? [];
  out.coverageSimulation = network?.coverageSimulation ?? false;
  out.powerStatus = network?.powerStatus ?? true;
  out.failedSevLimit = network?.failedSevLimit ?? 5;
  out.impairedSevLimit = network?.impairedSevLimit ?? 3;
  const thresholds: Record<string, number> = { ...network?.channelUtilizationThresholds, ...network?.affiliationThresholds };
  for (const k of THRESHOLD_KEYS) out[k] = thresholds[k] ?? '';
  return out;
}

/** A typed number: empty is absent. */
function num(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  return String(v ?? '').trim() === '' ? undefined : Number(v);
}

function toRequest(v: TValues): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  for (const k of [...THRESHOLD_KEYS, 'failedSevLimit', 'impairedSevLimit']) out[k] = num(v[k]);
  return out;
}

/**
 * The account's managed network on the staff's Administration > Sites screen (issue 32 point 2):
 * created when the account has none, changed otherwise, every vendor field of spec section 3 with
 * the thresholds and severity limits. The server's check is `staff-account`.
 */
export function NetworkPanel(props: { account: TAccount }) {
  const accountId = props.account.account_id;
  const errorMessage = useErrorMessage();
  const query = useQuery({
    queryKey: ['staff-network', accountId],
    queryFn: ({ signal }) => api.get<TStaffNetwork>('/mapi/networks', { account_id: accountId }, { signal }),
  });
  if (query.isError)
    return (
      <Alert color="red" variant="light" data-testid="network-admin-error">
        {errorMessage(query.error)}
      </Alert>
    );
  if (!query.data) return <Skeleton h={320} />;
  return <NetworkForm key={query.data.network?.networkId ?? 'new'} account={props.account} network={query.data.network} />;
}

function NetworkForm(props: { account: TAccount; network: TManagedNetwork | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const [initial] = useState(() => valuesOf(props.network));
  const label = (field: string): string => {
    if (field in m) return intl.formatMessage(m[field as keyof typeof m]);
    const own: Record<string, keyof typeof nm> = {
      networkAcronym: 'acronym',
      networkSystemId: 'systemId',
      networkSystemId2: 'systemId2',
      networkProfile: 'profile',
      networkProfileNames: 'profiles',
    };
    const key = own[field] ?? field;
    if (key in nm) return intl.formatMessage(nm[key as keyof typeof nm]);
    const group = THRESHOLD_GROUPS.find((g) => (g.keys as readonly string[]).includes(field));
    return group ? `${intl.formatMessage(nm[group.field])}: ${thresholdShortName(field as TThresholdKey)}` : field;
  };
  const { form, submitted, errorCount, failure, onSubmit } = useSchemaForm({ schema: ZNetworkForm, initialValues: initial, toRequest, label });
  const save = useMutation({
    mutationFn: (values: TNetworkForm) => {
      const { networkId, ...rest } = values;
      const thresholds = Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, rest[k]]));
      const fields = Object.fromEntries(Object.entries(rest).filter(([k]) => !(THRESHOLD_KEYS as readonly string[]).includes(k)));
      const body = { ...fields, thresholds, account_id: accountId };
      return props.network
        ? api.put<TManagedNetwork>(`/mapi/networks/${encodeURIComponent(props.network.networkId)}`, body)
        : api.post<TManagedNetwork>('/mapi/networks', { ...body, networkId });
    },
  });
  const send = async (values: TNetworkForm) => {
    const network = await save.mutateAsync(values);
    notifications.show({ message: intl.formatMessage(props.network ? m.saved : m.created, { name: network.name }), color: 'green' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['staff-network', accountId] }),
      queryClient.invalidateQueries({ queryKey: ['managed-network', accountId] }),
    ]);
  };

  const text = (field: string, opts: { required?: boolean; readOnly?: boolean } = {}) => (
    <TextInput
      {...form.getInputProps(field)}
      name={field}
      label={label(field)}
      required={opts.required}
      readOnly={opts.readOnly}
      variant={opts.readOnly ? 'filled' : 'default'}
      data-testid={`network-admin-${field}`}
    />
  );
  const number = (field: string, opts: { percent?: boolean; min?: number; max?: number } = {}) => (
    <NumberInput
      {...form.getInputProps(field)}
      name={field}
      // Under its group's legend a threshold is named by its short name; messages use the full label.
      label={(THRESHOLD_KEYS as readonly string[]).includes(field) ? thresholdShortName(field as TThresholdKey) : label(field)}
      required
      min={opts.min ?? 0}
      max={opts.max}
      suffix={opts.percent ? ' %' : undefined}
      allowNegative={false}
      allowDecimal={!!opts.percent}
      data-testid={`network-admin-${field}`}
    />
  );
  const flag = (field: 'coverageSimulation' | 'powerStatus') => (
    <Switch {...form.getInputProps(field, { type: 'checkbox' })} name={field} label={label(field)} data-testid={`network-admin-${field}`} />
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="network-admin-title" data-testid="network-admin">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="network-admin-title">
            {intl.formatMessage(m.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(props.network ? m.introEdit : m.introNew, { account: props.account.name })}
          </Text>
        </Stack>
        <form onSubmit={onSubmit(send)} noValidate className={formClasses.form} data-testid="network-admin-form">
          <Stack gap="md">
            <FormProblems
              error={failure ?? null}
              errorTestId="network-admin-save-error"
              fieldsMessage={submitted && errorCount > 0 ? intl.formatMessage(nm.fixErrors, { count: errorCount }) : undefined}
              fieldsTestId="network-admin-form-errors"
            />
            <FormGroup legend={intl.formatMessage(m.groupIdentity)} testId="network-admin-group-identity">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('networkId', { required: true, readOnly: !!props.network })}
                {text('name', { required: true })}
                {text('networkAcronym', { required: true })}
                {text('timezone', { required: true })}
                {text('supportEmail')}
                {text('logoPath')}
              </SimpleGrid>
            </FormGroup>
            <FormGroup legend={intl.formatMessage(m.groupRadio)} testId="network-admin-group-radio">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('type', { required: true })}
                {text('networkProfile', { required: true })}
                {text('networkSystemId', { required: true })}
                {text('networkSystemId2')}
                {text('mobileCountryCode')}
                {text('mobileNetworkCode')}
                {text('wacnId')}
              </SimpleGrid>
              <TagsInput
                {...form.getInputProps('networkProfileNames')}
                name="networkProfileNames"
                label={label('networkProfileNames')}
                data-testid="network-admin-networkProfileNames"
              />
              <MultiSelect
                {...form.getInputProps('subnetworks')}
                name="subnetworks"
                label={label('subnetworks')}
                required
                data={SUBNETWORK_KINDS.map((k) => ({ value: k, label: intl.formatMessage(subnetworkMessages[k]) }))}
                comboboxProps={{ withinPortal: true }}
                data-testid="network-admin-subnetworks"
              />
            </FormGroup>
            <FormGroup legend={intl.formatMessage(m.groupMonitoring)} testId="network-admin-group-monitoring">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('metricsHost')}
                {text('sisenseCompanyId')}
                {number('failedSevLimit', { min: 1, max: 5 })}
                {number('impairedSevLimit', { min: 1, max: 5 })}
              </SimpleGrid>
              {flag('powerStatus')}
              {flag('coverageSimulation')}
            </FormGroup>
            {THRESHOLD_GROUPS.map((group) => (
              <FormGroup key={group.field} legend={intl.formatMessage(nm[group.field])} testId={`network-admin-group-${group.field}`}>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {group.keys.map((key) => (
                    <div key={key}>{number(key, { percent: isPercentThreshold(key), max: isPercentThreshold(key) ? 100 : undefined })}</div>
                  ))}
                </SimpleGrid>
              </FormGroup>
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="network-admin-save">
                {intl.formatMessage(props.network ? m.save : m.create)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
