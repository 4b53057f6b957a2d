import { Badge, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fleetReadinessMessages as m } from '../../../../shared/i18n/fleet-readiness-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { fleetReadinessQuery } from './fleet-readiness-query.ts';

/** How many end user and model groups the widget names (the most units out first). */
const SHOWN = 5;

/** "Fleet off the air": the units out for repair, overdue ones, and the groups with the most units out. */
export function FleetWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(fleetReadinessQuery(props.account.account_id));
  const link = (
    <WidgetLink to={screenPath(props.account.account_id, 'FleetReadiness')}>
      {intl.formatMessage(m.widgetLink)}
    </WidgetLink>
  );
  if (data.unitsOut === 0)
    return (
      <Stack gap="xs" data-testid="widget-fleet">
        <Text c="dimmed">{intl.formatMessage(m.empty)}</Text>
        {link}
      </Stack>
    );
  const top = [...data.groups]
    .sort((a, b) => b.overdue - a.overdue || b.unitsOut - a.unitsOut)
    .slice(0, SHOWN);
  return (
    <Stack gap="xs" data-testid="widget-fleet">
      <Text size="sm" fw={600} data-testid="fleet-widget-summary">
        {intl.formatMessage(m.summary, {
          units: data.unitsOut,
          endUsers: data.endUsers,
          overdue: data.overdue,
        })}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {top.map((g) => (
          <Text key={`${g.endUser ?? ''}\u0000${g.model ?? ''}`} component="li" size="sm">
            {g.endUser ?? intl.formatMessage(m.noEndUser)} · {g.model ?? intl.formatMessage(m.unknownModel)}:{' '}
            <Text span size="sm" fw={600}>
              {g.unitsOut}
            </Text>
            {g.overdue > 0 && (
              <Badge color="red" variant="filled" size="sm" tt="none" ml={6}>
                {intl.formatMessage(m.overdue)} {g.overdue}
              </Badge>
            )}
          </Text>
        ))}
      </Stack>
      {link}
    </Stack>
  );
}
