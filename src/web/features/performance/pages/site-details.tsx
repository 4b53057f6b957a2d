import { Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { TSiteAlarm, TSiteState } from '../../../../shared/contracts/performance.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  performanceColumnMessages as col,
  performanceSubnetworkMessages,
  siteStateMessages,
} from '../../../../shared/i18n/performance-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { DetailLayout, DetailPage, DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { StatePage } from '../../../ui/state-page.tsx';
import { SiteStateBadge } from '../components/site-state-badge.tsx';
import { TrendCharts } from '../components/trend-charts.tsx';
import { performanceMessages as m } from '../performance-messages.ts';
import { siteDetailQuery } from '../queries.ts';

const KIND_LABELS = { status: m.kindStatus, utilization: m.kindUtilization, affiliation: m.kindAffiliation, nms: m.kindNms } as const;

function AlarmTable(props: { alarms: readonly TSiteAlarm[]; cleared: boolean; testId: string }) {
  const intl = useIntl();
  const time = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const kind = (k: string) => (k in KIND_LABELS ? intl.formatMessage(KIND_LABELS[k as keyof typeof KIND_LABELS]) : k);
  // The portal's own alarms are worded here, in the user's language; an NMS alarm keeps its text.
  const alarmText = (a: TSiteAlarm) => {
    if (a.kind === 'status') return intl.formatMessage(m.alarmSiteDown);
    if (a.level && a.value !== null && a.kind === 'utilization')
      return intl.formatMessage(m.alarmUtilizationOver, { value: a.value / 100, level: a.level });
    if (a.level && a.value !== null && a.kind === 'affiliation')
      return intl.formatMessage(m.alarmAffiliationsOver, { value: a.value, level: a.level });
    return a.message;
  };
  const sub = (s: string | null) => {
    if (!s) return '';
    const key = (s.charAt(0).toUpperCase() + s.slice(1)) as keyof typeof performanceSubnetworkMessages;
    return key in performanceSubnetworkMessages ? intl.formatMessage(performanceSubnetworkMessages[key]) : s;
  };
  return (
    // On a phone the table scrolls sideways in its own box, which the keyboard can reach too.
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} aria-label={intl.formatMessage(props.cleared ? m.recentAlarms : m.openAlarms)}>
      <Table striped data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.alarmSeverity)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.alarmKind)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.alarmSubnetwork)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.alarmMessage)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.alarmOpened)}</Table.Th>
            {props.cleared && <Table.Th>{intl.formatMessage(m.alarmCleared)}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.alarms.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{intl.formatNumber(a.severity)}</Table.Td>
              <Table.Td>{kind(a.kind)}</Table.Td>
              <Table.Td>{sub(a.subnetwork)}</Table.Td>
              <Table.Td>{alarmText(a)}</Table.Td>
              <Table.Td>{time(a.openedAt)}</Table.Td>
              {props.cleared && <Table.Td>{time(a.clearedAt)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A site's details (issue 32 point 4): its state and since when, its facts and latest
 * measurements, its open and recently cleared alarms, and its trend charts. The state follows the
 * live events (the hook of the site list page asks the details again on each change).
 */
export function SiteDetails(props: { account: TAccount; detail: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const key = Number(props.detail);
  const readable = Number.isSafeInteger(key) && key > 0;
  const query = useQuery({ ...siteDetailQuery(accountId, key), enabled: readable });
  const na = '—';
  const time = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na);
  if (!readable)
    return (
      <StatePage
        testId="performance-site-unavailable"
        title={intl.formatMessage(m.unavailableTitle)}
        body={intl.formatMessage(m.unavailableBody, { site: props.detail })}
      />
    );
  return (
    <DetailPage
      query={query}
      listTo={screenPath(accountId, 'PerformanceSites')}
      backLabel={intl.formatMessage(m.back)}
      loadingHeights={[120, 320]}
      unavailable={{
        testId: 'performance-site-unavailable',
        title: intl.formatMessage(m.unavailableTitle),
        notFound: intl.formatMessage(m.unavailableBody, { site: props.detail }),
      }}
    >
      {(data, back) => {
        const s = data.site;
        const state = s.state as TSiteState;
        const subnetworks = s.subnetwork
          .map((v) => (v in performanceSubnetworkMessages ? intl.formatMessage(performanceSubnetworkMessages[v as keyof typeof performanceSubnetworkMessages]) : v))
          .join(', ');
        return (
          <DetailLayout
            testId="performance-site-details"
            back={back}
            number={`${intl.formatMessage(col.zoneId)} ${s.zoneId} · ${intl.formatMessage(col.siteId)} ${s.siteId}`}
            title={s.name}
            titleTestId="site-details-name"
            badges={
              <Group gap="xs">
                <SiteStateBadge state={state} size="md" />
                <Text size="sm" data-testid="site-details-since">
                  {intl.formatMessage(m.sinceValue, { state: intl.formatMessage(siteStateMessages[state]), time: time(s.since) })}
                </Text>
              </Group>
            }
            main={
              <>
                <DetailSection id="site-open-alarms" title={intl.formatMessage(m.openAlarms)}>
                  {data.openAlarms.length ? (
                    <AlarmTable alarms={data.openAlarms} cleared={false} testId="site-open-alarms" />
                  ) : (
                    <Text size="sm">{intl.formatMessage(m.noOpenAlarms)}</Text>
                  )}
                </DetailSection>
                <TrendCharts accountId={accountId} siteKey={s.id} />
                <DetailSection id="site-recent-alarms" title={intl.formatMessage(m.recentAlarms)}>
                  {data.recentAlarms.length ? (
                    <AlarmTable alarms={data.recentAlarms} cleared testId="site-recent-alarms" />
                  ) : (
                    <Text size="sm">{intl.formatMessage(m.noRecentAlarms)}</Text>
                  )}
                </DetailSection>
              </>
            }
            side={
              <FactGrid
                testId="site-facts"
                facts={[
                  [intl.formatMessage(col.subnetwork), subnetworks],
                  [intl.formatMessage(col.openAlarms), intl.formatNumber(s.openAlarms)],
                  [intl.formatMessage(col.maxSeverity), s.maxSeverity === null ? na : intl.formatNumber(s.maxSeverity)],
                  [intl.formatMessage(col.utilization), s.utilization === null ? na : intl.formatNumber(s.utilization)],
                  [intl.formatMessage(col.affiliations), s.affiliations === null ? na : intl.formatNumber(s.affiliations)],
                  [intl.formatMessage(col.lastSampleAt), s.lastSampleAt ? time(s.lastSampleAt) : intl.formatMessage(m.never)],
                ]}
              />
            }
          />
        );
      }}
    </DetailPage>
  );
}
