import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { matchLocale } from '../../shared/i18n/locales.ts';
import { GlobalProgress } from './shell/global-progress.tsx';
import { SessionCountdown } from './shell/session-countdown.tsx';
import { SessionExpiredModal } from './shell/session-expired-modal.tsx';
import { LogoutNotification } from './shell/logout-notification.tsx';
import { useLocale } from '../lib/locale.tsx';
import { useSession } from '../lib/session.tsx';
import { SessionUnavailablePage } from './session-unavailable-page.tsx';

/** Above every route: session popups, the profile language and time zone, and the global loading indicator. */
export function RootLayout() {
  const session = useSession();
  const { locale, chosenByUrl, setLocale, setChosenTimeZone } = useLocale();
  const preferred = matchLocale(session.status?.user.preferences.locale);
  const chosenTimeZone = session.status?.user.preferences.timeZone;
  // The zone the user chose in User Settings; signed out or none chosen, the browser's.
  useEffect(() => setChosenTimeZone(chosenTimeZone), [chosenTimeZone, setChosenTimeZone]);
  useEffect(() => {
    // user.preferences.locale sets the language (spec section 7) unless the address just chose one.
    if (preferred && preferred !== locale && !chosenByUrl) void setLocale(preferred);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the profile's preference changes
  }, [preferred]);
  return (
    <>
      <GlobalProgress />
      <Suspense
        fallback={
          <Center mih="50vh">
            <Loader />
          </Center>
        }
      >
        {!session.status && session.sessionFetchingError ? (
          // Not signed out: the portal did not answer (a 401 is no error). The address is kept.
          <SessionUnavailablePage error={session.sessionFetchingError} onRetry={session.refresh} />
        ) : (
          <Outlet />
        )}
      </Suspense>
      <SessionCountdown />
      <SessionExpiredModal />
      <LogoutNotification />
    </>
  );
}
