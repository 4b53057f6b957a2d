import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { antivirusList, patchHistoryList, type TAntivirusRow, type TPatchRow } from '../../../../shared/contracts/system.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { systemScreenMessages } from '../screens.ts';

const m = defineMessages({
  patches: { id: 'PatchHistory.patches', defaultMessage: 'Patches' },
  antivirus: { id: 'PatchHistory.antivirus', defaultMessage: 'Antivirus' },
  intro: {
    id: 'PatchHistory.intro',
    defaultMessage: 'What the scans of your system found on each host: installed patches, and the antivirus definitions.',
  },
  patchCaption: { id: 'PatchHistory.patchCaption', defaultMessage: 'Patch history of {account}' },
  antivirusCaption: { id: 'PatchHistory.antivirusCaption', defaultMessage: 'Antivirus scans of {account}' },
});

/** Route module of System/PatchHistory: the patch history and antivirus lists, one tab each. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const [view, setView] = useState<'patches' | 'antivirus'>('patches');
  const heading = (
    <Stack gap={2}>
      <Title order={1} size="h2">
        {intl.formatMessage(systemScreenMessages.patchHistory)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.intro)}
      </Text>
    </Stack>
  );
  return (
    <Tabs value={view} onChange={(v) => setView(v === 'antivirus' ? 'antivirus' : 'patches')} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="patches" data-testid="tab-patches">
          {intl.formatMessage(m.patches)}
        </Tabs.Tab>
        <Tabs.Tab value="antivirus" data-testid="tab-antivirus">
          {intl.formatMessage(m.antivirus)}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="patches">
        <ListView<TPatchRow>
          list={patchHistoryList}
          userId={session.status!.user.id}
          exportName="patch-history"
          fixed={{ account_id: account.account_id }}
          caption={intl.formatMessage(m.patchCaption, { account: account.name })}
          rowKey={(row) => String(row.id)}
          testId="patch-list"
          heading={heading}
        />
      </Tabs.Panel>
      <Tabs.Panel value="antivirus">
        <ListView<TAntivirusRow>
          list={antivirusList}
          userId={session.status!.user.id}
          exportName="antivirus"
          fixed={{ account_id: account.account_id }}
          caption={intl.formatMessage(m.antivirusCaption, { account: account.name })}
          rowKey={(row) => String(row.id)}
          testId="antivirus-list"
          heading={heading}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
