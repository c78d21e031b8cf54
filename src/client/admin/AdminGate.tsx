import { Navigate, useLocation } from 'react-router';
import { lazyPage } from '../components/lazy-page';
import { RouteBoundary } from '../components/RouteBoundary';
import { isAdminPath } from './screens';

/** The internal area's chunk (main.tsx starts it early when the first page is an internal one). */
export const loadAdminRoutes = () => import('./routes');
const AdminRoutes = lazyPage(() => loadAdminRoutes().then((m) => m.AdminRoutes));

/**
 * Every path the portal does not know: an internal-area path downloads the internal area's chunk,
 * anything else is a 404. The portal's visitors never download the internal area.
 */
export function AdminGate() {
  const { pathname } = useLocation();
  if (!isAdminPath(pathname)) return <Navigate to="/erro/404" replace />;
  return (
    <RouteBoundary>
      <AdminRoutes />
    </RouteBoundary>
  );
}
