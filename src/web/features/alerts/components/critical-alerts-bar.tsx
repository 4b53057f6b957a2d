import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { alertTextMessages as m } from '../../../../shared/i18n/alert-messages.ts';
import { useLiveEvent } from '../../../lib/use-live-events.ts';
import { alertKeys, criticalAlertsQuery } from '../api/alert-queries.ts';

/** The critical alerts this browser tab's session dismissed: `<id>@<publishedAt>` (a changed alert shows again). */
const DISMISSED_KEY = 'portal.dismissedAlerts';

function readDismissed(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Active critical alerts under the header of every page (spec section 6: accounts with a network
 * and getAlerts only, `enabled`), each until dismissed for the session (sessionStorage); a new or
 * changed critical alert shows again; a change by staff shows without a reload (live 'alerts').
 */
export function CriticalAlertsBar(props: { accountId: string; enabled: boolean }) {
  const intl = useIntl();
  const client = useQueryClient();
  // Staff changed the alerts: this bar and the Alerts list ask again for the account's own.
  useLiveEvent(props.accountId, 'alerts', () => void client.invalidateQueries({ queryKey: alertKeys.all }));
  const query = useQuery({ ...criticalAlertsQuery(props.accountId), enabled: props.enabled });
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (query.data?.alerts ?? []).filter((a) => !dismissed.includes(`${a.id}@${a.publishedAt}`));
  if (!props.enabled || shown.length === 0) return null;
  const dismiss = (key: string) => {
    const next = [...dismissed, key].slice(-100);
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  };
  return (
    <Stack gap="xs" mb="md" component="section" aria-label={intl.formatMessage(m.criticalRegion)} data-testid="critical-alerts">
      {shown.map((a) => (
        <Alert
          key={a.id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={a.title}
          withCloseButton
          closeButtonLabel={intl.formatMessage(m.dismiss)}
          onClose={() => dismiss(`${a.id}@${a.publishedAt}`)}
          data-testid="critical-alert"
        >
          {a.message}
        </Alert>
      ))}
    </Stack>
  );
}
