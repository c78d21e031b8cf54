/**
 * The internal area's screens (spec §2): path, key of its texts in admin:screens, the (action, subject) the route
 * guard and the menu check against the ability file, and where the menu shows it. Small on purpose and free of
 * imports: the public shell imports it to tell internal paths apart.
 */
export type AdminGroup = 'administration' | 'permissions' | 'demos';

export interface AdminScreenEntry {
  path: string;
  key: string;
  subject: string;
  /** The action checked on the subject; 'read' when absent (management screens of public data check 'update'). */
  action?: 'read' | 'update';
  /** For RolePage: the role whose page it is. */
  role?: string;
  group?: AdminGroup;
  /** Not listed in the menu (spec §2: /logs, reached through the bug icon). */
  hidden?: boolean;
}

export const ADMIN_SCREENS = [
  { path: '/dashboard', key: 'dashboard', subject: 'Dashboard' },
  { path: '/denuncias', key: 'complaints', subject: 'Complaint' },
  { path: '/fluxograma', key: 'flowchart', subject: 'Flowchart' },
  // Not in spec §2 (docs/decisions.md): staff manage and publish the plans and TACs the public searches show.
  { path: '/gestao/planos', key: 'planManagement', subject: 'Plan', action: 'update' },
  { path: '/gestao/tac', key: 'tacManagement', subject: 'Tac', action: 'update' },
  { path: '/logs', key: 'logs', subject: 'Log', hidden: true },
  // Not in spec §2: where developers read the mail outbox (reached from the top bar, like /logs).
  { path: '/outbox', key: 'outbox', subject: 'Log', hidden: true },
  { path: '/user', key: 'users', subject: 'User' },
  { path: '/documentation', key: 'documentation', subject: 'Documentation', group: 'administration' },
  { path: '/guide', key: 'guide', subject: 'Guide', group: 'administration' },
  { path: '/roadmap', key: 'roadmap', subject: 'Roadmap', group: 'administration' },
  { path: '/theme', key: 'theme', subject: 'Theme', group: 'administration' },
  { path: '/i18n', key: 'i18n', subject: 'I18n', group: 'administration' },
  { path: '/permission/Administrador', key: 'permissionAdministrador', subject: 'RolePage', role: 'Administrador', group: 'permissions' },
  { path: '/permission/Interno', key: 'permissionInterno', subject: 'RolePage', role: 'Interno', group: 'permissions' },
  { path: '/permission/Externo', key: 'permissionExterno', subject: 'RolePage', role: 'Externo', group: 'permissions' },
  { path: '/vuetify', key: 'vuetify', subject: 'Demo', group: 'demos' },
  { path: '/nested', key: 'nested', subject: 'Demo', group: 'demos' },
  { path: '/components', key: 'components', subject: 'Demo', group: 'demos' },
  { path: '/charts', key: 'charts', subject: 'Demo', group: 'demos' },
] as const satisfies readonly AdminScreenEntry[];

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase();
}

/** The screen at a path (matched like the router does: case-insensitive, trailing slash ignored). */
export function adminScreenAt(pathname: string): AdminScreen | undefined {
  const path = normalise(pathname);
  return ADMIN_SCREENS.find((screen) => screen.path.toLowerCase() === path);
}

/** Whether a path belongs to the internal area. */
export function isAdminPath(pathname: string): boolean {
  return adminScreenAt(pathname) !== undefined;
}
