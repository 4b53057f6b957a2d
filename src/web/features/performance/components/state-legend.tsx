import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SITE_STATES, type TSiteState } from '../../../../shared/contracts/performance.ts';
import { siteStateMessages } from '../../../../shared/i18n/performance-messages.ts';
import { SITE_STATE_COLORS } from '../../../ui/map/site-states.ts';
import { performanceMessages as m } from '../performance-messages.ts';

/** The map's legend: each state's colour, its name and how many sites are in it. */
export function StateLegend(props: { counts: Readonly<Record<TSiteState, number>> }) {
  const intl = useIntl();
  return (
    <Group gap="md" component="ul" role="list" aria-label={intl.formatMessage(m.legend)} data-testid="state-legend" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {SITE_STATES.map((state) => (
        <Group key={state} component="li" gap={6} wrap="nowrap" data-testid={`legend-${state}`} data-count={props.counts[state]}>
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: SITE_STATE_COLORS[state].hex,
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px rgb(0 0 0 / 30%)',
            }}
          />
          <Text size="sm">
            {intl.formatMessage(m.legendCount, { state: intl.formatMessage(siteStateMessages[state]), count: props.counts[state] })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** Sites per state. */
export function countStates(sites: readonly { state: TSiteState }[]): Record<TSiteState, number> {
  const counts: Record<TSiteState, number> = { failed: 0, impaired: 0, normal: 0, unknown: 0 };
  for (const s of sites) counts[s.state]++;
  return counts;
}
