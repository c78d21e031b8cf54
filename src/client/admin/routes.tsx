import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AdminScreen } from './AdminScreen';
import { RequireAccess } from './guard/RequireAccess';
import { ADMIN_SCREENS } from './screens';

/** The internal area (its own chunk): the route guard, then the layout, then the screen. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireAccess />}>
        <Route element={<AdminLayout />}>
          {ADMIN_SCREENS.map((screen) => (
            <Route key={screen.key} path={screen.path} element={<AdminScreen screen={screen.key} />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/erro/404" replace />} />
    </Routes>
  );
}
