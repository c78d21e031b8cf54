import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BugReportIcon from '@mui/icons-material/BugReport';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LayersIcon from '@mui/icons-material/Layers';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import ReportIcon from '@mui/icons-material/Report';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import TimelineIcon from '@mui/icons-material/Timeline';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { ComponentType } from 'react';
import { STAFF_PATHS } from '../../domain/app-paths';
import { defineScreen, recordActionAt, resourceScreen, screenIdentifier, type AdminGroup } from './staff-screen';

export type { AdminGroup, StaffScreen } from './staff-screen';

/** /dashboard — any signed-in user. */
export const dashboardScreen = defineScreen({ key: 'dashboard', subject: 'Dashboard', path: STAFF_PATHS.dashboard, icon: DashboardIcon });

/** /denuncias — complaints (Interno): the list; create, show and edit at their own addresses over it, delete in a dialog. */
export const complaintsScreen = defineScreen({ key: 'complaints', ...resourceScreen('complaints'), icon: ReportIcon });

/** /fluxograma — the complaint procedure as a diagram (Interno). */
const flowchartScreen = defineScreen({ key: 'flowchart', subject: 'Flowchart', path: STAFF_PATHS.flowchart, icon: AccountTreeIcon });

/**
 * /gestao/planos — staff manage and publish the plans the public /planos shows (not in spec §2, docs/decisions.md).
 * The same API resource as the public page, under its own Refine identifier so both coexist.
 */
export const planManagementScreen = defineScreen({
  key: 'planManagement',
  id: 'plan-management',
  resource: 'plans',
  subject: 'Plan',
  action: 'update',
  path: STAFF_PATHS.planManagement,
  icon: MapIcon,
});

/** /gestao/tac — staff manage and publish the TACs the public /tac shows (same API resource, its own identifier). */
export const tacManagementScreen = defineScreen({
  key: 'tacManagement',
  id: 'tac-management',
  resource: 'tacs',
  subject: 'Tac',
  action: 'update',
  path: STAFF_PATHS.tacManagement,
  icon: HandshakeIcon,
});

/** /logs — the error log (Desenvolvedor); not in the menu (spec §2: reached through the bug icon). */
export const logsScreen = defineScreen({ key: 'logs', ...resourceScreen('logs'), icon: BugReportIcon, hidden: true });

/** /outbox — the mail outbox (Desenvolvedor; not in spec §2): reached from the top bar, like /logs. */
export const outboxScreen = defineScreen({ key: 'outbox', ...resourceScreen('outbox'), icon: OutboxIcon, hidden: true });

/** /user — users and their blocking (Administrador). */
const usersScreen = defineScreen({ key: 'users', ...resourceScreen('users'), icon: PeopleIcon });

/**
 * /auditoria — the audit trail (Desenvolvedor, Administrador). Checked on `export`: Interno may read the entries of
 * the records it edits (their History panels), not browse or export the whole trail (domain/access.ts).
 */
const auditScreen = defineScreen({ key: 'audit', ...resourceScreen('audit'), action: 'export', icon: FactCheckIcon });

/** /documentation and /guide (Administrador). */
const documentationScreen = defineScreen({
  key: 'documentation',
  subject: 'Documentation',
  path: STAFF_PATHS.documentation,
  icon: DescriptionIcon,
  group: 'administration',
});
const guideScreen = defineScreen({ key: 'guide', subject: 'Guide', path: STAFF_PATHS.guide, icon: MenuBookIcon, group: 'administration' });

/** /roadmap, /theme (the portal's colour theme), /i18n (translations) — Administrador. */
const roadmapScreen = defineScreen({ key: 'roadmap', subject: 'Roadmap', path: STAFF_PATHS.roadmap, icon: TimelineIcon, group: 'administration' });
const themeScreen = defineScreen({ key: 'theme', subject: 'Theme', path: STAFF_PATHS.theme, icon: PaletteIcon, group: 'administration' });
const i18nScreen = defineScreen({ key: 'i18n', subject: 'I18n', path: STAFF_PATHS.i18n, icon: TranslateIcon, group: 'administration' });

/** /permission/<Role> — what a role may do; each role reads its own page (Desenvolvedor reads all). */
const permissionScreens = [
  defineScreen({
    key: 'permissionAdministrador',
    id: 'permission-administrador',
    subject: 'RolePage',
    role: 'Administrador',
    path: STAFF_PATHS.permissionAdministrador,
    icon: VerifiedUserIcon,
    group: 'permissions',
  }),
  defineScreen({
    key: 'permissionInterno',
    id: 'permission-interno',
    subject: 'RolePage',
    role: 'Interno',
    path: STAFF_PATHS.permissionInterno,
    icon: VerifiedUserIcon,
    group: 'permissions',
  }),
  defineScreen({
    key: 'permissionExterno',
    id: 'permission-externo',
    subject: 'RolePage',
    role: 'Externo',
    path: STAFF_PATHS.permissionExterno,
    icon: VerifiedUserIcon,
    group: 'permissions',
  }),
] as const;

/** Developer demos (Desenvolvedor): each its own chunk, with its heavy libraries. */
const demoScreens = [
  defineScreen({ key: 'vuetify', subject: 'Demo', path: STAFF_PATHS.vuetify, icon: WidgetsIcon, group: 'demos' }),
  defineScreen({ key: 'nested', subject: 'Demo', path: STAFF_PATHS.nested, icon: LayersIcon, group: 'demos' }),
  defineScreen({ key: 'components', subject: 'Demo', path: STAFF_PATHS.components, icon: ExtensionIcon, group: 'demos' }),
  defineScreen({ key: 'charts', subject: 'Demo', path: STAFF_PATHS.charts, icon: BarChartIcon, group: 'demos' }),
] as const;

/**
 * THE registry of the internal area (spec §2): every staff screen once, in menu order. Routes, menu, breadcrumbs,
 * route guard, command palette and Refine's resources are derived from it. It says what a screen is and who may open
 * it; what it renders is admin/pages.ts (one lazy page per key), so the public shell can import this (to tell
 * internal paths apart) without downloading any screen.
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

/** The screen at a path, its records' addresses included (matched like the router does: case-insensitive, trailing slash ignored). */
export function adminScreenAt(pathname: string): AdminScreen | undefined {
  const path = normalise(pathname);
  return ADMIN_SCREENS.find((screen) => screen.path.toLowerCase() === path || recordActionAt(screen, pathname) !== undefined);
}

/** Whether a path belongs to the internal area. */
export function isAdminPath(pathname: string): boolean {
  return adminScreenAt(pathname) !== undefined;
}

/** The screen with a Refine identifier (a menu item's or a route's resource). */
export function adminScreenById(id: string | undefined): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => screenIdentifier(screen) === id);
}
