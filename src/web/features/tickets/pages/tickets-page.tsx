import { useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';

/** Route module of Tickets/:detail? (the list, or one ticket). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  return detail ? <TicketDetail key={detail} account={account} ticketId={detail} /> : <TicketList account={account} />;
}
