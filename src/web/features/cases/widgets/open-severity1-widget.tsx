import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { screenPath } from '../../../lib/screens.ts';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { WidgetLink } from '../../../ui/widgets/widget-link.tsx';
import { caseSummaryQuery } from './case-summary-query.ts';
import { caseWidgetMessages as m } from './case-widget-messages.ts';

/** Open severity 1 (Critical) cases: how many, and the newest of them. */
export function OpenSeverity1Widget(props: TWidgetProps) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(caseSummaryQuery(props.account.account_id, 'severity1'));
  const { count, cases } = data.openSeverity1;
  const accountId = props.account.account_id;
  return (
    <Stack gap="sm" data-testid="widget-open-severity-1">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={count > 0 ? 'red' : 'teal'} variant="light" radius="xl" size="lg" aria-hidden>
          {count > 0 ? <IconAlertTriangle size={20} /> : <IconCircleCheck size={20} />}
        </ThemeIcon>
        <Text fw={600} data-testid="severity1-count">
          {intl.formatMessage(m.severity1Count, { count })}
        </Text>
      </Group>
      {cases.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {cases.map((c) => (
            <li key={c.caseNumber}>
              <Anchor
                component={Link}
                to={screenPath(accountId, 'AllCases', { detail: c.caseNumber })}
                size="sm"
                fw={600}
              >
                {c.caseNumber}
              </Anchor>{' '}
              <Text span size="sm">
                {c.title}
              </Text>
              <Text size="xs" c="dimmed">
                {[c.site, intl.formatDate(c.createdAt, { dateStyle: 'medium' })].filter(Boolean).join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {count > cases.length && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.severity1More, { shown: intl.formatNumber(cases.length), count: intl.formatNumber(count) })}
        </Text>
      )}
      {count > 0 && (
        <WidgetLink to={`${screenPath(accountId, 'AllCases')}?filter.state=open&filter.priority=1`}>{intl.formatMessage(m.viewSeverity1)}</WidgetLink>
      )}
    </Stack>
  );
}
