import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TOpenIncident } from '../../../../shared/contracts/telemetry.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { api } from '../../../lib/http.ts';
import { caseScreenPath } from '../case-scope.ts';

const m = defineMessages({
  title: { id: 'OpenIncidentOffer.title', defaultMessage: 'This site is already part of an open incident' },
  body: {
    id: 'OpenIncidentOffer.body',
    defaultMessage:
      'The network opened incident {caseNumber} ({title}) after its first alarm at {firstAlarm}. Rather than a new case, you can follow that incident and add what you know to it.',
  },
  join: { id: 'OpenIncidentOffer.join', defaultMessage: 'Go to incident {caseNumber}' },
});

/**
 * On the new-case form (issue 32 point 6): when the picked site is part of an open network
 * incident, offers that incident instead of a new case (its page, where the user follows it and
 * adds a note). Nothing while no site is picked or the site is in no open incident.
 */
export function OpenIncidentOffer(props: { accountId: string; siteRef: number | undefined }) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: ['network-incident', props.accountId, props.siteRef],
    queryFn: ({ signal }) =>
      api.get<TOpenIncident>(
        '/mapi/network-incidents/open',
        { account_id: props.accountId, site: String(props.siteRef) },
        { signal, silent: true },
      ),
    enabled: props.siteRef !== undefined,
  });
  const incident = props.siteRef !== undefined ? query.data?.incident : undefined;
  if (!incident) return null;
  // All cases lists every case (the Network monitoring section is there for managed accounts only).
  const href = caseScreenPath(props.accountId, { base: 'AllCases', category: 'all', caseType: undefined }, incident.caseNumber);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={intl.formatMessage(m.title)}
      data-testid="open-incident-offer"
    >
      <Text size="sm">
        {intl.formatMessage(m.body, {
          caseNumber: incident.caseNumber,
          title: incident.title,
          firstAlarm: intl.formatDate(incident.firstAlarmAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </Text>
      <Anchor component={Link} to={href} size="sm" fw={600} c="blue.9" underline="always" data-testid="open-incident-link">
        {intl.formatMessage(m.join, { caseNumber: incident.caseNumber })}
      </Anchor>
    </Alert>
  );
}
