import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AdminScreen } from './AdminScreen';
import { ADMIN_SCREENS } from './screens';

/** The internal area (its own chunk). The authentication guard will wrap AdminLayout. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {ADMIN_SCREENS.map((screen) => (
          <Route key={screen.key} path={screen.path} element={<AdminScreen screen={screen.key} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/erro/404" replace />} />
    </Routes>
  );
}
