/** The 16 interface languages of spec section 1, in the spec's order. */
export const SUPPORTED_LOCALES = [
  'en-US',
  'en-GB',
  'es-ES',
  'de-DE',
  'es-419',
  'fr-CA',
  'fr-FR',
  'it-IT',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
] as const;

export type TLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: TLocale = 'en-US';

/** Name of the cookie that keeps the chosen language (spec section 9: 30 days). */
export const LOCALE_COOKIE = 'portal_locale';
export const LOCALE_COOKIE_DAYS = 30;

/** Each language's own name, shown in the language picker (not translated on purpose). */
export const LOCALE_NATIVE_NAMES: Record<TLocale, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Español (España)',
  'de-DE': 'Deutsch',
  'es-419': 'Español (Latinoamérica)',
  'fr-CA': 'Français (Canada)',
  'fr-FR': 'Français (France)',
  'it-IT': 'Italiano',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ru-RU': 'Русский',
  'ja-JP': '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ko-KR': '한국어',
};

/**
 * The locales as the language menus list them: by each language's own name (localeCompare under one
 * fixed collation, so the order never changes with the interface language).
 */
export const LANGUAGE_MENU_ORDER: readonly TLocale[] = [...SUPPORTED_LOCALES].sort((a, b) =>
  LOCALE_NATIVE_NAMES[a].localeCompare(LOCALE_NATIVE_NAMES[b], 'en'),
);

/**
 * Matches a requested language to a supported locale (spec section 5): an exact match wins
 * (case-insensitive, '_' accepted for '-'); a bare language code picks the first supported locale
 * with that prefix. Anything else gives undefined.
 */
export function matchLocale(requested: string | null | undefined): TLocale | undefined {
  if (!requested) return undefined;
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
}

/** Picks the first supported locale from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): TLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag && r.tag !== '*')
    .sort((a, b) => b.q - a.q);
  for (const r of ranked) {
    const found = matchLocale(r.tag);
    if (found) return found;
  }
  return undefined;
}
