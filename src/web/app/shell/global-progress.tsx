import { Center, Loader } from '@mantine/core';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { loadingCount, onLoadingChange } from '../../lib/http.ts';

/** Quick answers do not flash the bar. */
const SHOW_AFTER_MS = 120;

const messages = defineMessages({
  loading: { id: 'Shell.loading', defaultMessage: 'Loading' },
});

/**
 * The global loading indicator (spec section 4): a thin bar at the top while a watched request
 * (see http.ts) or a page chunk is under way; it ends when all complete, fail or are cancelled.
 */
export function GlobalProgress() {
  const intl = useIntl();
  const requests = useSyncExternalStore(onLoadingChange, loadingCount);
  const navigation = useNavigation();
  const busy = requests > 0 || navigation.state === 'loading';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={intl.formatMessage(messages.loading)}
      aria-busy="true"
      data-testid="global-progress"
    />
  );
}

/**
 * What the first page load shows while the chunk of its screen arrives (the router's
 * hydrateFallbackElement), instead of an empty page.
 */
export function FirstLoadFallback() {
  const intl = useIntl();
  return (
    <Center mih="60vh" data-testid="first-load">
      <Loader aria-label={intl.formatMessage(messages.loading)} />
    </Center>
  );
}
