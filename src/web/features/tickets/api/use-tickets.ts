import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTicketDetail } from '../../../../shared/contracts/tickets.ts';
import { api } from '../../../lib/http.ts';
import { useNotesAndFiles } from '../../../lib/notes-and-files.ts';

/** The ticket API routes (server module tickets). */
export const ticketPaths = {
  create: '/mapi/tickets',
  detail: (ticketId: string) => `/mapi/tickets/${encodeURIComponent(ticketId)}`,
};

/** One ticket with its description and children; another account's ticket is refused (404). */
export function useTicketDetail(accountId: string, ticketId: string) {
  return useQuery({
    queryKey: ['tickets', 'detail', accountId, ticketId],
    queryFn: ({ signal }) => api.get<TTicketDetail>(ticketPaths.detail(ticketId), { account_id: accountId }, { signal }),
    retry: false,
  });
}

/** Notes and files of a ticket: the same code as a case's; the ticket is read again after each. */
export function useTicketNotesAndFiles(accountId: string, ticketId: string) {
  const client = useQueryClient();
  return useNotesAndFiles(ticketPaths.detail(ticketId), accountId, () =>
    client.invalidateQueries({ queryKey: ['tickets', 'detail', accountId, ticketId] }),
  );
}
