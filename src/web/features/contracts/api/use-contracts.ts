import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractList,
  coverageList,
  type TContractDetail,
  type TRenewalAnswerRequest,
  type TRenewalRequest,
} from '../../../../shared/contracts/contracts.ts';
import { api } from '../../../lib/http.ts';

/** The contract API routes (server module contracts). */
export const contractPaths = {
  detail: (contractNumber: string) => `/mapi/contracts/${encodeURIComponent(contractNumber)}`,
  renewal: (contractNumber: string) => `/mapi/contracts/${encodeURIComponent(contractNumber)}/renewal`,
  answer: (contractNumber: string) => `/mapi/contracts/${encodeURIComponent(contractNumber)}/renewal/answer`,
};

/** One contract with its services and latest renewal; another account's is refused (404). */
export function useContractDetail(accountId: string, contractNumber: string) {
  return useQuery({
    queryKey: ['contracts', 'detail', accountId, contractNumber],
    queryFn: ({ signal }) =>
      api.get<TContractDetail>(contractPaths.detail(contractNumber), { account_id: accountId }, { signal }),
    retry: false,
  });
}

/**
 * Asks for a contract's renewal; afterwards the contract's detail and the contract and coverage
 * lists are read again (the list shows the renewal pending).
 */
export function useRequestRenewal(contractNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRenewalRequest) => api.post<TContractDetail>(contractPaths.renewal(contractNumber), body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
        queryClient.invalidateQueries({ queryKey: [contractList.name] }),
        queryClient.invalidateQueries({ queryKey: [coverageList.name] }),
      ]),
  });
}

/** Records the back office's answer to the pending renewal (vendor staff with access to all accounts). */
export function useRecordRenewalAnswer(contractNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRenewalAnswerRequest) => api.post<TContractDetail>(contractPaths.answer(contractNumber), body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
        queryClient.invalidateQueries({ queryKey: [contractList.name] }),
        queryClient.invalidateQueries({ queryKey: [coverageList.name] }),
      ]),
  });
}
