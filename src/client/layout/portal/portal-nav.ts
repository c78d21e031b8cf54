/** A link of the public portal; `key` names its label in common:nav. */
export interface PortalLink {
  path: string;
  key: string;
  children?: readonly PortalLink[];
}

/** The routes spec §2 marks "in tabs", in the spec's order. */
export const PORTAL_TABS: readonly PortalLink[] = [
  { path: '/inicio', key: 'home' },
  { path: '/planos', key: 'plans' },
  { path: '/documentos', key: 'documents' },
  { path: '/legislacao', key: 'legislation' },
  { path: '/preanalise', key: 'preAnalysis' },
  { path: '/tac', key: 'tacs' },
  { path: '/sysaga', key: 'sysaga' },
];

export const AERODROME_LINKS: readonly PortalLink[] = [
  { path: '/aerodromo/inscricao', key: 'aerodromeRegistration' },
  { path: '/aerodromo/alteracao', key: 'aerodromeChange' },
  { path: '/aerodromo/exploracao', key: 'aerodromeOperation' },
  { path: '/aerodromo/plano-diretor', key: 'masterPlan' },
];

/** Public pages outside the tabs, listed in the drawer. */
export const PORTAL_MORE_LINKS: readonly PortalLink[] = [
  { path: '/opea', key: 'opea' },
  { path: '/aerodromo', key: 'aerodrome', children: AERODROME_LINKS },
  { path: '/duvidas', key: 'faq' },
  { path: '/atendimento', key: 'support' },
];

export const FOOTER_LINKS: readonly PortalLink[] = [
  { path: '/opea', key: 'opea' },
  { path: '/aerodromo', key: 'aerodrome' },
  { path: '/duvidas', key: 'faq' },
  { path: '/atendimento', key: 'support' },
];

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
