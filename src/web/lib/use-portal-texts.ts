import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShownTexts } from '../../shared/contracts/portal-texts.ts';
import { api } from './http.ts';
import { useLocale } from './locale.tsx';
import { useLiveEvent } from './use-live-events.ts';

/** The query key of the texts staff write (banner, static texts): every language's answer. */
export const PORTAL_TEXTS_KEY = ['portal-texts'] as const;

/** The top banner and static texts that are on, as HTML rendered by the server, in `locale`. */
export function portalTextsQuery(locale: string) {
  return queryOptions({
    queryKey: [...PORTAL_TEXTS_KEY, locale],
    queryFn: ({ signal }) => api.get<TShownTexts>('/mapi/texts', { locale }, { signal, silent: true }),
  });
}

/** The texts in the interface language (shell banner, dashboard welcome, footer contact). */
export function usePortalTexts() {
  const { locale } = useLocale();
  return useQuery(portalTextsQuery(locale));
}

/** Whether the text changed since `hidden` (the `updatedAt` a user hid it at). */
export function changedSince(updatedAt: string, hidden: string | null): boolean {
  return hidden !== updatedAt;
}

/**
 * Asks again for the texts when staff change the banner or a static text (live events for every
 * account): every page shows the change without a reload.
 */
export function useLivePortalTexts(accountId: string): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: PORTAL_TEXTS_KEY });
  useLiveEvent(accountId, 'banner', refresh);
  useLiveEvent(accountId, 'static-text', refresh);
}
