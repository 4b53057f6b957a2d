import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import { entitlementList, type TEntitlementRow } from '../../../../shared/contracts/entitlements.ts';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { EntitlementStatusBadge, RenewalPendingBadge, useDay } from '../components/entitlement-format.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

/** Route module of Entitlements Software: the entitlement list (list engine: filters, search, exports). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const day = useDay();
  const renderCell = (row: TEntitlementRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'expiresOn') return day(row.expiresOn);
    if (column.id === 'status')
      return (
        <Group gap={4} wrap="nowrap">
          <EntitlementStatusBadge status={row.status} />
          {row.renewalPending && <RenewalPendingBadge />}
        </Group>
      );
    return undefined;
  };
  return (
    <ListView<TEntitlementRow>
      list={entitlementList}
      userId={session.status!.user.id}
      exportName="entitlements"
      fixed={{ account_id: account.account_id }}
      caption={intl.formatMessage(m.softwareCaption, { account: account.name })}
      searchPlaceholder={intl.formatMessage(m.softwareSearch)}
      rowKey={(row) => row.entitlementId}
      renderCell={renderCell}
      testId="entitlement-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(nav.software)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.softwareIntro, { account: account.name })}
          </Text>
        </Stack>
      }
      actions={
        <Group gap="xs">
          <Button component={Link} to={screenPath(account.account_id, 'ActivateFeatures')}>
            {intl.formatMessage(nav.activateFeatures)}
          </Button>
          <Button component={Link} to={screenPath(account.account_id, 'RenewFeatures')} variant="light">
            {intl.formatMessage(nav.renewFeatures)}
          </Button>
        </Group>
      }
    />
  );
}
