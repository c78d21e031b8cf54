import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AdminScreen } from './AdminScreen';
import { ComplaintList } from './complaints';
import { RequireAccess } from './guard/RequireAccess';
import { ADMIN_SCREENS, type AdminScreenKey } from './screens';
import { OutboxList } from './outbox';
import { LogList } from './logs';
import { UserList } from './users';
import { RolePage } from './permissions/RolePage';
import type { Role } from '../../domain/access';
import { lazyPage } from '../components/lazy-page';

/** Developer demos: each its own chunk, with its heavy libraries. */
const VuetifyDemosPage = lazyPage(() => import('./demos/VuetifyDemosPage').then((m) => m.VuetifyDemosPage));
const NestedPage = lazyPage(() => import('./demos/NestedPage').then((m) => m.NestedPage));
const ComponentsPage = lazyPage(() => import('./demos/ComponentsPage').then((m) => m.ComponentsPage));
const ChartsPage = lazyPage(() => import('./demos/ChartsPage').then((m) => m.ChartsPage));
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
const FlowchartPage = lazyPage(() => import('./flowchart/FlowchartPage').then((m) => m.FlowchartPage));
const DocumentationPage = lazyPage(() => import('./admin-pages').then((m) => m.DocumentationPage));
const GuidePage = lazyPage(() => import('./admin-pages').then((m) => m.GuidePage));
const RoadmapList = lazyPage(() => import('./roadmap').then((m) => m.RoadmapList));
const ThemePage = lazyPage(() => import('./theme').then((m) => m.ThemePage));
const I18nPage = lazyPage(() => import('./i18n').then((m) => m.I18nPage));
const PlanManagementList = lazyPage(() => import('./plan-management').then((m) => m.PlanManagementList));
const TacManagementList = lazyPage(() => import('./tac-management').then((m) => m.TacManagementList));
const rolePage = (role: Role): ComponentType => Object.assign(() => <RolePage role={role} />, { displayName: `RolePage(${role})` });

/** Screens built so far; the others show their placeholder. */
const BUILT: Partial<Record<AdminScreenKey, ComponentType>> = { complaints: ComplaintList, users: UserList, outbox: OutboxList, logs: LogList,
  vuetify: VuetifyDemosPage, nested: NestedPage, components: ComponentsPage, charts: ChartsPage, dashboard: DashboardPage,
  flowchart: FlowchartPage, permissionAdministrador: rolePage('Administrador'), permissionInterno: rolePage('Interno'), permissionExterno: rolePage('Externo'),
  documentation: DocumentationPage, guide: GuidePage, roadmap: RoadmapList, theme: ThemePage, i18n: I18nPage,
  planManagement: PlanManagementList, tacManagement: TacManagementList };

/** The internal area (its own chunk): the route guard, then the layout, then the screen. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireAccess />}>
        <Route element={<AdminLayout />}>
          {ADMIN_SCREENS.map((screen) => {
            const Screen = BUILT[screen.key];
            return <Route key={screen.key} path={screen.path} element={Screen ? <Screen /> : <AdminScreen screen={screen.key} />} />;
          })}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/erro/404" replace />} />
    </Routes>
  );
}
