import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { TAccount, TStatus } from '../../shared/contracts/session.ts';
import { SESSION_HINT_COOKIE } from '../../shared/domain/session-hint.ts';
import { mergeAccountDetails } from './session-accounts.ts';
import { requestedLocationFor } from './requested-location.ts';
import {
  ApiError,
  announceSignedInAs,
  announceSignOut,
  api,
  onSessionActivity,
  onSignInInOtherTab,
  onSignOutInOtherTab,
  onUnauthorized,
} from './http.ts';

const REQUESTED_LOCATION_KEY = 'requestedLocation';
export const ACCOUNT_STORAGE_KEY = 'account';
/** Where a sign-out leads: the login page with the "signed out" notice. */
export const SIGNED_OUT_PATH = '/login?loggedOut=1';

/** Keeps the location at expiry; read once after the next login, then removed (spec section 4). */
export function saveRequestedLocation(): void {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/login')) return;
  sessionStorage.setItem(REQUESTED_LOCATION_KEY, pathname + search + hash);
}

/**
 * The location kept at expiry, once: '/' when there is none, or when it is in an account the
 * person now signed in does not hold (someone else signed in on the same tab: they land on their
 * own first account, not on a no-access page).
 */
export function takeRequestedLocation(accountIds: ReadonlySet<string>): string {
  const saved = sessionStorage.getItem(REQUESTED_LOCATION_KEY);
  sessionStorage.removeItem(REQUESTED_LOCATION_KEY);
  return requestedLocationFor(saved, accountIds);
}


interface TSessionContext {
  /** The session's status; its accounts hold the account details read since (`useAccountDetails`). */
  status: TStatus | undefined;
  /** True while the first status call is under way. */
  isFetchingSession: boolean;
  /** An error other than 401 while fetching the session. */
  sessionFetchingError: ApiError | undefined;
  sessionExpired: boolean;
  /** The session that expired had reached its absolute end (no activity could have kept it). */
  endedAtLimit: boolean;
  /** Epoch ms of idle expiry, or undefined when signed out. */
  expiresAt: number | undefined;
  refresh(): Promise<void>;
  /**
   * The session now acts as another user (a proxy session started or ended): every answer kept
   * for the previous one is dropped, and the status read again.
   */
  changeUser(): Promise<void>;
  /** Ends the session in this tab; `atLimit` when it reached its absolute end rather than idled out. */
  expire(atLimit?: boolean): void;
  logout(): Promise<void>;
  accountById(id: string | undefined): TAccount | undefined;
  /**
   * Account details the server answered while the session acted as this user: merged into the
   * session's account or appended to its list (for another user than the current one, dropped).
   */
  addAccountDetails(userId: string, details: TAccount): void;
}

const SessionContext = createContext<TSessionContext | null>(null);

export function useSession(): TSessionContext {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

export const STATUS_QUERY_KEY = ['session-status'] as const;

/** Whether the browser holds a session cookie (the server's readable hint, platform/session-hint.ts). */
function hasSessionHint(): boolean {
  return document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
}

/**
 * The session status query, also started by main.tsx before the catalogue arrives, so a signed-in
 * page does not wait for the first render to ask for it.
 */
export const statusQuery = {
  queryKey: STATUS_QUERY_KEY,
  queryFn: async () => {
    // No session cookie, no question: the 401 would be a console error on the login page.
    if (!hasSessionHint()) return null;
    try {
      return await api.get<TStatus>('/mapi/index/status', undefined, { ignoreUnauthorized: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return null;
      throw e;
    }
  },
  retry: false,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
};

/**
 * Session state of spec section 4: restored by GET /mapi/index/status; a 401 there means signed
 * out (not an error); a 401 from any later call expires the session and keeps the location.
 */
export function SessionProvider(props: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [sessionExpired, setSessionExpired] = useState(false);
  const [endedAtLimit, setEndedAtLimit] = useState(false);
  const [expiresAt, setExpiresAt] = useState<number | undefined>(undefined);
  /** The account details read for this user (the acting one when proxying), merged into the status. */
  const [details, setDetails] = useState<{ userId: string; accounts: TAccount[] } | undefined>(undefined);
  const query = useQuery(statusQuery);
  const fetched = query.data ?? undefined;
  const status = useMemo(
    () =>
      fetched && details?.userId === fetched.user.id
        ? { ...fetched, accounts: details.accounts.reduce(mergeAccountDetails, fetched.accounts) }
        : fetched,
    [fetched, details],
  );
  const statusRef = useRef(status);
  statusRef.current = status;
  const sessionExpiredRef = useRef(sessionExpired);
  sessionExpiredRef.current = sessionExpired;

  useEffect(() => {
    if (fetched) {
      setExpiresAt(fetched.session.expiresAt);
      setSessionExpired(false);
      setEndedAtLimit(false);
      // Each new status (a sign-in, a first load, a proxy started or ended) is news to the other
      // tabs; those already showing this user and not expired ignore it.
      announceSignedInAs(fetched.user.id);
    } else {
      setExpiresAt(undefined);
      setDetails(undefined);
    }
  }, [fetched]);

  const addAccountDetails = useCallback((userId: string, account: TAccount) => {
    if (userId !== statusRef.current?.user.id) return;
    setDetails((kept) => ({
      userId,
      accounts: mergeAccountDetails(kept?.userId === userId ? kept.accounts : [], account),
    }));
  }, []);

  const expire = useCallback((atLimit = false) => {
    if (!statusRef.current) return;
    saveRequestedLocation();
    setSessionExpired(true);
    // Of several 401s at once, any that says the absolute end was reached says why.
    setEndedAtLimit((was) => was || atLimit);
    setExpiresAt(undefined);
  }, []);

  useEffect(
    () => onUnauthorized((code) => expire(code === 'ServerValidation.401SessionLifetimeEnded')),
    [expire],
  );
  useEffect(() => onSessionActivity((at) => statusRef.current && setExpiresAt(at)), []);
  // Signed out in another tab: a full page load drops every cached answer of the signed-out user.
  useEffect(
    () =>
      onSignOutInOtherTab(() => {
        if (statusRef.current) window.location.assign(SIGNED_OUT_PATH);
      }),
    [],
  );
  // Another tab signed in, or its session now acts as another user (proxy): this tab's cookie is
  // that session's. A tab signed out or expired for the same person loads its page again; a tab
  // showing someone else goes to the home page, as the tab that changed it did (its page may
  // belong to an account the new user does not hold).
  useEffect(
    () =>
      onSignInInOtherTab((userId) => {
        const shown = statusRef.current?.user.id;
        if (shown === userId && !sessionExpiredRef.current) return;
        if (shown && shown !== userId) window.location.assign('/');
        else window.location.reload();
      }),
    [],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
  }, [queryClient]);

  const changeUser = useCallback(async () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== STATUS_QUERY_KEY[0] });
    await queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
  }, [queryClient]);

  const logout = useCallback(async () => {
    const user = statusRef.current?.user;
    if (user && user.loginMethod !== 'local' && user.loginMethod !== 'proxy' && !user.useLocal) {
      // The other tabs are told now: they would otherwise learn it from their next request's 401
      // and say the session expired for inactivity. The navigation reaches the server long before
      // another tab has loaded the login page and asked for the session.
      announceSignOut();
      window.location.assign('/mapi/auth/sso_logout');
      return;
    }
    await api.post('/mapi/auth/local_logout', {}, { ignoreUnauthorized: true }).catch(() => undefined);
    announceSignOut();
    sessionStorage.removeItem(REQUESTED_LOCATION_KEY);
    queryClient.setQueryData(STATUS_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== STATUS_QUERY_KEY[0] });
  }, [queryClient]);

  const value = useMemo<TSessionContext>(
    () => ({
      status,
      isFetchingSession: query.isPending,
      sessionFetchingError: query.error instanceof ApiError ? query.error : undefined,
      sessionExpired,
      endedAtLimit,
      expiresAt,
      refresh,
      changeUser,
      expire,
      logout,
      accountById: (id) => status?.accounts.find((a) => a.account_id === id),
      addAccountDetails,
    }),
    [
      status,
      query.isPending,
      query.error,
      sessionExpired,
      endedAtLimit,
      expiresAt,
      refresh,
      changeUser,
      expire,
      logout,
      addAccountDetails,
    ],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

/**
 * An account's details (GET /mapi/accounts/details, fetched again after the cache's 5 minutes),
 * merged into the session's account (spec section 4), so every screen showing the account shows
 * what the details said.
 */
export function useAccountDetails(
  account: Pick<TAccount, 'account_id' | 'technology'>,
  opts: { throwOnError?: boolean } = {},
) {
  const { status, addAccountDetails } = useSession();
  const userId = status?.user.id ?? '';
  return useQuery({
    queryKey: ['account-details', account.account_id],
    queryFn: async ({ signal }) => {
      const details = await api.get<TAccount>(
        '/mapi/accounts/details',
        { account_number: account.account_id, technology: account.technology },
        { signal },
      );
      addAccountDetails(userId, details);
      return details;
    },
    throwOnError: opts.throwOnError,
  });
}
