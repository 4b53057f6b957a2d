import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { TRepairStatus } from '../../../../shared/contracts/repairs.ts';
import { repairValueMessage } from '../repair-messages.ts';

const COLORS: Record<TRepairStatus, string> = { open: 'blue', shipped: 'teal', closed: 'gray' };

/** A repair's status as a coloured badge. */
export function RepairStatusBadge(props: { status: TRepairStatus; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <StatusBadge
      color={COLORS[props.status]}
      label={intl.formatMessage(repairValueMessage('status', props.status))}
      size={props.size}
      testId="repair-status"
    />
  );
}
