import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDashboardLayout, TDashboardLayoutAnswer } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/http.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

const layoutKey = (accountId: string) => ['dashboard-layout', accountId] as const;

/**
 * The user's saved dashboard layout on an account (null: the default), and a save that shows at
 * once and goes back to the previous layout, with a message, when the server refuses it.
 */
export function useDashboardLayout(accountId: string) {
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const query = useQuery({
    queryKey: layoutKey(accountId),
    queryFn: ({ signal }) =>
      api.get<TDashboardLayoutAnswer>('/mapi/dashboard/layout', { account_id: accountId }, { signal }),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (layout: TDashboardLayout) =>
      api.put<TDashboardLayoutAnswer>('/mapi/dashboard/layout', layout, { query: { account_id: accountId } }),
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: layoutKey(accountId) });
      const previous = queryClient.getQueryData<TDashboardLayoutAnswer>(layoutKey(accountId));
      queryClient.setQueryData<TDashboardLayoutAnswer>(layoutKey(accountId), { layout });
      return { previous };
    },
    onError: (error, _layout, context) => {
      queryClient.setQueryData(layoutKey(accountId), context?.previous);
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });
  return { query, save };
}
