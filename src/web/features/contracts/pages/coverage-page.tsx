import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { CoverageListView } from '../components/coverage-list-view.tsx';
import { coverageMessages as m } from '../contract-messages.ts';
import { contractScreenMessages } from '../screens.ts';

/** Route module of Coverage: the account's covered assets, filterable by site, model, contract and state. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  return (
    <CoverageListView
      accountId={account.account_id}
      caption={intl.formatMessage(m.caption, { account: account.name })}
      testId="coverage-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(contractScreenMessages.coverage)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.subtitle, { account: account.name })}
          </Text>
        </Stack>
      }
    />
  );
}
