import { use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { lazyPage } from '../components/lazy-page';
import { RouteBoundary } from '../components/RouteBoundary';
import { loadAllNamespaces } from '../i18n';
import { RefineScope } from '../navigation/RefineScope';
import { isAdminPath } from '../navigation/screens';
import { staffResources } from '../navigation/staff-resources';

const AdminRoutes = lazyPage(() => import('./routes').then((m) => m.AdminRoutes));

/** The internal area's chunk, ready before the first render when the first page is an internal one (main.tsx). */
export const preloadAdminRoutes = () => AdminRoutes.preload();

/**
 * Every path the portal does not know (its own chunk, with the registry): an internal-area path mounts Refine with
 * the staff resources and downloads the internal area's chunk, anything else is a 404. The portal's pages never
 * download the registry, nor the internal area.
 */
export function AdminGate() {
  const { pathname } = useLocation();
  if (!isAdminPath(pathname)) return <Navigate to="/erro/404" replace />;
  return (
    <StaffRefine>
      <RouteBoundary>
        <AdminRoutes />
      </RouteBoundary>
    </StaffRefine>
  );
}

/** Refine with the registry's resources, labelled in the current language (menu and breadcrumbs read them). */
function StaffRefine({ children }: { children: ReactNode }) {
  use(loadAllNamespaces());
  const { t, i18n } = useTranslation();
  // The labels are read when built: rebuilt when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resources = useMemo(() => staffResources(t), [t, i18n.language]);
  return <RefineScope resources={resources}>{children}</RefineScope>;
}
