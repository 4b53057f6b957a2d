import { useQuery } from '@tanstack/react-query';
import type { TLoginProviders } from '../../../../shared/contracts/session.ts';
import { api } from '../../../lib/http.ts';

/** Which sign-in options the server has configured. */
export function useLoginProviders() {
  return useQuery({
    queryKey: ['login-providers'],
    queryFn: () => api.get<TLoginProviders>('/mapi/auth/providers'),
  });
}
