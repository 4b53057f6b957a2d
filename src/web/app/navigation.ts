import { buildPath } from '../../shared/domain/route-paths.ts';
import type { TMessageDescriptor } from '../../shared/i18n/define.ts';
import { NAV_GROUP_ORDER, navGroupMessages, type TNavGroupKey } from '../lib/menu-groups.ts';
import { screenPath, type TNavContext, type TScreen, type TScreenKey } from '../lib/screens.ts';
import { SCREENS } from './features.ts';

/** The static part of a route pattern (`Orders/:detail?` -> `Orders`). */
const staticPart = (path: string) => path.split('/:')[0]!;

/**
 * Index paths that lead to the first screen of their area (an unsupplied parameter is dropped):
 * each from the screen that names it as its `areaIndex`.
 */
export const SCREEN_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  (SCREENS as readonly TScreen[]).flatMap((s) => (s.areaIndex ? [[s.areaIndex, staticPart(s.path)]] : [])),
);

/** Menu order: the group's place in NAV_GROUP_ORDER (top-level items first), then the screen's order. */
function byMenuPlace(a: TScreen, b: TScreen): number {
  const rank = (s: TScreen) => (s.group ? NAV_GROUP_ORDER.indexOf(s.group) : -1);
  return rank(a) - rank(b) || (a.order ?? 0) - (b.order ?? 0);
}

/** The screens in menu order (a stable sort: screens outside the menu keep the features' order). */
export const IN_MENU_ORDER: readonly TScreen[] = [...(SCREENS as readonly TScreen[])].sort(byMenuPlace);

/**
 * Where an area's index path (a key of SCREEN_REDIRECTS) leads this user: its usual first screen
 * when they may open it, else the first screen of the area in menu order they may open (e.g.
 * vendor staff with the User role: Administration leads to the Outbox), else the usual one, which
 * says no access.
 */
export function areaLandingPath(accountId: string, area: string, ctx: TNavContext): string {
  const usual = SCREEN_REDIRECTS[area]!;
  const isUsual = (p: string) => p === usual || p.startsWith(`${usual}/:`);
  const first =
    IN_MENU_ORDER.find((s) => isUsual(s.path) && s.visible(ctx)) ??
    // A screen needing a parameter (CaseManagement/:type) cannot be led to without one.
    IN_MENU_ORDER.find(
      (s) => s.path.startsWith(`${area}/`) && !/\/:[^/?]+(\/|$)/.test(s.path) && s.visible(ctx),
    );
  return first
    ? screenPath(accountId, first.key as TScreenKey)
    : `/${encodeURIComponent(accountId)}/${usual}`;
}

/** A menu link: a screen's own link or one of its extra links. */
export interface TNavLink {
  key: string;
  /** The path below the account (`CaseManagement/Incident`), for finding the current link. */
  to: string;
  /** The whole address (`/NA-1/CaseManagement/Incident`). */
  href: string;
  label: TMessageDescriptor;
}

/** A menu entry: a top-level link, or a group of links. */
export type TNavEntry =
  | { kind: 'link'; link: TNavLink }
  | { kind: 'group'; key: TNavGroupKey; label: TMessageDescriptor; links: TNavLink[] };

function screenLinks(accountId: string, s: TScreen): TNavLink[] {
  const links = s.links ?? [{ key: s.key, params: {}, label: s.title }];
  return links.map((l) => ({
    key: l.key,
    to: buildPath(s.path, l.params),
    href: buildPath(`/:accountId/${s.path}`, { ...l.params, accountId }),
    label: l.label,
  }));
}

/**
 * The menu for an account and user: the top-level links (Dashboard first, the others after the
 * groups) and the groups in NAV_GROUP_ORDER, each with its visible screens in their order; a group
 * with none is left out.
 */
export function visibleNav(ctx: TNavContext): TNavEntry[] {
  const shown = IN_MENU_ORDER.filter((s) => s.group !== undefined && s.visible(ctx));
  const links = (s: TScreen) => screenLinks(ctx.account.account_id, s);
  const top = shown.filter((s) => s.group === null);
  const entries: TNavEntry[] = [];
  const dashboard = top.find((s) => s.key === 'Dashboard');
  if (dashboard) entries.push({ kind: 'link', link: links(dashboard)[0]! });
  for (const key of NAV_GROUP_ORDER) {
    const inGroup = shown.filter((s) => s.group === key).flatMap(links);
    if (inGroup.length) entries.push({ kind: 'group', key, label: navGroupMessages[key], links: inGroup });
  }
  for (const s of top) if (s !== dashboard) entries.push({ kind: 'link', link: links(s)[0]! });
  return entries;
}

/** The keys of every menu link shown (for tests and the menu's data-nav attributes). */
export function visibleNavKeys(ctx: TNavContext): string[] {
  return visibleNav(ctx).flatMap((e) => (e.kind === 'link' ? [e.link.key] : e.links.map((l) => l.key)));
}
