import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TRepairStatus } from '../../../../shared/contracts/repairs.ts';
import { repairValueMessage } from '../repair-messages.ts';

const COLORS: Record<TRepairStatus, string> = { open: 'blue', shipped: 'teal', closed: 'gray' };

/** A repair's status as a coloured badge. */
export function RepairStatusBadge(props: { status: TRepairStatus; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <Badge
      variant="light"
      color={COLORS[props.status]}
      size={props.size ?? 'sm'}
      tt="none"
      miw="max-content"
      data-testid="repair-status"
    >
      {intl.formatMessage(repairValueMessage('status', props.status))}
    </Badge>
  );
}
