import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import {
  repairBankHistoryList,
  type TRepairBankHistoryRow,
  type TRepairBankSummary,
} from '../../../../shared/contracts/repair-bank.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { repairBankColumnMessages } from '../../../../shared/i18n/repair-bank-messages.ts';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { repairBankMessages as m } from '../repair-messages.ts';
import { repairScreenMessages } from '../screens.ts';

/**
 * Route module of the repair bank balance (RMA screen, Repairs/RepairBank): each customer number's
 * balance, pending charges and low-balance threshold in USD, a warning when what is left after the
 * pending charges is under the threshold, and the balance history (list engine, with exports).
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const errorMessage = useErrorMessage();
  const accountId = account.account_id;
  const banks = useQuery({
    queryKey: ['repairs', 'bank', accountId],
    queryFn: ({ signal }) =>
      api.get<TRepairBankSummary>('/mapi/repair-bank', { account_id: accountId }, { signal }),
  });
  const usd = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'USD' });
  const label = (k: keyof typeof repairBankColumnMessages) => intl.formatMessage(repairBankColumnMessages[k]);
  const renderCell = (row: TRepairBankHistoryRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'amount' || column.id === 'balance' || column.id === 'pendingCharges')
      return usd(row[column.id]);
    return undefined;
  };
  return (
    <Stack gap="lg" data-testid="repair-bank">
      <Title order={1} size="h2">
        {intl.formatMessage(repairScreenMessages.repairBank)}
      </Title>
      {banks.isPending && <Skeleton height={120} />}
      {banks.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(banks.error)}
        </Alert>
      )}
      {banks.data && banks.data.accounts.length === 0 && (
        <Text c="dimmed" data-testid="repair-bank-none">
          {intl.formatMessage(m.none)}
        </Text>
      )}
      {banks.data && banks.data.accounts.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {banks.data.accounts.map((b) => (
            <Paper key={b.customerNumber} withBorder p="md" radius="md" data-testid="repair-bank-account">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {intl.formatMessage(m.customer, { number: b.customerNumber })}
                </Title>
                {b.low && (
                  <Alert color="orange" variant="light" role="status" data-testid="repair-bank-low">
                    {intl.formatMessage(m.low, { available: usd(b.available), threshold: usd(b.threshold) })}
                  </Alert>
                )}
                <FactGrid
                  facts={[
                    [label('balance'), usd(b.balance)],
                    [label('pendingCharges'), usd(b.pendingCharges)],
                    [intl.formatMessage(m.available), usd(b.available)],
                    [intl.formatMessage(m.threshold), usd(b.threshold)],
                  ]}
                />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <ListView<TRepairBankHistoryRow>
        list={repairBankHistoryList}
        userId={session.status!.user.id}
        exportName="repair-bank-history"
        fixed={{ account_id: accountId }}
        caption={intl.formatMessage(m.historyCaption, { account: account.name })}
        rowKey={(row) => `${row.at}-${row.customerNumber}-${row.kind}-${row.amount}`}
        renderCell={renderCell}
        testId="repair-bank-history"
        heading={
          <Title order={2} size="h3">
            {intl.formatMessage(m.history)}
          </Title>
        }
      />
    </Stack>
  );
}
