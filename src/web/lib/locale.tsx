import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  SUPPORTED_LOCALES,
  matchLocale,
  type TLocale,
} from '../../shared/i18n/locales.ts';
import { isTimeZone, systemTimeZone } from '../../shared/domain/time-zone.ts';

type TCatalogue = Record<string, string>;

/** One lazily loaded chunk per locale (spec section 7: dictionaries load per locale). */
const loaders = import.meta.glob<TCatalogue>('../../shared/i18n/locales/*.json', { import: 'default' });

export async function loadCatalogue(locale: TLocale): Promise<TCatalogue> {
  const load = loaders[`../../shared/i18n/locales/${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load();
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function writeLocaleCookie(locale: TLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_DAYS * 86_400}; samesite=lax`;
}

/**
 * The starting language (spec sections 2 and 5): `?locale=xx` wins, is kept in the cookie for 30
 * days and removed from the address once read; else the cookie; else the browser's languages.
 * `fromUrl` tells whether the address chose it.
 */
export function initialLocale(): { locale: TLocale; fromUrl: boolean } {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('locale');
  if (requested !== null) {
    url.searchParams.delete('locale');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const matched = matchLocale(requested);
    if (matched) {
      writeLocaleCookie(matched);
      return { locale: matched, fromUrl: true };
    }
  }
  const fromCookie = matchLocale(readCookie(LOCALE_COOKIE));
  if (fromCookie) return { locale: fromCookie, fromUrl: false };
  for (const l of navigator.languages ?? []) {
    const m = matchLocale(l);
    if (m) return { locale: m, fromUrl: false };
  }
  return { locale: DEFAULT_LOCALE, fromUrl: false };
}

interface TLocaleContext {
  locale: TLocale;
  /** Whether the address chose the language on this page load (then the profile does not override it). */
  chosenByUrl: boolean;
  setLocale(locale: TLocale): Promise<void>;
  /** The zone every date is shown in and every date filter reads (see `useTimeZone`). */
  timeZone: string;
  /** The zone the user chose (the session's `preferences.timeZone`); null or unknown: the browser's. */
  setChosenTimeZone(timeZone: string | null | undefined): void;
}

const LocaleContext = createContext<TLocaleContext | null>(null);

export function useLocale(): TLocaleContext {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale outside LocaleProvider');
  return ctx;
}

/**
 * The user's time zone (issue 29 point 4): the one chosen in User Settings, else the browser's.
 * The IntlProvider formats every date in it; lists send it as `tz` so that a date filter's days
 * are the user's days, and exports write their times in it.
 */
export function useTimeZone(): string {
  return useLocale().timeZone;
}

export function LocaleProvider(props: {
  initial: TLocale;
  chosenByUrl: boolean;
  messages: TCatalogue;
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: props.initial, messages: props.messages });
  const setLocale = useCallback(async (locale: TLocale) => {
    if (!SUPPORTED_LOCALES.includes(locale)) return;
    const messages = await loadCatalogue(locale);
    writeLocaleCookie(locale);
    document.documentElement.lang = locale;
    setState({ locale, messages });
  }, []);
  const [chosenTimeZone, setChosenTimeZone] = useState<string | null | undefined>(undefined);
  const timeZone = isTimeZone(chosenTimeZone) ? chosenTimeZone : systemTimeZone();
  const value = useMemo(
    () => ({ locale: state.locale, chosenByUrl: props.chosenByUrl, setLocale, timeZone, setChosenTimeZone }),
    [state.locale, props.chosenByUrl, setLocale, timeZone],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={state.locale}
        messages={state.messages}
        defaultLocale={DEFAULT_LOCALE}
        timeZone={timeZone}
        onError={reportIntlError}
      >
        {props.children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

function reportIntlError(err: { code?: string }): void {
  // Missing translations are caught by the catalogue test; in the browser they fall back quietly.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
}
