import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TTicketRow } from '../../../../shared/contracts/tickets.ts';
import { ticketValueMessage } from '../ticket-messages.ts';

const COLORS: Record<TTicketRow['status'], string> = {
  new: 'blue',
  assigned: 'indigo',
  inProgress: 'cyan',
  pending: 'yellow',
  resolved: 'teal',
  closed: 'gray',
  cancelled: 'gray',
};

/** Text colours dark enough for 4.5:1 on the light badge backgrounds (teal and cyan need more than shade 9). */
const TEXT: Record<TTicketRow['status'], string> = {
  new: 'blue.9',
  assigned: 'indigo.9',
  inProgress: '#0b5563',
  pending: '#7a4d00',
  resolved: '#065f46',
  closed: 'gray.8',
  cancelled: 'gray.8',
};

/** A ticket's status as a coloured badge. */
export function TicketStatusBadge(props: { status: TTicketRow['status']; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <Badge
      variant="light"
      color={COLORS[props.status]}
      c={TEXT[props.status]}
      size={props.size ?? 'sm'}
      tt="none"
      miw="max-content"
      data-testid="ticket-status"
    >
      {intl.formatMessage(ticketValueMessage('status', props.status))}
    </Badge>
  );
}
