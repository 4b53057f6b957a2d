import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  matchLocale,
  type TLocale,
} from '../../shared/i18n/locales.ts';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/i18n/locales');

const catalogues = new Map<TLocale, Record<string, string>>();
const formatters = new Map<string, IntlMessageFormat>();

function catalogue(locale: TLocale): Record<string, string> {
  let c = catalogues.get(locale);
  if (!c) {
    const file = path.join(localesDir, `${locale}.json`);
    c = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    catalogues.set(locale, c);
  }
  return c;
}

/** Formats message `id` in `locale`, falling back to en-US, then to the id itself. */
export function translate(locale: TLocale, id: string, values?: Record<string, string | number>): string {
  const text = catalogue(locale)[id] ?? catalogue(DEFAULT_LOCALE)[id];
  if (text === undefined) return id;
  const key = `${locale}\u0000${id}`;
  let f = formatters.get(key);
  if (!f) {
    f = new IntlMessageFormat(text, locale);
    formatters.set(key, f);
  }
  return String(f.format(values));
}

/** The request's language: the locale cookie, else Accept-Language, else en-US. */
export function requestLocale(req: FastifyRequest): TLocale {
  const fromCookie = matchLocale(req.cookies?.[LOCALE_COOKIE]);
  return fromCookie ?? localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}
