import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import { alertList, type TAlertRow } from '../../../../shared/contracts/alerts.ts';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { alertTextMessages as m, alertValueMessages as v } from '../../../../shared/i18n/alert-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { alertScreenMessages } from '../screens.ts';

export const SEVERITY_COLOR = { critical: 'red', medium: 'yellow', information: 'blue' } as const;

/**
 * Route module of Alerts: the alerts active for the account (list engine: severity filter, search,
 * exports), most urgent first. The server refuses an account without a network or getAlerts.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const renderCell = (row: TAlertRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'severity')
      return (
        <StatusBadge
          color={SEVERITY_COLOR[row.severity as keyof typeof SEVERITY_COLOR] ?? 'gray'}
          label={intl.formatMessage(v[row.severity as keyof typeof v])}
          testId="alert-severity"
        />
      );
    if (column.id === 'title')
      return (
        <Text size="sm" fw={600}>
          {row.title}
        </Text>
      );
    if (column.id === 'message')
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} maw="40rem">
          {row.message}
        </Text>
      );
    if (column.id === 'activeTo' && row.activeTo === null) return intl.formatMessage(m.alwaysShown);
    return undefined;
  };
  return (
    <ListView<TAlertRow>
      list={alertList}
      userId={session.status!.user.id}
      exportName="alerts"
      fixed={{ account_id: account.account_id }}
      caption={intl.formatMessage(m.caption, { account: account.name })}
      rowKey={(row) => String(row.alertId)}
      renderCell={renderCell}
      testId="alert-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(alertScreenMessages.alerts)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle)}
          </Text>
        </Stack>
      }
    />
  );
}
