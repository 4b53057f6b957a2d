import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { bulletinList, type TBulletinRow } from '../../../../shared/contracts/system.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { systemValueMessages } from '../../../../shared/i18n/system-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { systemScreenMessages } from '../screens.ts';

const m = defineMessages({
  intro: {
    id: 'SecurityBulletins.intro',
    defaultMessage:
      'The security bulletins that name your system release, the patch that fixes each, and whether your patch history shows it applied. Export the list as evidence.',
  },
  caption: { id: 'SecurityBulletins.caption', defaultMessage: 'Security bulletins matched to the system of {account}' },
  applied: { id: 'SecurityBulletins.applied', defaultMessage: 'Applied' },
  missing: { id: 'SecurityBulletins.missing', defaultMessage: 'Not applied' },
});

const SEVERITY_COLORS: Record<string, string> = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' };

/** Route module of System/SecurityBulletins: the bulletins matched to the account's system release. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const renderCell = (row: TBulletinRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'severity' && row.severity in systemValueMessages)
      return (
        <StatusBadge
          color={SEVERITY_COLORS[row.severity] ?? 'gray'}
          label={intl.formatMessage(systemValueMessages[row.severity as keyof typeof systemValueMessages])}
          testId="bulletin-severity"
        />
      );
    // A calendar day (answered as its start in UTC): the day itself, in any time zone.
    if (column.id === 'publishedOn') return intl.formatDate(row.publishedOn, { dateStyle: 'medium', timeZone: 'UTC' });
    if (column.id === 'applied')
      return (
        <StatusBadge color={row.applied ? 'teal' : 'red'} label={intl.formatMessage(row.applied ? m.applied : m.missing)} testId="bulletin-applied" />
      );
    return undefined;
  };
  return (
    <ListView<TBulletinRow>
      list={bulletinList}
      userId={session.status!.user.id}
      exportName="security-bulletins"
      fixed={{ account_id: account.account_id }}
      caption={intl.formatMessage(m.caption, { account: account.name })}
      rowKey={(row) => `${row.bulletinId} ${row.component}`}
      renderCell={renderCell}
      testId="bulletin-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(systemScreenMessages.securityBulletins)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro)}
          </Text>
        </Stack>
      }
    />
  );
}
