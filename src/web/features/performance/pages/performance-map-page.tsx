import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useOutletContext } from 'react-router';
import type { TSiteState } from '../../../../shared/contracts/performance.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { siteStateMessages } from '../../../../shared/i18n/performance-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useLiveSiteStates } from '../live-site-states.ts';
import { SiteMap } from '../../../ui/map/site-map.tsx';
import type { TMapTexts } from '../../../ui/map/site-states.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { SiteStateBadge } from '../components/site-state-badge.tsx';
import { StateLegend, countStates } from '../components/state-legend.tsx';
import { performanceMessages as m } from '../performance-messages.ts';
import { siteStatesQuery } from '../queries.ts';
import { performanceScreenMessages } from '../screens.ts';

const MAP_HEIGHT = 520;

/** Route module of Performance/Map: the sites on the map by state, live, and those failed or impaired as links. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const accountId = account.account_id;
  useLiveSiteStates(accountId);
  const query = useQuery(siteStatesQuery(accountId));
  const sites = useMemo(() => query.data?.sites ?? [], [query.data]);
  const counts = useMemo(() => countStates(sites), [sites]);
  const texts = useMemo<TMapTexts>(() => {
    const state = (s: TSiteState) => intl.formatMessage(siteStateMessages[s]);
    return {
      label: intl.formatMessage(m.mapLabel, { account: account.name }),
      zoomIn: intl.formatMessage(m.zoomIn),
      zoomOut: intl.formatMessage(m.zoomOut),
      unavailable: intl.formatMessage(m.mapUnavailable),
      cluster: (c, total) => intl.formatMessage(m.clusterLabel, { total, ...c }),
      site: (name, s) => intl.formatMessage(m.siteTooltip, { name, state: state(s) }),
    };
  }, [intl, account.name]);
  const detail = (id: number) => screenPath(accountId, 'PerformanceSites', { detail: String(id) });
  const attention = sites.filter((s) => s.state === 'failed' || s.state === 'impaired');
  attention.sort((a, b) => (a.state === b.state ? a.name.localeCompare(b.name) : a.state === 'failed' ? -1 : 1));

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(performanceScreenMessages.performanceMap)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.mapIntro, { account: account.name })}
        </Text>
      </Stack>
      {query.isError ? (
        <Alert color="red" data-testid="performance-map-error">
          {errorMessage(query.error)}
        </Alert>
      ) : !query.data ? (
        <Skeleton height={MAP_HEIGHT} radius="sm" />
      ) : sites.length === 0 ? (
        <Paper withBorder p="lg" data-testid="performance-empty">
          <Title order={2} size="h4">
            {intl.formatMessage(m.noSitesTitle)}
          </Title>
          <Text size="sm">{intl.formatMessage(m.noSites)}</Text>
        </Paper>
      ) : (
        <>
          <StateLegend counts={counts} />
          <SiteMap sites={sites} texts={texts} height={MAP_HEIGHT} onOpenSite={(id) => navigate(detail(id))} />
          <Stack gap="xs" component="section" aria-labelledby="performance-attention">
            <Group justify="space-between">
              <Title order={2} size="h4" id="performance-attention">
                {intl.formatMessage(m.attention)}
              </Title>
              <Anchor component={Link} to={screenPath(accountId, 'PerformanceSites')} size="sm" data-testid="open-site-list">
                {intl.formatMessage(m.openList)}
              </Anchor>
            </Group>
            {attention.length === 0 ? (
              <Text size="sm" data-testid="attention-none">
                {intl.formatMessage(m.attentionNone)}
              </Text>
            ) : (
              <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="attention-list">
                {attention.map((s) => (
                  <Group component="li" key={s.id} gap="sm" wrap="nowrap" data-site={s.id}>
                    <SiteStateBadge state={s.state} />
                    <Anchor component={Link} to={detail(s.id)} size="sm">
                      {s.name} ({s.zoneId}/{s.siteId})
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
