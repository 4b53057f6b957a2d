import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCart,
  TCheckoutConfirmation,
  TCheckoutRequest,
  TRepairUnit,
  TRequestOptions,
} from '../../../../shared/contracts/repair-request.ts';
import { api } from '../../../lib/http.ts';

/** The repair request API routes (server module repairs, request-routes.ts). */
export const requestPaths = {
  options: '/mapi/repairs/request-options',
  cart: '/mapi/repairs/cart',
  item: (id: string) => `/mapi/repairs/cart/${encodeURIComponent(id)}`,
  checkout: '/mapi/repairs/cart/checkout',
};

const cartKey = (accountId: string) => ['repairs', 'cart', accountId];

/** Whether the account may create repairs, its customer numbers and the depots of its region. */
export function useRequestOptions(accountId: string) {
  return useQuery({
    queryKey: ['repairs', 'request-options', accountId],
    queryFn: ({ signal }) => api.get<TRequestOptions>(requestPaths.options, { account_id: accountId }, { signal }),
    retry: false,
  });
}

/** The user's repair cart on the account (kept on the server). */
export function useCart(accountId: string, enabled = true) {
  return useQuery({
    queryKey: cartKey(accountId),
    queryFn: ({ signal }) => api.get<TCart>(requestPaths.cart, { account_id: accountId }, { signal }),
    enabled,
    retry: false,
  });
}

/** Adds a unit, or replaces the unit `itemId`; the cart answered becomes the cart shown. */
export function useSaveUnit(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, unit }: { itemId?: string; unit: TRepairUnit }) =>
      itemId
        ? api.put<TCart>(requestPaths.item(itemId), { account_id: accountId, ...unit })
        : api.post<TCart>(requestPaths.cart, { account_id: accountId, ...unit }),
    onSuccess: (cart) => queryClient.setQueryData(cartKey(accountId), cart),
  });
}

/** Removes one unit (or every unit without `itemId`). */
export function useRemoveUnit(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId?: string) =>
      api.delete<TCart>(itemId ? requestPaths.item(itemId) : requestPaths.cart, undefined, {
        query: { account_id: accountId },
      }),
    onSuccess: (cart) => queryClient.setQueryData(cartKey(accountId), cart),
  });
}

/** Checks the cart out; the repairs (list, widgets) and the cart are read again. */
export function useCheckout(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TCheckoutRequest, 'account_id'>) =>
      api.post<TCheckoutConfirmation>(requestPaths.checkout, { account_id: accountId, ...body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['repairs'] }),
  });
}
