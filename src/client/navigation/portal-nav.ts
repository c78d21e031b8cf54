import { PORTAL_PAGES, type PortalPage } from '../portal/routes';

/** A link of the public portal; `key` names its label in common:nav. */
export interface PortalLink {
  path: string;
  key: string;
  children?: readonly PortalLink[];
}

/** The links of the pages placed at `place`, from the one table of public pages (portal/routes.tsx). */
function linksAt(filter: (page: PortalPage) => boolean): PortalLink[] {
  return PORTAL_PAGES.filter((page) => page.key && filter(page)).map((page) => ({
    path: page.path,
    key: page.key!,
    ...(page.path === '/aerodromo' ? { children: AERODROME_LINKS } : {}),
  }));
}

export const AERODROME_LINKS: readonly PortalLink[] = linksAt((page) => page.place === 'aerodrome');

/** The routes spec §2 marks "in tabs", in the spec's order. */
export const PORTAL_TABS: readonly PortalLink[] = linksAt((page) => page.place === 'tab');

/** Public pages outside the tabs, listed in the drawer (the aerodrome processes under /aerodromo). */
export const PORTAL_MORE_LINKS: readonly PortalLink[] = linksAt((page) => page.place === 'more');

export const FOOTER_LINKS: readonly PortalLink[] = linksAt((page) => page.footer === true).map(({ path, key }) => ({ path, key }));

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/inicio' : trimmed;
}

/** The tab of the current page, or false when the page is not in the tabs. */
export function activeTab(pathname: string): string | false {
  const current = normalise(pathname);
  return PORTAL_TABS.find((tab) => current === tab.path || current.startsWith(`${tab.path}/`))?.path ?? false;
}

export function isCurrent(pathname: string, path: string): boolean {
  return normalise(pathname) === path;
}
