import { RESOURCES } from './resources';

type Resource = (typeof RESOURCES)[number];

/** The spec URL of an API resource (plans → /planos), as its literal type so the path tables below stay closed unions. */
type PathOf<N extends Resource['name']> = Extract<Resource, { name: N }>['path'];
function resourcePath<N extends Resource['name']>(name: N): PathOf<N> {
  const entry: Resource | undefined = RESOURCES.find((r) => r.name === name);
  if (!entry) throw new Error(`unknown resource ${name}`);
  return entry.path as PathOf<N>;
}

/**
 * THE addresses of the browser app (spec §2), read by both sides: the client's page tables (portal/routes.tsx, the
 * staff screens) take their paths from here, and the server answers any other address with 404 (no soft 404).
 * A segment `:name` matches any one segment (record pages such as /planos/:id).
 */
export const PORTAL_PATHS = {
  home: '/inicio',
  plans: resourcePath('plans'),
  documents: '/documentos',
  legislation: '/legislacao',
  preAnalysis: '/preanalise',
  tacs: resourcePath('tacs'),
  sysaga: '/sysaga',
  opea: '/opea',
  aerodrome: '/aerodromo',
  aerodromeRegistration: '/aerodromo/inscricao',
  aerodromeChange: '/aerodromo/alteracao',
  aerodromeOperation: '/aerodromo/exploracao',
  masterPlan: '/aerodromo/plano-diretor',
  faq: '/duvidas',
  support: '/atendimento',
  subscriptionConfirm: '/inscricao/confirmar',
  subscriptionCancel: '/inscricao/cancelar',
} as const;
export type PortalPath = (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];

/** The internal area's screens (their registry is src/client/navigation/screens.ts). */
export const STAFF_PATHS = {
  dashboard: '/dashboard',
  complaints: resourcePath('complaints'),
  flowchart: '/fluxograma',
  planManagement: '/gestao/planos',
  tacManagement: '/gestao/tac',
  logs: resourcePath('logs'),
  outbox: resourcePath('outbox'),
  users: resourcePath('users'),
  audit: resourcePath('audit'),
  documentation: '/documentation',
  guide: '/guide',
  roadmap: '/roadmap',
  theme: '/theme',
  i18n: '/i18n',
  permissionAdministrador: '/permission/Administrador',
  permissionInterno: '/permission/Interno',
  permissionExterno: '/permission/Externo',
  vuetify: '/vuetify',
  nested: '/nested',
  components: '/components',
  charts: '/charts',
} as const;
export type StaffPath = (typeof STAFF_PATHS)[keyof typeof STAFF_PATHS];

/** What a record of a staff list can be opened for at an address of its own (Refine's actions of the same names). */
export type RecordAction = 'create' | 'show' | 'edit';

/**
 * The staff lists whose records have addresses of their own, and for which actions: the list stays underneath and the
 * record opens over it, so a record can be linked, reloaded and left with the browser's Back button. The client's
 * registry gives them to Refine's resources; the server answers them with 200 like the list's own address.
 */
export const STAFF_RECORD_ACTIONS = {
  complaints: ['create', 'show', 'edit'],
  planManagement: ['create', 'edit'],
  tacManagement: ['create', 'edit'],
  users: ['edit'],
  logs: ['show'],
} as const satisfies Partial<Record<keyof typeof STAFF_PATHS, readonly RecordAction[]>>;

/** A list's record address for an action, Refine's convention: /x/create, /x/show/:id, /x/edit/:id. */
export function recordPath(listPath: string, action: RecordAction): string {
  return action === 'create' ? `${listPath}/create` : `${listPath}/${action}/:id`;
}

const STAFF_RECORD_PATHS: readonly string[] = Object.entries(STAFF_RECORD_ACTIONS).flatMap(([key, actions]) =>
  actions.map((action) => recordPath(STAFF_PATHS[key as keyof typeof STAFF_RECORD_ACTIONS], action)),
);

/** The error page: /erro/<code>, one of these codes (spec §2, §8). */
const ERROR_PAGE_PATH = '/erro/:code';
export const ERROR_CODES = [301, 401, 403, 404, 500] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: number): value is ErrorCode {
  return (ERROR_CODES as readonly number[]).includes(value);
}

/** Matched like the router does: case-insensitive, a trailing slash ignored, `:name` for any one segment. */
function segments(pathname: string): string[] {
  return pathname.toLowerCase().split('/').filter(Boolean);
}

export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return wanted.length === actual.length && wanted.every((part, i) => part.startsWith(':') || part === actual[i]);
}

const APP_PATHS: readonly string[] = ['/', ...Object.values(PORTAL_PATHS), ...Object.values(STAFF_PATHS), ...STAFF_RECORD_PATHS];

/**
 * The HTTP status of a page address: 200 for a page of the app; the error page's own code for /erro/<code> when it
 * is an error status (4xx/5xx) the page knows; 404 for anything else (the app then shows its 404 page).
 */
export function pageStatus(pathname: string): number {
  if (APP_PATHS.some((pattern) => matchesPath(pattern, pathname))) return 200;
  if (matchesPath(ERROR_PAGE_PATH, pathname)) {
    const code = Number(segments(pathname)[1]);
    if (isErrorCode(code) && code >= 400) return code;
  }
  return 404;
}
