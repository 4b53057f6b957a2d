import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../ui/status-badge.tsx';
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

/** A ticket's status as a coloured badge (its text colour: ui/readable-colors.ts). */
export function TicketStatusBadge(props: { status: TTicketRow['status']; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <StatusBadge
      color={COLORS[props.status]}
      label={intl.formatMessage(ticketValueMessage('status', props.status))}
      size={props.size}
      testId="ticket-status"
    />
  );
}
