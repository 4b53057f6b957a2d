import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TAuditEntry, TAuditPage } from '../../../../shared/contracts/audit.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { normalizePaging } from '../../../../shared/domain/list-filters.ts';
import { api } from '../../../lib/http.ts';
import { describeProxyRequest } from '../proxy-actions.ts';
import { auditScreenMessages } from '../screens.ts';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { PagedTable } from '../../../ui/data-table/paged-table.tsx';

const messages = defineMessages({
  intro: {
    id: 'ProxyRecord.intro',
    defaultMessage:
      'Every request vendor staff made on {account} while acting as one of its users, newest first.',
  },
  caption: { id: 'ProxyRecord.caption', defaultMessage: 'Proxy record of {account}' },
  time: { id: 'ProxyRecord.time', defaultMessage: 'Time' },
  staff: { id: 'ProxyRecord.staff', defaultMessage: 'Staff member' },
  user: { id: 'ProxyRecord.user', defaultMessage: 'Acting as' },
  action: { id: 'ProxyRecord.action', defaultMessage: 'What they did' },
  started: { id: 'ProxyRecord.started', defaultMessage: 'Started acting as the user' },
  ended: { id: 'ProxyRecord.ended', defaultMessage: 'Stopped acting as the user' },
  none: {
    id: 'ProxyRecord.none',
    defaultMessage: 'No vendor staff member has acted as a user of this account.',
  },
});

function EventCell(props: { entry: TAuditEntry }) {
  const intl = useIntl();
  const { entry } = props;
  if (entry.event === 'proxy_start' || entry.event === 'proxy_end')
    return (
      <Text size="sm" fw={600} c={entry.event === 'proxy_start' ? 'blue.9' : 'gray.8'}>
        {intl.formatMessage(entry.event === 'proxy_start' ? messages.started : messages.ended)}
      </Text>
    );
  const path = typeof entry.detail?.path === 'string' ? entry.detail.path : '';
  const action = describeProxyRequest(String(entry.detail?.method ?? ''), path);
  return (
    <>
      <Text size="sm">{intl.formatMessage(action.message, action.values)}</Text>
      {/* A route without its own words keeps its address, for the curious. */}
      {!action.known && path && (
        <Code fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {path}
        </Code>
      )}
    </>
  );
}

/**
 * Administration > Proxy record (beyond what peers offer): a customer Administrator reads what
 * vendor staff did on their account in proxy mode (GET /mapi/audit/proxy), paged through the address.
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const query = useQueryState();
  const { page, limit } = normalizePaging(query.get('page'), query.get('limit'));
  const record = useQuery({
    queryKey: ['audit-proxy', account.account_id, page, limit],
    queryFn: ({ signal }) =>
      api.get<TAuditPage>('/mapi/audit/proxy', { account_id: account.account_id, page, limit }, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(auditScreenMessages.adminProxyRecord)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.intro, { account: account.name })}
        </Text>
      </Stack>
      <PagedTable
        result={record}
        minWidth={720}
        empty={intl.formatMessage(messages.none)}
        emptyTestId="proxy-record-empty"
      >
        {(data) => (
          <Table striped data-testid="proxy-record">
            <Table.Caption>{intl.formatMessage(messages.caption, { account: account.name })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage(messages.time)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.staff)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.user)}</Table.Th>
                <Table.Th scope="col">{intl.formatMessage(messages.action)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((e) => (
                <Table.Tr key={e.id} data-testid="proxy-record-row">
                  <Table.Td>
                    <time dateTime={e.at}>
                      {intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'medium' })}
                    </time>
                  </Table.Td>
                  <Table.Td>{e.actorLogin ?? ''}</Table.Td>
                  <Table.Td>{e.login ?? ''}</Table.Td>
                  <Table.Td>
                    <EventCell entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedTable>
    </Stack>
  );
}
