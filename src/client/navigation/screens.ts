import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import type { ComponentType } from 'react';
import { documentationScreen, guideScreen } from '../admin/admin-pages';
import { auditScreen } from '../admin/audit';
import { complaintsScreen } from '../admin/complaints';
import { dashboardScreen } from '../admin/dashboard';
import { demoScreens } from '../admin/demos';
import { flowchartScreen } from '../admin/flowchart';
import { i18nScreen } from '../admin/i18n';
import { logsScreen } from '../admin/logs';
import { outboxScreen } from '../admin/outbox';
import { permissionScreens } from '../admin/permissions';
import { planManagementScreen } from '../admin/plan-management';
import { roadmapScreen } from '../admin/roadmap';
import { tacManagementScreen } from '../admin/tac-management';
import { themeScreen } from '../admin/theme';
import { usersScreen } from '../admin/users';
import type { AdminGroup } from './staff-screen';

export type { AdminGroup, StaffScreen } from './staff-screen';

/**
 * THE registry of the internal area (spec §2): every staff screen once, in menu order. Routes, menu, breadcrumbs,
 * route guard, command palette and Refine's resources are derived from it. Each entry comes from its folder's
 * index.ts; components are lazy, so the public shell can import this (to tell internal paths apart) without
 * downloading any screen.
 */
export const ADMIN_SCREENS = [
  dashboardScreen,
  complaintsScreen,
  flowchartScreen,
  planManagementScreen,
  tacManagementScreen,
  logsScreen,
  outboxScreen,
  usersScreen,
  auditScreen,
  documentationScreen,
  guideScreen,
  roadmapScreen,
  themeScreen,
  i18nScreen,
  ...permissionScreens,
  ...demoScreens,
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenKey = AdminScreen['key'];

/** The menu's groups, in order: their label is admin:nav.groups.<name>. */
export const ADMIN_GROUPS: readonly { name: AdminGroup; icon: ComponentType }[] = [
  { name: 'administration', icon: AdminPanelSettingsIcon },
  { name: 'permissions', icon: SecurityIcon },
  { name: 'demos', icon: ScienceIcon },
];

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

/** The screen with a Refine identifier (a menu item's or a route's resource). */
export function adminScreenById(id: string | undefined): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => (screen.id ?? screen.key) === id);
}
