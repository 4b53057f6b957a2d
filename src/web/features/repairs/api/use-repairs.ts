import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TQuoteAnswerRequest,
  TRepairDetail,
  TSerialLookupAnswer,
} from '../../../../shared/contracts/repairs.ts';
import { repairBankHistoryList } from '../../../../shared/contracts/repair-bank.ts';
import { api } from '../../../lib/http.ts';

/** The repair API routes (server module repairs). */
export const repairPaths = {
  detail: (repairNumber: string) => `/mapi/repairs/${encodeURIComponent(repairNumber)}`,
  quote: (repairNumber: string) => `/mapi/repairs/${encodeURIComponent(repairNumber)}/quote`,
  pdf: (repairNumber: string) => `/mapi/repairs/${encodeURIComponent(repairNumber)}/pdf`,
  lookup: '/mapi/repairs/serial-lookup',
  summary: '/mapi/repairs/summary',
};

/** One repair with its timeline; another account's repair is refused (404). */
export function useRepairDetail(accountId: string, repairNumber: string) {
  return useQuery({
    queryKey: ['repairs', 'detail', accountId, repairNumber],
    queryFn: ({ signal }) =>
      api.get<TRepairDetail>(repairPaths.detail(repairNumber), { account_id: accountId }, { signal }),
    retry: false,
  });
}

/** Looks a serial number up (the first step of a repair request). */
export function lookUpSerial(accountId: string, serial: string, signal?: AbortSignal) {
  return api.get<TSerialLookupAnswer>(repairPaths.lookup, { account_id: accountId, serial }, { signal });
}

/**
 * Answers a repair's quote; afterwards the repair's detail, the repair list and the repair widgets
 * are read again (every query under 'repairs'), and the repair bank's history.
 */
export function useAnswerQuote(repairNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuoteAnswerRequest) => api.post<TRepairDetail>(repairPaths.quote(repairNumber), body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['repairs'] }),
        // An accepted repair bank quote adds a pending charge to the bank's history.
        queryClient.invalidateQueries({ queryKey: [repairBankHistoryList.name] }),
      ]),
  });
}
