import dayjs from 'dayjs';
import type { TLocale } from '../../../shared/i18n/locales.ts';

/**
 * The dayjs locale of each interface language (month and weekday names of the calendar), loaded
 * when a calendar first opens in that language. en-US is dayjs's built-in 'en'; es-419 uses 'es'
 * (the same month and day names).
 */
const LOADERS: Record<Exclude<TLocale, 'en-US'>, [string, () => Promise<unknown>]> = {
  'en-GB': ['en-gb', () => import('dayjs/locale/en-gb')],
  'es-ES': ['es', () => import('dayjs/locale/es')],
  'de-DE': ['de', () => import('dayjs/locale/de')],
  'es-419': ['es', () => import('dayjs/locale/es')],
  'fr-CA': ['fr-ca', () => import('dayjs/locale/fr-ca')],
  'fr-FR': ['fr', () => import('dayjs/locale/fr')],
  'it-IT': ['it', () => import('dayjs/locale/it')],
  'pl-PL': ['pl', () => import('dayjs/locale/pl')],
  'pt-BR': ['pt-br', () => import('dayjs/locale/pt-br')],
  'pt-PT': ['pt', () => import('dayjs/locale/pt')],
  'ru-RU': ['ru', () => import('dayjs/locale/ru')],
  'ja-JP': ['ja', () => import('dayjs/locale/ja')],
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-TW': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  'ko-KR': ['ko', () => import('dayjs/locale/ko')],
};

const loads = new Map<TLocale, Promise<string>>();

/**
 * The dayjs locale of `locale`, registered with dayjs: its name, once loaded. One promise per
 * language, so a component can wait for it with React's `use`; a locale file that fails to load
 * fails the component like a chunk of its own.
 */
export function dayjsLocale(locale: TLocale): Promise<string> {
  let load = loads.get(locale);
  if (!load) {
    load = loadDayjsLocale(locale);
    loads.set(locale, load);
  }
  return load;
}

async function loadDayjsLocale(locale: TLocale): Promise<string> {
  if (locale === 'en-US') return 'en';
  const [name, load] = LOADERS[locale];
  await load();
  // The locale files register themselves on the dayjs they import; make sure it is this one.
  if (!dayjs.Ls[name]) throw new Error(`dayjs locale ${name} did not register`);
  return name;
}
