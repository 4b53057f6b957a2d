import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import type { TSystemOverview } from '../../../../shared/contracts/system.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { siteValueMessages } from '../../../../shared/i18n/site-messages.ts';
import { api } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { FactList } from '../../../ui/widgets/fact-list.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { systemScreenMessages } from '../screens.ts';
import { systemOverviewQuery } from '../system-api.ts';

const m = defineMessages({
  system: { id: 'SystemOverview.system', defaultMessage: 'System' },
  release: { id: 'SystemOverview.release', defaultMessage: 'System release' },
  network: { id: 'SystemOverview.network', defaultMessage: 'Managed network' },
  zonesAndSites: { id: 'SystemOverview.zonesAndSites', defaultMessage: '{zones, plural, one {# zone} other {# zones}}, {sites, plural, one {# site} other {# sites}}' },
  noSystem: { id: 'SystemOverview.noSystem', defaultMessage: 'No system is on record for this account. Your support manager can add it.' },
  noNetwork: { id: 'SystemOverview.noNetwork', defaultMessage: 'This account has no managed network on record.' },
  recentVersions: { id: 'SystemOverview.recentVersions', defaultMessage: 'Recent software versions report' },
  upgradeTitle: { id: 'SystemOverview.upgradeTitle', defaultMessage: 'Request an upgrade' },
  upgradeIntro: {
    id: 'SystemOverview.upgradeIntro',
    defaultMessage: 'A request opens a technical request case; our support team plans the upgrade with you there.',
  },
  upToDate: { id: 'SystemOverview.latestRelease', defaultMessage: 'Your system runs the latest release.' },
  targetRelease: { id: 'SystemOverview.targetRelease', defaultMessage: 'Release to upgrade to' },
  preferredDate: { id: 'SystemOverview.preferredDate', defaultMessage: 'Preferred date' },
  notes: { id: 'SystemOverview.notes', defaultMessage: 'Notes for the support team' },
  send: { id: 'SystemOverview.send', defaultMessage: 'Send the request' },
  sent: { id: 'SystemOverview.sent', defaultMessage: 'Your upgrade request is technical request case {caseNumber}.' },
  openCase: { id: 'SystemOverview.openCase', defaultMessage: 'Open case {caseNumber}' },
  zone: { id: 'SystemOverview.zone', defaultMessage: 'Zone {zone}' },
  site: { id: 'SystemOverview.site', defaultMessage: 'Site' },
  siteId: { id: 'SystemOverview.siteId', defaultMessage: 'Site ID' },
  versions: { id: 'SystemOverview.versions', defaultMessage: 'Installed versions' },
  behind: { id: 'SystemOverview.behind', defaultMessage: 'update available' },
});

/** Route module of SystemOverview: the system and its release, an upgrade request, zones and sites with versions. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const query = useQuery({ ...systemOverviewQuery(account.account_id), throwOnError: true });
  const o = query.data;
  return (
    <Stack gap="md" maw={1100} data-testid="system-overview">
      <Title order={1} size="h2">
        {intl.formatMessage(systemScreenMessages.systemOverview)}
      </Title>
      {!o ? (
        <Skeleton h={320} />
      ) : (
        <>
          <Card withBorder>
            {o.system ? (
              <FactList
                facts={[
                  { label: intl.formatMessage(m.system), value: o.system.systemName, testId: 'overview-system' },
                  { label: intl.formatMessage(m.release), value: o.system.currentVersion, testId: 'overview-release' },
                  {
                    label: intl.formatMessage(m.network),
                    value: o.network
                      ? `${o.network.name} (${intl.formatMessage(m.zonesAndSites, { zones: o.zones.length, sites: o.zones.reduce((a, z) => a + z.sites.length, 0) })})`
                      : intl.formatMessage(m.noNetwork),
                  },
                ]}
              />
            ) : (
              <Text data-testid="overview-no-system">{intl.formatMessage(m.noSystem)}</Text>
            )}
            {o.recentVersionsReport && (
              <Group mt="sm">
                <Anchor component={Link} to={screenPath(account.account_id, 'SusRecentVersions')} data-testid="overview-recent-versions">
                  {intl.formatMessage(m.recentVersions)}
                </Anchor>
              </Group>
            )}
          </Card>
          {o.system && <UpgradeRequest account={account} overview={o} />}
          {o.zones.map((z) => (
            <ZoneTable key={z.zoneId} zone={z} />
          ))}
        </>
      )}
    </Stack>
  );
}

function UpgradeRequest(props: { account: TAccount; overview: TSystemOverview }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const accountId = props.account.account_id;
  const targets = props.overview.upgradeTargets;
  const [target, setTarget] = useState<string | null>(targets[targets.length - 1] ?? null);
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api.post<{ caseNumber: string }>('/mapi/system/upgrade-requests', {
        account_id: accountId,
        targetRelease: target ?? undefined,
        preferredDate: date || undefined,
        notes: notes.trim() || undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <Card withBorder component="section" aria-labelledby="upgrade-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="upgrade-title">
          {intl.formatMessage(m.upgradeTitle)}
        </Title>
        {targets.length === 0 ? (
          <Text data-testid="upgrade-latest">{intl.formatMessage(m.upToDate)}</Text>
        ) : send.data ? (
          <Alert color="green" data-testid="upgrade-sent">
            <Stack gap={4}>
              <Text>{intl.formatMessage(m.sent, { caseNumber: send.data.caseNumber })}</Text>
              <Anchor
                component={Link}
                to={screenPath(accountId, 'CaseManagement', { type: 'TechnicalRequest', detail: send.data.caseNumber })}
                data-testid="upgrade-case-link"
              >
                {intl.formatMessage(m.openCase, { caseNumber: send.data.caseNumber })}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate data-testid="upgrade-form">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.upgradeIntro)}
              </Text>
              {send.isError && (
                <Alert color="red" data-testid="upgrade-error">
                  {errorMessage(send.error)}
                </Alert>
              )}
              <Group align="flex-end" wrap="wrap">
                <Select
                  label={intl.formatMessage(m.targetRelease)}
                  data={targets}
                  value={target}
                  onChange={setTarget}
                  required
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="upgrade-target"
                />
                <TextInput
                  type="date"
                  label={intl.formatMessage(m.preferredDate)}
                  value={date}
                  onChange={(e) => setDate(e.currentTarget.value)}
                  data-testid="upgrade-date"
                />
              </Group>
              <Textarea
                label={intl.formatMessage(m.notes)}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={2}
                data-testid="upgrade-notes"
              />
              <Group>
                <Button type="submit" loading={send.isPending} data-testid="upgrade-send">
                  {intl.formatMessage(m.send)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

function ZoneTable(props: { zone: TSystemOverview['zones'][number] }) {
  const intl = useIntl();
  const caption = intl.formatMessage(m.zone, { zone: props.zone.zoneId });
  return (
    <Card withBorder component="section" data-testid="overview-zone">
      <Title order={2} size="h4" mb="xs">
        {caption}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.site)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.versions)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.zone.sites.map((s) => (
              <Table.Tr key={s.id} data-testid="overview-site">
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {intl.formatMessage(m.siteId)} {s.siteId} ·{' '}
                    {s.type in siteValueMessages ? intl.formatMessage(siteValueMessages[s.type as keyof typeof siteValueMessages]) : s.type}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {s.versions.map((v) => (
                      <Text key={`${v.service} ${v.component}`} size="sm">
                        {v.service} {v.component}: {v.version}{' '}
                        {!v.upToDate && <StatusBadge color="orange" label={intl.formatMessage(m.behind)} testId="overview-behind" />}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
