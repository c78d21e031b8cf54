import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AbilityProvider } from '../navigation/guard/ability';
import { RequireAccess } from '../navigation/guard/RequireAccess';
import { ADMIN_SCREENS } from '../navigation/screens';
import { ADMIN_PAGES } from './pages';

/** The internal area (its own chunk): the user's ability, the route guard, the layout, then the screen of the registry. */
export function AdminRoutes() {
  return (
    <AbilityProvider>
      <Routes>
        <Route element={<RequireAccess />}>
          <Route element={<AdminLayout />}>
            {ADMIN_SCREENS.map(({ key, path, records }) => {
              const Screen = ADMIN_PAGES[key];
              // A list's record addresses are child routes without an element of their own: the list stays mounted
              // below them (no remount, no refetch of its rows) and reads the record's id from them.
              return (
                <Route key={key} path={path} element={<Screen />}>
                  {Object.values(records ?? {}).map((pattern) => (
                    <Route key={pattern} path={pattern} element={null} />
                  ))}
                </Route>
              );
            })}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/erro/404" replace />} />
      </Routes>
    </AbilityProvider>
  );
}
