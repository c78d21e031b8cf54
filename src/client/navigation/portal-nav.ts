import { PORTAL_PATHS, type PortalPath } from '../../domain/app-paths';

/** Where a public page is linked from: the tabs (spec §2 "in tabs"), the drawer's "more", or under /aerodromo. */
type PortalPlace = 'tab' | 'more' | 'aerodrome';

/**
 * A public page, described once: its route, its label (`common:nav.<key>`) and where the portal links it. The router
 * (App.tsx, with each page's code from portal/routes.tsx), the tabs, the drawer, the footer, /aerodromo and the command
 * palette all read this table.
 */
export interface PortalPage {
  /** From the domain's table of addresses, which the server reads too (it answers any other address with 404). */
  path: PortalPath;
  /** Label key under common:nav; absent for pages reached only from links (e-mails, other pages). */
  key?: string;
  place?: PortalPlace;
  /** Also in the footer. */
  footer?: boolean;
  /**
   * The page uses none of Refine's hooks: it renders outside Refine, so a first visit to it does not download and
   * evaluate the data layer's code (Refine, react-query: ~50 ms of a phone's main thread at 4× slower CPU, ×4).
   */
  withoutRefine?: true;
}

// In the order the tabs, the drawer and the footer show them.
export const PORTAL_PAGES = [
  { path: PORTAL_PATHS.home, key: 'home', place: 'tab' },
  { path: PORTAL_PATHS.plans, key: 'plans', place: 'tab' },
  { path: PORTAL_PATHS.documents, key: 'documents', place: 'tab' },
  { path: PORTAL_PATHS.legislation, key: 'legislation', place: 'tab' },
  { path: PORTAL_PATHS.preAnalysis, key: 'preAnalysis', place: 'tab', withoutRefine: true },
  { path: PORTAL_PATHS.tacs, key: 'tacs', place: 'tab' },
  { path: PORTAL_PATHS.sysaga, key: 'sysaga', place: 'tab' },
  { path: PORTAL_PATHS.opea, key: 'opea', place: 'more', footer: true },
  { path: PORTAL_PATHS.aerodrome, key: 'aerodrome', place: 'more', footer: true },
  { path: PORTAL_PATHS.aerodromeRegistration, key: 'aerodromeRegistration', place: 'aerodrome' },
  { path: PORTAL_PATHS.aerodromeChange, key: 'aerodromeChange', place: 'aerodrome' },
  { path: PORTAL_PATHS.aerodromeOperation, key: 'aerodromeOperation', place: 'aerodrome' },
  { path: PORTAL_PATHS.masterPlan, key: 'masterPlan', place: 'aerodrome' },
  { path: PORTAL_PATHS.faq, key: 'faq', place: 'more', footer: true },
  { path: PORTAL_PATHS.support, key: 'support', place: 'more', footer: true },
  { path: PORTAL_PATHS.subscriptionConfirm },
  { path: PORTAL_PATHS.subscriptionCancel },
] as const satisfies readonly PortalPage[];

/** The path of a public page of the table (portal/routes.tsx gives each its code). */
export type PortalPagePath = (typeof PORTAL_PAGES)[number]['path'];

/** A link of the public portal; `key` names its label in common:nav. */
export interface PortalLink {
  path: string;
  key: string;
  children?: readonly PortalLink[];
}

/** The links of the pages placed at `place`, from the one table of public pages (above). */
function linksAt(filter: (page: PortalPage) => boolean): PortalLink[] {
  return (PORTAL_PAGES as readonly PortalPage[])
    .filter((page) => page.key && filter(page))
    .map((page) => ({
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
