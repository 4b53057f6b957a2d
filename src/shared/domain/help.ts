import { DEFAULT_LOCALE, type TLocale } from '../i18n/locales.ts';

/**
 * Help links (spec section 2): the help is the static folder /help, `index.html` plus a topic
 * anchor chosen by the start of the current route without its account segment. The help exists in
 * every interface language: en-US at /help/index.html, every other locale at
 * /help/<locale>/index.html, all with the same anchors.
 */

/** The static help page in en-US, the default locale. */
export const HELP_PAGE = '/help/index.html';
/** Anchors of the legal texts in every help page (the sign-in screens link to them). */
export const PRIVACY_HELP_TOPIC = 'privacy';
export const DO_NOT_SELL_HELP_TOPIC = 'do-not-sell';

/** The static help page of a locale: HELP_PAGE for en-US, `/help/<locale>/index.html` otherwise. */
export function getHelpPage(locale: TLocale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? HELP_PAGE : `/help/${locale}/index.html`;
}

/** The help page of a locale opened at a topic; the empty topic opens it at the top, with no anchor. */
export function getHelpTopicUrl(topic: string, locale: TLocale = DEFAULT_LOCALE): string {
  const page = getHelpPage(locale);
  return topic ? `${page}#${topic}` : page;
}

/** A page of the static help in any locale: `/help/index.html` or `/help/<locale>/index.html`. */
const HELP_PAGE_PATTERN = /^\/help\/(?:[a-z]{2}-[A-Za-z0-9]{2,3}\/)?index\.html(?=$|#)/;

/**
 * A stored address in the interface language: an address on the portal's own help (as the
 * systems' documentation links are stored: the en-US page, `/help/index.html#system-astro`) moves
 * to the help page of the locale, keeping its anchor; any other address (another site's
 * documentation) is returned as it is.
 */
export function localizeHelpUrl(url: string, locale: TLocale = DEFAULT_LOCALE): string {
  return HELP_PAGE_PATTERN.test(url) ? url.replace(HELP_PAGE_PATTERN, getHelpPage(locale)) : url;
}

/** The topic of every route the list below does not name. */
export const DEFAULT_HELP_TOPIC = 'getting-started';
/** The one topic shared by notifications, settings and activities. */
export const PERSONAL_HELP_TOPIC = 'notifications-and-settings';

/** A route start and its help topic (spec section 2, "Help links"). */
export type THelpTopic = readonly [routeStart: string, topic: string];

/**
 * The help rule of spec section 2 over a table of route starts and topics (each web feature
 * declares its own in `help-topics.ts`; the web app assembles them): the topic of a route is the
 * topic of the longest route start that starts the route without its account segment, compared
 * without regard to case as the router matches paths, so `/SystemConfiguration` wins over `/System`
 * whatever the order of the table; any other route gets DEFAULT_HELP_TOPIC. The empty topic (the
 * spec's `/SystemConfiguration`) opens the help at the top (the table of contents), with no anchor.
 */
export function helpTopicRule(topics: readonly THelpTopic[]) {
  const sectionKeys = new Set(topics.map(([start]) => start.slice(1).toLowerCase()));
  const longestFirst = [...topics].sort(([a], [b]) => b.length - a.length);

  /**
   * The route without its account segment: `/NA-1/Orders/7` gives `/Orders/7`. A path whose first
   * segment is itself a section key of the table (`/Dashboard`) is already without one.
   */
  function routeWithoutAccount(pathname: string): string {
    const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
    const second = path.indexOf('/', 1);
    const first = path.slice(1, second < 0 ? undefined : second);
    if (first === '' || sectionKeys.has(first.toLowerCase())) return path;
    return second < 0 ? '/' : path.slice(second);
  }

  /** The help topic of a route: the longest route start of the table that starts it, else DEFAULT_HELP_TOPIC. */
  function getHelpTopic(pathname: string): string {
    const route = routeWithoutAccount(pathname).toLowerCase();
    const hit = longestFirst.find(([start]) => route.startsWith(start.toLowerCase()));
    return hit ? hit[1] : DEFAULT_HELP_TOPIC;
  }

  /**
   * The help address for a route in a locale: `/help/index.html#topic` in en-US,
   * `/help/<locale>/index.html#topic` in the others; no anchor for the empty topic.
   */
  function getHelpUrl(pathname: string, locale: TLocale = DEFAULT_LOCALE): string {
    return getHelpTopicUrl(getHelpTopic(pathname), locale);
  }

  return { routeWithoutAccount, getHelpTopic, getHelpUrl };
}
