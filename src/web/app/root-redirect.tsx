import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { accountOptions, chooseAccount, type TTechnology } from '../../shared/domain/accounts.ts';
import { screenPath } from '../lib/screens.ts';
import { ACCOUNT_STORAGE_KEY, useSession } from '../lib/session.tsx';

/**
 * `/`: the account of spec section 4 — the stored id if allowed, else the first allowed (usable)
 * account in label order, else the first account.
 */
export function RootRedirect() {
  const session = useSession();
  if (session.isFetchingSession) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }
  const status = session.status;
  if (!status) return <Navigate to="/login" replace />;
  if (!status.user.termsAccepted) return <Navigate to="/terms" replace />;
  if (!status.accounts.length) return <Navigate to="/no-access" replace />;
  const sorted = accountOptions(
    status.accounts.map((a) => ({ id: a.account_id, name: a.name, technology: a.technology as TTechnology })),
  );
  const allowed = new Set(
    status.accounts.filter((a) => !a.locked && a.customer360Associated).map((a) => a.account_id),
  );
  const id = chooseAccount(
    sorted.map((o) => ({ id: o.value })),
    allowed,
    localStorage.getItem(ACCOUNT_STORAGE_KEY),
  );
  return <Navigate to={screenPath(id!, 'Dashboard')} replace />;
}
