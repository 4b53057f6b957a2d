import { useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { CreateTicket, NEW_TICKET_SEGMENT } from './create-ticket.tsx';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';

/** Route module of Tickets/:detail? (the list, the create form at `new`, or one ticket). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  if (detail === NEW_TICKET_SEGMENT) return <CreateTicket account={account} />;
  return detail ? (
    <TicketDetail key={detail} account={account} ticketId={detail} />
  ) : (
    <TicketList account={account} />
  );
}
