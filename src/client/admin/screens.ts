/** The internal area's screens (spec §2): path and key of its texts in admin:screens. Small on purpose: the shell imports it. */
export const ADMIN_SCREENS = [
  { path: '/dashboard', key: 'dashboard' },
  { path: '/denuncias', key: 'complaints' },
  { path: '/fluxograma', key: 'flowchart' },
  { path: '/logs', key: 'logs' },
  { path: '/user', key: 'users' },
  { path: '/documentation', key: 'documentation' },
  { path: '/guide', key: 'guide' },
  { path: '/roadmap', key: 'roadmap' },
  { path: '/theme', key: 'theme' },
  { path: '/i18n', key: 'i18n' },
  { path: '/permission/Administrador', key: 'permissionAdministrador' },
  { path: '/permission/Interno', key: 'permissionInterno' },
  { path: '/permission/Externo', key: 'permissionExterno' },
  { path: '/vuetify', key: 'vuetify' },
  { path: '/nested', key: 'nested' },
  { path: '/components', key: 'components' },
  { path: '/charts', key: 'charts' },
] as const;

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

/** Whether a path belongs to the internal area (matched like the router does: case-insensitive, trailing slash ignored). */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ADMIN_SCREENS.some((screen) => screen.path.toLowerCase() === path);
}
