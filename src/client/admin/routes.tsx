import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AbilityProvider } from '../navigation/guard/ability';
import { RequireAccess } from '../navigation/guard/RequireAccess';
import { ADMIN_SCREENS } from '../navigation/screens';
import { ADMIN_PAGES } from './pages';
import { PaletteDialogs } from './PaletteDialogs';

/** The internal area (its own chunk): the user's ability, the route guard, the layout, then the screen of the registry. */
export function AdminRoutes() {
  return (
    <AbilityProvider>
      <Routes>
        <Route element={<RequireAccess />}>
          <Route element={<AdminLayout paletteDialogs={PaletteDialogs} />}>
            {ADMIN_SCREENS.map(({ key, path }) => {
              const Screen = ADMIN_PAGES[key];
              return <Route key={key} path={path} element={<Screen />} />;
            })}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/erro/404" replace />} />
      </Routes>
    </AbilityProvider>
  );
}
