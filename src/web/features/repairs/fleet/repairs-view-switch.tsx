import { SegmentedControl } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fleetReadinessMessages as m } from '../../../../shared/i18n/fleet-readiness-messages.ts';
import { screenPath } from '../../../lib/screens.ts';

/** Switches the Repairs screen between its list of every repair and fleet readiness. */
export function RepairsViewSwitch(props: { accountId: string; value: 'list' | 'fleet' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      size="xs"
      value={props.value}
      onChange={(v) =>
        void navigate(screenPath(props.accountId, v === 'fleet' ? 'FleetReadiness' : 'Repairs'))
      }
      data={[
        { value: 'list', label: intl.formatMessage(m.listTab) },
        { value: 'fleet', label: intl.formatMessage(m.title) },
      ]}
      data-testid="repairs-view"
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
