import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { REPAIR_KINDS, repairList, type TRepairRow } from '../../../../shared/contracts/repairs.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { REPAIR_REQUEST_MIN_ROLE } from '../../../../shared/domain/repairs.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { RepairStatusBadge } from '../components/repair-status-badge.tsx';
import { RepairsViewSwitch } from '../fleet/repairs-view-switch.tsx';
import { repairMessages as m, repairValueMessage } from '../repair-messages.ts';
import { repairScreenMessages } from '../screens.ts';

/** The `type` of the address for a repair kind (device -> Device). */
const typeId = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);

/** The repair list (list engine: filters, sort, paging, saved views, columns, exports). */
export function RepairList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const accountId = props.account.account_id;
  const href = (row: TRepairRow) => screenPath(accountId, 'Repairs', { detail: row.repairNumber });
  const linkState = { listSearch: location.search };
  const renderCell = (row: TRepairRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'repairNumber')
      return (
        <RowLink
          to={href(row)}
          state={linkState}
          label={intl.formatMessage(m.openRepair, { number: row.repairNumber })}
        >
          {row.repairNumber}
        </RowLink>
      );
    if (column.id === 'status') return <RepairStatusBadge status={row.status} />;
    return undefined;
  };
  return (
    <ListView<TRepairRow>
      list={repairList}
      userId={session.status!.user.id}
      exportName="repairs"
      fixed={{ account_id: accountId }}
      types={REPAIR_KINDS.map((k) => ({
        id: typeId(k),
        label: intl.formatMessage(repairValueMessage('kind', k)),
        query: { kind: k },
      }))}
      caption={intl.formatMessage(m.caption, { account: props.account.name })}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      rowKey={(row) => row.repairNumber}
      rowFields={[]}
      onOpenRow={(row) => navigate(href(row), { state: linkState })}
      renderCell={renderCell}
      testId="repair-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(m.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: props.account.name })}
          </Text>
          <RepairsViewSwitch accountId={accountId} value="list" />
        </Stack>
      }
      actions={
        roleAtLeast(props.account.role, REPAIR_REQUEST_MIN_ROLE) && (
          <Button
            component={Link}
            to={screenPath(accountId, 'SerialLookup')}
            variant="light"
            leftSection={<IconSearch size={16} aria-hidden />}
            data-testid="repair-serial-lookup"
          >
            {intl.formatMessage(repairScreenMessages.serialLookup)}
          </Button>
        )
      }
    />
  );
}
