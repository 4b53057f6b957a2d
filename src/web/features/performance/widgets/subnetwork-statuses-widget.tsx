import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SITE_STATES, type TStateCounts } from '../../../../shared/contracts/performance.ts';
import { performanceSubnetworkMessages, siteStateMessages } from '../../../../shared/i18n/performance-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useLiveSiteStates } from '../live-site-states.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { SITE_STATE_COLORS } from '../../../ui/map/site-states.ts';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';
import { performanceMessages as m } from '../performance-messages.ts';
import { subnetworkStatusesQuery } from '../queries.ts';

/**
 * Sub-network statuses (spec section 2, home widgets): for each sub-network kind of the account's
 * sites, how many are failed, impaired, normal and unknown, and all sites together; live (a site's
 * change of state is counted without a reload).
 */
export function SubnetworkStatusesWidget(props: TWidgetProps) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  useLiveSiteStates(accountId);
  const { data } = useQuery({ ...subnetworkStatusesQuery(accountId), throwOnError: true });
  if (!data) return <WidgetLoading />;
  const total = SITE_STATES.reduce((n, s) => n + data.total[s], 0);
  if (total === 0) return <Text size="sm" data-testid="subnetwork-statuses-empty">{intl.formatMessage(m.widgetNoSites)}</Text>;
  const name = (kind: string) =>
    kind in performanceSubnetworkMessages ? intl.formatMessage(performanceSubnetworkMessages[kind as keyof typeof performanceSubnetworkMessages]) : kind;
  const cells = (counts: TStateCounts) =>
    SITE_STATES.map((s) => (
      <Table.Td key={s} ta="right" fw={counts[s] && s !== 'normal' ? 700 : undefined} c={counts[s] && s !== 'normal' && s !== 'unknown' ? SITE_STATE_COLORS[s].mantine : undefined} data-state={s}>
        {intl.formatNumber(counts[s])}
      </Table.Td>
    ));
  return (
    <>
      {/* Four state columns in any language: on a phone the table scrolls sideways in its own box,
          which the keyboard can reach and scroll too (axe: scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} aria-label={intl.formatMessage(m.widgetTitle)}>
        <Table data-testid="subnetwork-statuses" verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.widgetSubnetwork)}</Table.Th>
              {SITE_STATES.map((s) => (
                <Table.Th key={s} ta="right">
                  {intl.formatMessage(siteStateMessages[s])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.subnetworks.map((row) => (
              <Table.Tr key={row.subnetwork} data-subnetwork={row.subnetwork}>
                <Table.Th scope="row" fw={500}>
                  {name(row.subnetwork)}
                </Table.Th>
                {cells(row.counts)}
              </Table.Tr>
            ))}
            <Table.Tr data-subnetwork="all">
              <Table.Th scope="row">{intl.formatMessage(m.widgetAll)}</Table.Th>
              {cells(data.total)}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <WidgetLink to={screenPath(accountId, 'PerformanceMap')}>{intl.formatMessage(m.widgetMap)}</WidgetLink>
    </>
  );
}
