import { Modal, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { knownIssueList, type TKnownIssueRow } from '../../../../shared/contracts/software.ts';
import {
  knownIssueColumnMessages as c,
  knownIssueValueMessages as v,
  softwareTextMessages as m,
} from '../../../../shared/i18n/software-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { knownIssueScreenMessages } from '../screens.ts';

// Light badge colours with a readable text (ui/readable-colors.ts): orange's light badge is not (3.8:1).
const SEVERITY_COLOR = { critical: 'red', high: 'yellow', medium: 'cyan', low: 'gray' } as const;

/**
 * Route module of Known issues: the issues of every release of the account's technology (list
 * engine: filters release, status, severity; search; exports); a row opens its description and
 * workaround.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const [open, setOpen] = useState<TKnownIssueRow | null>(null);
  const renderCell = (row: TKnownIssueRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'issueId')
      return (
        <Text size="sm" fw={600} c="blue.8">
          {row.issueId}
        </Text>
      );
    if (column.id === 'severity')
      return (
        <StatusBadge
          color={SEVERITY_COLOR[row.severity as keyof typeof SEVERITY_COLOR] ?? 'gray'}
          label={intl.formatMessage(v[row.severity as keyof typeof v])}
          testId="issue-severity"
        />
      );
    if (column.id === 'status')
      return (
        <StatusBadge
          color={row.status === 'open' ? 'blue' : 'green'}
          label={intl.formatMessage(v[row.status as keyof typeof v])}
          testId="issue-status"
        />
      );
    return undefined;
  };
  return (
    <>
      <ListView<TKnownIssueRow>
        list={knownIssueList}
        userId={session.status!.user.id}
        exportName="known-issues"
        fixed={{ account_id: account.account_id }}
        caption={intl.formatMessage(m.knownIssuesCaption, { account: account.name })}
        rowKey={(row) => row.issueId}
        onOpenRow={setOpen}
        renderCell={renderCell}
        testId="known-issue-list"
        heading={
          <Stack gap={2}>
            <Title order={1} size="h2">
              {intl.formatMessage(knownIssueScreenMessages.knownIssues)}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.knownIssuesSubtitle)}
            </Text>
          </Stack>
        }
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.issueId}: ${open.title}` : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
      >
        {open && (
          <Stack gap="sm" data-testid="known-issue-detail">
            <Text size="sm" c="dimmed">
              {`${account.technology_display} ${open.systemRelease} · ${intl.formatMessage(v[open.severity as keyof typeof v])} · ${intl.formatMessage(v[open.status as keyof typeof v])}${open.fixedIn ? ` · ${intl.formatMessage(c.fixedIn)} ${open.fixedIn}` : ''}`}
            </Text>
            <Title order={2} size="h5">
              {intl.formatMessage(c.description)}
            </Title>
            <Text size="sm">{open.description}</Text>
            <Title order={2} size="h5">
              {intl.formatMessage(c.workaround)}
            </Title>
            <Text size="sm" data-testid="known-issue-workaround">
              {open.workaround ?? intl.formatMessage(m.noWorkaround)}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
