import { createElement } from 'react';
import type { Role } from '../../domain/access';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import type { AdminScreenKey } from '../navigation/screens';

const rolePage = (role: Role) => lazyPage(() => import('./permissions/RolePage').then((m) => () => createElement(m.RolePage, { role })));

/**
 * What each staff screen of the registry (navigation/screens.ts) renders: one lazy page per key, each its own chunk,
 * downloaded when first visited. A screen without its page here does not compile.
 */
export const ADMIN_PAGES: Record<AdminScreenKey, LazyPage> = {
  dashboard: lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
  complaints: lazyPage(() => import('./complaints/ComplaintList').then((m) => m.ComplaintList)),
  flowchart: lazyPage(() => import('./flowchart/FlowchartPage').then((m) => m.FlowchartPage)),
  planManagement: lazyPage(() => import('./plan-management/PlanManagementList').then((m) => m.PlanManagementList)),
  tacManagement: lazyPage(() => import('./tac-management/TacManagementList').then((m) => m.TacManagementList)),
  logs: lazyPage(() => import('./logs/LogList').then((m) => m.LogList)),
  outbox: lazyPage(() => import('./outbox/OutboxList').then((m) => m.OutboxList)),
  users: lazyPage(() => import('./users/UserList').then((m) => m.UserList)),
  audit: lazyPage(() => import('./audit/AuditList').then((m) => m.AuditList)),
  documentation: lazyPage(() => import('./admin-pages/pages').then((m) => m.DocumentationPage)),
  guide: lazyPage(() => import('./admin-pages/pages').then((m) => m.GuidePage)),
  roadmap: lazyPage(() => import('./roadmap/RoadmapList').then((m) => m.RoadmapList)),
  theme: lazyPage(() => import('./theme/ThemePage').then((m) => m.ThemePage)),
  i18n: lazyPage(() => import('./i18n/I18nPage').then((m) => m.I18nPage)),
  permissionAdministrador: rolePage('Administrador'),
  permissionInterno: rolePage('Interno'),
  permissionExterno: rolePage('Externo'),
  vuetify: lazyPage(() => import('./demos/VuetifyDemosPage').then((m) => m.VuetifyDemosPage)),
  nested: lazyPage(() => import('./demos/NestedPage').then((m) => m.NestedPage)),
  components: lazyPage(() => import('./demos/ComponentsPage').then((m) => m.ComponentsPage)),
  charts: lazyPage(() => import('./demos/ChartsPage').then((m) => m.ChartsPage)),
};
