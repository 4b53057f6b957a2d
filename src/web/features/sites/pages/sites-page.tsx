import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ZSiteForm, siteList, type TSite, type TSiteFields, type TSiteRow } from '../../../../shared/contracts/sites.ts';
import { SITE_SUBNETWORKS, SITE_TYPES } from '../../../../shared/domain/sites.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { siteColumnMessages as col, siteValueMessages } from '../../../../shared/i18n/site-messages.ts';
import { ApiError, api } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { FormGroup, FormProblems } from '../../../ui/form/form-screen.tsx';
import formClasses from '../../../ui/form/form.module.css';
import { StatePage } from '../../../ui/state-page.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { siteScreenMessages } from '../screens.ts';
import { IngestTokensPanel } from './ingest-tokens-panel.tsx';
import { NetworkPanel } from './network-panel.tsx';

const m = defineMessages({
  intro: {
    id: 'Sites.intro',
    defaultMessage:
      "The sites of {account}'s managed network. 'Show in case management' offers a site to new cases and tickets; 'Show in performance' shows it on the performance screens.",
  },
  caption: { id: 'Sites.caption', defaultMessage: 'Sites of {account}' },
  newSite: { id: 'Sites.newSite', defaultMessage: 'New site' },
  editTitle: { id: 'Sites.editTitle', defaultMessage: 'Site {name}' },
  openSite: { id: 'Sites.openSite', defaultMessage: 'Change site {name}' },
  back: { id: 'Sites.back', defaultMessage: 'Back to the sites' },
  groupSite: { id: 'Sites.groupSite', defaultMessage: 'Site' },
  groupPlace: { id: 'Sites.groupPlace', defaultMessage: 'Location and network' },
  groupShown: { id: 'Sites.groupShown', defaultMessage: 'Where the site appears' },
  groupThresholds: { id: 'Sites.groupThresholds', defaultMessage: 'Thresholds' },
  choose: { id: 'Sites.choose', defaultMessage: 'Choose' },
  save: { id: 'Sites.save', defaultMessage: 'Save site' },
  cancel: { id: 'Sites.cancel', defaultMessage: 'Cancel' },
  created: { id: 'Sites.created', defaultMessage: 'Site {name} was created.' },
  saved: { id: 'Sites.saved', defaultMessage: 'Site {name} was saved.' },
  unavailableTitle: { id: 'Sites.unavailableTitle', defaultMessage: 'Site not available' },
  unavailableBody: {
    id: 'Sites.unavailableBody',
    defaultMessage: 'There is no site {site} on this account, or you may not see it.',
  },
  fixErrors: {
    id: 'Sites.fixErrors',
    defaultMessage: '{count, plural, one {One field needs} other {# fields need}} your attention.',
  },
});

const NEW = 'new';

type TField = keyof TSiteFields;
type TValues = {
  [K in TField]: K extends 'subnetwork' ? string[] : K extends 'primeSite' | 'showInCaseManagement' | 'showInPerformance' ? boolean : string | number;
};

const EMPTY: TValues = {
  name: '',
  siteId: '',
  zoneId: '',
  type: '',
  subnetwork: [],
  primeSite: false,
  latitude: '',
  longitude: '',
  faultManagerId: '',
  networkProfile: '',
  showInCaseManagement: true,
  showInPerformance: true,
  thresholdCount: '',
  thresholdPercent: '',
  thresholdMax: '',
};

function valuesOf(site: TSite): TValues {
  return {
    name: site.name,
    siteId: site.siteId,
    zoneId: site.zoneId,
    type: site.type,
    subnetwork: site.subnetwork,
    primeSite: site.primeSite,
    latitude: site.latitude,
    longitude: site.longitude,
    faultManagerId: site.faultManagerId ?? '',
    networkProfile: site.networkProfile ?? '',
    showInCaseManagement: site.showInCaseManagement,
    showInPerformance: site.showInPerformance,
    thresholdCount: site.thresholdCount ?? '',
    thresholdPercent: site.thresholdPercent ?? '',
    thresholdMax: site.thresholdMax ?? '',
  };
}

/** A typed number: empty is absent; anything else a number (NaN when it is none, which the schema refuses). */
function num(v: string | number): number | undefined {
  if (typeof v === 'number') return v;
  return v.trim() === '' ? undefined : Number(v);
}

/** The site fields the form's values make (what the schema and the server judge). */
function toFields(v: TValues): Record<string, unknown> {
  const text = (s: string | number) => (String(s).trim() === '' ? undefined : String(s));
  return {
    name: v.name,
    siteId: num(v.siteId),
    zoneId: num(v.zoneId),
    type: v.type || undefined,
    subnetwork: v.subnetwork,
    primeSite: v.primeSite,
    latitude: num(v.latitude),
    longitude: num(v.longitude),
    faultManagerId: text(v.faultManagerId),
    networkProfile: text(v.networkProfile),
    showInCaseManagement: v.showInCaseManagement,
    showInPerformance: v.showInPerformance,
    thresholdCount: num(v.thresholdCount),
    thresholdPercent: num(v.thresholdPercent),
    thresholdMax: num(v.thresholdMax),
  };
}

/** Route module of Administration/Sites/:detail? (the list, a new site, or one site). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  if (!detail)
    return (
      <Stack gap="lg">
        <SiteList account={account} />
        <NetworkPanel account={account} />
        <IngestTokensPanel accountId={account.account_id} />
      </Stack>
    );
  return <SiteEditor key={detail} account={account} detail={detail} siteKey={detail === NEW ? undefined : Number(detail)} />;
}

function SiteList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const accountId = props.account.account_id;
  const href = (key: string | number) => screenPath(accountId, 'AdminSites', { detail: String(key) });
  const renderCell = (row: TSiteRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'name')
      return (
        <RowLink to={href(row.id)} state={undefined} label={intl.formatMessage(m.openSite, { name: row.name })}>
          {row.name}
        </RowLink>
      );
    return undefined;
  };
  return (
    <ListView<TSiteRow>
      list={siteList}
      userId={session.status!.user.id}
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.caption, { account: props.account.name })}
      rowKey={(row) => String(row.id)}
      onOpenRow={(row) => navigate(href(row.id))}
      renderCell={renderCell}
      testId="site-list"
      actions={
        <Button component={Link} to={href(NEW)} leftSection={<IconPlus size={16} aria-hidden />} data-testid="new-site">
          {intl.formatMessage(m.newSite)}
        </Button>
      }
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(siteScreenMessages.adminSites)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro, { account: props.account.name })}
          </Text>
        </Stack>
      }
    />
  );
}

function SiteEditor(props: { account: TAccount; siteKey: number | undefined; detail: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const errorMessage = useErrorMessage();
  // An address whose last part is no site key (Sites/X-1) names no site: not asked for.
  const readable = props.siteKey !== undefined && Number.isSafeInteger(props.siteKey) && props.siteKey > 0;
  const query = useQuery({
    queryKey: ['sites', 'detail', accountId, props.siteKey],
    queryFn: ({ signal }) => api.get<TSite>(`/mapi/sites/${props.siteKey}`, { account_id: accountId }, { signal }),
    enabled: readable,
  });
  if (props.siteKey === undefined) return <SiteForm account={props.account} initial={EMPTY} />;
  if (!readable || query.isError) {
    const notFound = !readable || (query.error instanceof ApiError && [403, 404].includes(query.error.status));
    return (
      <StatePage
        testId="site-unavailable"
        title={intl.formatMessage(m.unavailableTitle)}
        body={notFound ? intl.formatMessage(m.unavailableBody, { site: props.detail }) : errorMessage(query.error)}
        action={
          <Anchor component={Link} to={screenPath(accountId, 'AdminSites')} size="sm">
            {intl.formatMessage(m.back)}
          </Anchor>
        }
      />
    );
  }
  if (!query.data) return <Skeleton h={480} />;
  return <SiteForm account={props.account} site={query.data} initial={valuesOf(query.data)} />;
}

function SiteForm(props: { account: TAccount; site?: TSite; initial: TValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const listPath = screenPath(accountId, 'AdminSites');
  const label = (field: string) => (field in col ? intl.formatMessage(col[field as keyof typeof col]) : field);
  const { form, submitted, errorCount, failure, onSubmit } = useSchemaForm({
    schema: ZSiteForm,
    initialValues: props.initial,
    toRequest: toFields,
    label,
  });
  const save = useMutation({
    mutationFn: (fields: TSiteFields) =>
      props.site
        ? api.put<TSite>(`/mapi/sites/${props.site.id}`, { ...fields, account_id: accountId })
        : api.post<TSite>('/mapi/sites', { ...fields, account_id: accountId }),
  });
  const send = async (fields: TSiteFields) => {
    const site = await save.mutateAsync(fields);
    await queryClient.invalidateQueries({ queryKey: ['sites'] });
    notifications.show({ message: intl.formatMessage(props.site ? m.saved : m.created, { name: site.name }), color: 'green' });
    navigate(listPath);
  };

  const input = (field: TField, extra: { required?: boolean } = {}) => (
    <TextInput {...form.getInputProps(field)} name={field} label={label(field)} required={extra.required} data-testid={`site-field-${field}`} />
  );
  const number = (field: TField, extra: { required?: boolean; decimal?: boolean; min?: number; max?: number } = {}) => (
    <NumberInput
      {...form.getInputProps(field)}
      name={field}
      label={label(field)}
      required={extra.required}
      allowDecimal={!!extra.decimal}
      decimalScale={extra.decimal ? 6 : undefined}
      min={extra.min}
      max={extra.max}
      data-testid={`site-field-${field}`}
    />
  );
  const flag = (field: 'primeSite' | 'showInCaseManagement' | 'showInPerformance') => (
    <Switch
      {...form.getInputProps(field, { type: 'checkbox' })}
      name={field}
      label={label(field)}
      data-testid={`site-field-${field}`}
    />
  );

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {intl.formatMessage(m.back)}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {props.site ? intl.formatMessage(m.editTitle, { name: props.site.name }) : intl.formatMessage(m.newSite)}
      </Title>
      <form onSubmit={onSubmit(send)} noValidate className={formClasses.form} data-testid="site-form">
        <Stack gap="md">
          <FormProblems
            error={failure ?? null}
            errorTestId="site-save-error"
            fieldsMessage={submitted && errorCount > 0 ? intl.formatMessage(m.fixErrors, { count: errorCount }) : undefined}
            fieldsTestId="site-form-errors"
          />
          <FormGroup legend={intl.formatMessage(m.groupSite)} testId="site-group-site">
            {input('name', { required: true })}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {number('zoneId', { required: true, min: 1 })}
              {number('siteId', { required: true, min: 1 })}
              <Select
                {...form.getInputProps('type')}
                name="type"
                label={label('type')}
                required
                placeholder={intl.formatMessage(m.choose)}
                data={SITE_TYPES.map((t) => ({ value: t, label: intl.formatMessage(siteValueMessages[t]) }))}
                comboboxProps={{ withinPortal: true }}
                data-testid="site-field-type"
              />
            </SimpleGrid>
            <MultiSelect
              {...form.getInputProps('subnetwork')}
              name="subnetwork"
              label={label('subnetwork')}
              required
              placeholder={intl.formatMessage(m.choose)}
              data={SITE_SUBNETWORKS.map((s) => ({ value: s, label: intl.formatMessage(siteValueMessages[s]) }))}
              comboboxProps={{ withinPortal: true }}
              data-testid="site-field-subnetwork"
            />
            {flag('primeSite')}
          </FormGroup>
          <FormGroup legend={intl.formatMessage(m.groupPlace)} testId="site-group-place">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('latitude', { required: true, decimal: true })}
              {number('longitude', { required: true, decimal: true })}
              {input('faultManagerId')}
              {input('networkProfile')}
            </SimpleGrid>
          </FormGroup>
          <FormGroup legend={intl.formatMessage(m.groupShown)} testId="site-group-shown">
            {flag('showInCaseManagement')}
            {flag('showInPerformance')}
          </FormGroup>
          <FormGroup legend={intl.formatMessage(m.groupThresholds)} testId="site-group-thresholds">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {number('thresholdCount', { min: 0 })}
              {number('thresholdPercent', { decimal: true, min: 0, max: 100 })}
              {number('thresholdMax', { min: 0 })}
            </SimpleGrid>
          </FormGroup>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={listPath}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="site-save">
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

