import { Center, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { shouldSwitch } from '../../shared/domain/accounts.ts';
import { AppLayout } from './shell/app-layout.tsx';
import {
  LockedAccountPage,
  NoAccessPage,
  NoCustomer360Page,
} from '../features/accounts/pages/account-state-pages.tsx';
import { api } from '../lib/http.ts';
import { isLeavingProxy } from '../lib/leaving-proxy.ts';
import { ACCOUNT_STORAGE_KEY, saveRequestedLocation, useSession } from '../lib/session.tsx';

/**
 * Every /{accountId}/... screen passes here: signed in, terms accepted, the account one the user
 * may use (else the no-access page, never another account's data), not locked, associated with
 * Customer 360; the session's selected account follows the address.
 */
export function AccountScope() {
  const { accountId } = useParams();
  const session = useSession();
  const location = useLocation();
  const account = session.accountById(accountId);
  const selected = session.status?.selectedAccountId;
  const usable = account && !account.locked && account.customer360Associated;
  const switchAccount = useMutation({
    mutationFn: (a: { account_number: string; technology: string }) => api.post('/mapi/accounts/switch', a),
    // The status names the selected account (and its idle timeout): without it, coming back to the
    // first account would not switch back.
    onSuccess: () => session.refresh(),
  });
  const { mutate } = switchAccount;
  useEffect(() => {
    if (!account || !usable) return;
    localStorage.setItem(ACCOUNT_STORAGE_KEY, account.account_id);
    if (shouldSwitch(selected, account.account_id))
      mutate({ account_number: account.account_id, technology: account.technology });
  }, [account, usable, selected, mutate]);

  // Proxy mode just ended: the session still names the customer until it is read again.
  if (session.isFetchingSession || (!account && session.status?.user.isProxyUser && isLeavingProxy(location.state))) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }
  if (!session.status) {
    if (!session.sessionExpired) saveRequestedLocation();
    return <Navigate to="/login" replace />;
  }
  if (!session.status.user.termsAccepted) return <Navigate to="/terms" replace />;
  if (!account) return <NoAccessPage />;
  if (account.locked) return <LockedAccountPage account={account} />;
  if (!account.customer360Associated) return <NoCustomer360Page account={account} />;
  return (
    <AppLayout account={account}>
      <Outlet context={account} />
    </AppLayout>
  );
}
