import { ActionIcon, Alert, Button, CopyButton, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TManagedNetwork } from '../../../../shared/contracts/managed-network.ts';
import type { TIngestToken, TIngestTokens, TIssuedToken } from '../../../../shared/contracts/telemetry.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { api } from '../../../lib/http.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

const m = defineMessages({
  title: { id: 'IngestTokens.title', defaultMessage: 'Telemetry ingest tokens' },
  intro: {
    id: 'IngestTokens.intro',
    defaultMessage:
      "A network management system sends the network's site status, alarms and measurements to POST /mapi/telemetry/ingest with one of these tokens. The token labelled 'simulator' is the built-in simulator's: revoke it to stop the simulation.",
  },
  label: { id: 'IngestTokens.label', defaultMessage: 'Label' },
  labelPlaceholder: { id: 'IngestTokens.labelPlaceholder', defaultMessage: 'e.g. Primary NMS' },
  issue: { id: 'IngestTokens.issue', defaultMessage: 'Issue token' },
  secretTitle: { id: 'IngestTokens.secretTitle', defaultMessage: 'Copy the token now' },
  secretBody: {
    id: 'IngestTokens.secretBody',
    defaultMessage: 'This is the only time the token {label} is shown. Only its last four characters are kept for reference.',
  },
  copy: { id: 'IngestTokens.copy', defaultMessage: 'Copy token' },
  copied: { id: 'IngestTokens.copied', defaultMessage: 'Copied' },
  caption: { id: 'IngestTokens.caption', defaultMessage: 'Ingest tokens of network {network}' },
  ending: { id: 'IngestTokens.ending', defaultMessage: 'Ends with' },
  created: { id: 'IngestTokens.created', defaultMessage: 'Issued' },
  lastUsed: { id: 'IngestTokens.lastUsed', defaultMessage: 'Last used' },
  state: { id: 'IngestTokens.state', defaultMessage: 'State' },
  active: { id: 'IngestTokens.active', defaultMessage: 'Active' },
  revoked: { id: 'IngestTokens.revoked', defaultMessage: 'Revoked' },
  never: { id: 'IngestTokens.never', defaultMessage: 'Never' },
  revoke: { id: 'IngestTokens.revoke', defaultMessage: 'Revoke' },
  revokeLabel: { id: 'IngestTokens.revokeLabel', defaultMessage: 'Revoke the token {label}' },
  confirmRevoke: {
    id: 'IngestTokens.confirmRevoke',
    defaultMessage: 'Revoke the token {label}? The system using it can no longer send telemetry.',
  },
  none: { id: 'IngestTokens.none', defaultMessage: 'No token has been issued for this network.' },
});

/**
 * The ingest tokens of the account's managed network (issue 32 point 3), on the staff's
 * Administration > Sites screen: issued with a label (the secret shown once, to copy), listed by
 * their last four characters, revoked. The server's check is `staff-account`.
 */
export function IngestTokensPanel(props: { accountId: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<TIssuedToken | undefined>();
  const network = useQuery({
    queryKey: ['managed-network', props.accountId],
    queryFn: ({ signal }) =>
      api.get<TManagedNetwork>('/mapi/managed/thresholds/network', { account_id: props.accountId }, { signal }),
  });
  const networkId = network.data?.networkId;
  const path = `/mapi/networks/${encodeURIComponent(networkId ?? '')}/ingest-tokens`;
  const tokens = useQuery({
    queryKey: ['ingest-tokens', props.accountId, networkId],
    queryFn: ({ signal }) => api.get<TIngestTokens>(path, { account_id: props.accountId }, { signal }),
    enabled: networkId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ingest-tokens', props.accountId] });
  const issue = useMutation({
    mutationFn: () => api.post<TIssuedToken>(path, { account_id: props.accountId, label: label.trim() }),
    onSuccess: async (token) => {
      setIssued(token);
      setLabel('');
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (token: TIngestToken) =>
      api.delete<TIngestToken>(`${path}/${token.id}`, undefined, { query: { account_id: props.accountId } }),
    onSuccess: refresh,
  });
  if (network.isError || !networkId) return null;
  const when = (at: string | null) =>
    at ? intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.never);
  const failure = issue.error ?? revoke.error ?? tokens.error;

  return (
    <Paper withBorder p="md" radius="md" data-testid="ingest-tokens">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (label.trim()) issue.mutate();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={intl.formatMessage(m.label)}
              placeholder={intl.formatMessage(m.labelPlaceholder)}
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              maxLength={100}
              required
              data-testid="ingest-token-label"
            />
            <Button
              type="submit"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={issue.isPending}
              disabled={!label.trim()}
              data-testid="ingest-token-issue"
            >
              {intl.formatMessage(m.issue)}
            </Button>
          </Group>
        </form>
        {failure ? (
          <Alert color="red" data-testid="ingest-token-error">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        {issued ? (
          <Alert color="yellow" title={intl.formatMessage(m.secretTitle)} data-testid="ingest-token-secret">
            <Stack gap={6}>
              <Text size="sm">{intl.formatMessage(m.secretBody, { label: issued.label })}</Text>
              <Group gap={4} wrap="nowrap">
                <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="ingest-token-secret-value">
                  {issued.secret}
                </Text>
                <CopyButton value={issued.secret} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={intl.formatMessage(copied ? m.copied : m.copy)} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={intl.formatMessage(m.copy)}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {tokens.data && tokens.data.tokens.length === 0 ? (
          <Text size="sm">{intl.formatMessage(m.none)}</Text>
        ) : null}
        {tokens.data && tokens.data.tokens.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="ingest-token-table">
              <Table.Caption>{intl.formatMessage(m.caption, { network: networkId })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(m.label)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.ending)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.created)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.lastUsed)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.state)}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.tokens.map((t) => (
                  <Table.Tr key={t.id} data-testid="ingest-token-row">
                    <Table.Td>{t.label}</Table.Td>
                    <Table.Td ff="monospace">{t.tokenHint ? `…${t.tokenHint}` : ''}</Table.Td>
                    <Table.Td>{when(t.createdAt)}</Table.Td>
                    <Table.Td>{when(t.lastUsedAt)}</Table.Td>
                    <Table.Td>
                      <StatusBadge
                        color={t.revokedAt ? 'gray' : 'teal'}
                        label={intl.formatMessage(t.revokedAt ? m.revoked : m.active)}
                        testId="ingest-token-state"
                      />
                    </Table.Td>
                    <Table.Td>
                      {t.revokedAt ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={intl.formatMessage(m.revokeLabel, { label: t.label })}
                          loading={revoke.isPending && revoke.variables?.id === t.id}
                          onClick={() => {
                            if (window.confirm(intl.formatMessage(m.confirmRevoke, { label: t.label }))) revoke.mutate(t);
                          }}
                          data-testid="ingest-token-revoke"
                        >
                          {intl.formatMessage(m.revoke)}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
