import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import type { TRecentVersions } from '../../../../shared/contracts/system.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { systemColumnMessages as col, systemValueMessages } from '../../../../shared/i18n/system-messages.ts';
import { api } from '../../../lib/http.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { systemScreenMessages } from '../screens.ts';

const m = defineMessages({
  intro: {
    id: 'RecentVersions.intro',
    defaultMessage: 'The latest {service} version of each component and how many of your installations run it (system release {release}).',
  },
  installed: { id: 'RecentVersions.installed', defaultMessage: 'On the latest version' },
  behind: { id: 'RecentVersions.behind', defaultMessage: 'Behind' },
});

/** Route module of the SUS and RSUS recent versions report (ASTRO system release 2020.1 and later). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const service = useLocation().pathname.includes('/RSUS/') ? 'RSUS' : 'SUS';
  const query = useQuery({
    queryKey: ['system', 'recent', account.account_id, service],
    queryFn: ({ signal }) =>
      api.get<TRecentVersions>('/mapi/system/software-updates/recent', { account_id: account.account_id, service }, { signal }),
  });
  const title = service === 'SUS' ? systemScreenMessages.susRecentVersions : systemScreenMessages.rsusRecentVersions;
  const r = query.data;
  return (
    <Stack gap="md" maw={1000} data-testid="recent-versions">
      <Title order={1} size="h2">
        {intl.formatMessage(title)}
      </Title>
      {query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : !r ? (
        <Skeleton h={240} />
      ) : (
        <Card withBorder>
          <Text size="sm" c="dimmed" mb="sm">
            {intl.formatMessage(m.intro, { service, release: r.systemRelease })}
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(col.component)}</Table.Th>
                  <Table.Th>{intl.formatMessage(col.level)}</Table.Th>
                  <Table.Th>{intl.formatMessage(col.latestVersion)}</Table.Th>
                  <Table.Th>{intl.formatMessage(col.latestReleasedOn)}</Table.Th>
                  <Table.Th ta="end">{intl.formatMessage(m.installed)}</Table.Th>
                  <Table.Th ta="end">{intl.formatMessage(m.behind)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.components.map((c) => (
                  <Table.Tr key={c.component} data-testid="recent-component">
                    <Table.Td>{c.component}</Table.Td>
                    <Table.Td>{intl.formatMessage(systemValueMessages[c.level])}</Table.Td>
                    <Table.Td>{c.latestVersion}</Table.Td>
                    <Table.Td>{intl.formatDate(`${c.latestReleasedOn}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</Table.Td>
                    <Table.Td ta="end">{intl.formatNumber(c.installed)}</Table.Td>
                    <Table.Td ta="end">
                      {c.behind > 0 ? (
                        <StatusBadge color="orange" label={intl.formatNumber(c.behind)} testId="recent-behind" />
                      ) : (
                        intl.formatNumber(0)
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
