import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import { performanceSiteList, type TPerformanceSiteRow, type TSiteState } from '../../../../shared/contracts/performance.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useLiveSiteStates } from '../live-site-states.ts';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { RowLink } from '../../../ui/data-table/row-link.tsx';
import { SiteStateBadge } from '../components/site-state-badge.tsx';
import { performanceMessages as m } from '../performance-messages.ts';
import { performanceScreenMessages } from '../screens.ts';
import { SiteDetails } from './site-details.tsx';

/** Route module of Performance/SiteList/:detail?: the site list, or one site's details. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  useLiveSiteStates(account.account_id);
  if (detail) return <SiteDetails key={detail} account={account} detail={detail} />;
  return <SiteList account={account} />;
}

function SiteList(props: { account: TAccount }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const accountId = props.account.account_id;
  const href = (id: number) => screenPath(accountId, 'PerformanceSites', { detail: String(id) });
  const renderCell = (row: TPerformanceSiteRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'state') return <SiteStateBadge state={row.state as TSiteState} />;
    if (column.id === 'name')
      return (
        <RowLink to={href(row.id)} state={undefined} label={intl.formatMessage(m.openSite, { name: row.name })}>
          {row.name}
        </RowLink>
      );
    return undefined;
  };
  return (
    <ListView<TPerformanceSiteRow>
      list={performanceSiteList}
      userId={session.status!.user.id}
      exportName="sites"
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.listCaption, { account: props.account.name })}
      rowKey={(row) => String(row.id)}
      onOpenRow={(row) => navigate(href(row.id))}
      renderCell={renderCell}
      testId="performance-site-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(performanceScreenMessages.siteList)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.listIntro, { account: props.account.name })}
          </Text>
        </Stack>
      }
    />
  );
}
