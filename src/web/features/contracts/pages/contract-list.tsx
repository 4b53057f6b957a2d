import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { contractList, type TContractRow } from '../../../../shared/contracts/contracts.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { ContractStatusBadge } from '../components/contract-status-badge.tsx';
import { formatDay } from '../components/day.ts';
import { contractMessages as m } from '../contract-messages.ts';
import { contractScreenMessages } from '../screens.ts';

/** The contract list (list engine: filters, sort, paging, saved views, columns, exports). */
export function ContractList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const accountId = props.account.account_id;
  const href = (row: TContractRow) => screenPath(accountId, 'Contracts', { detail: row.contractNumber });
  const linkState = { listSearch: location.search };
  const renderCell = (row: TContractRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'contractNumber')
      return (
        <RowLink to={href(row)} state={linkState} label={intl.formatMessage(m.openContract, { number: row.contractNumber })}>
          {row.contractNumber}
        </RowLink>
      );
    if (column.id === 'status')
      return <ContractStatusBadge status={row.status} renewalPendingSince={row.renewalPendingSince} />;
    if (column.id === 'startDate') return formatDay(intl, row.startDate);
    if (column.id === 'expirationDate' && row.expirationDate) return formatDay(intl, row.expirationDate);
    return undefined;
  };
  return (
    <ListView<TContractRow>
      list={contractList}
      userId={session.status!.user.id}
      exportName="contracts"
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.caption, { account: props.account.name })}
      searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
      rowKey={(row) => row.contractNumber}
      rowFields={[]}
      onOpenRow={(row) => navigate(href(row), { state: linkState })}
      renderCell={renderCell}
      testId="contract-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(contractScreenMessages.contracts)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: props.account.name })}
          </Text>
        </Stack>
      }
    />
  );
}
