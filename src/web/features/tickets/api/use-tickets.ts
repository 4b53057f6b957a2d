import { useQuery } from '@tanstack/react-query';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TTicketDetail } from '../../../../shared/contracts/tickets.ts';
import { api } from '../../../lib/http.ts';

/** The ticket API routes (server module tickets). */
export const ticketPaths = {
  list: '/mapi/tickets',
  columns: '/mapi/tickets/columns',
  export: '/mapi/tickets/export',
  create: '/mapi/tickets',
  detail: (ticketId: string) => `/mapi/tickets/${encodeURIComponent(ticketId)}`,
};

/** The ticket list's columns as the server defines them. */
export function useTicketColumns(accountId: string) {
  return useQuery({
    queryKey: ['tickets', 'columns', accountId],
    queryFn: ({ signal }) => api.get<TListColumn[]>(ticketPaths.columns, { account_id: accountId }, { signal }),
    staleTime: Infinity,
  });
}

/** One ticket with its description and children; another account's ticket is refused (404). */
export function useTicketDetail(accountId: string, ticketId: string) {
  return useQuery({
    queryKey: ['tickets', 'detail', accountId, ticketId],
    queryFn: ({ signal }) => api.get<TTicketDetail>(ticketPaths.detail(ticketId), { account_id: accountId }, { signal }),
    retry: false,
  });
}
