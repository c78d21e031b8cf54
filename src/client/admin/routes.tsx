import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { AdminScreen } from './AdminScreen';
import { ComplaintList } from './complaints';
import { RequireAccess } from './guard/RequireAccess';
import { ADMIN_SCREENS, type AdminScreenKey } from './screens';
import { OutboxList } from './outbox';
import { UserList } from './users';

/** Screens built so far; the others show their placeholder. */
const BUILT: Partial<Record<AdminScreenKey, ComponentType>> = { complaints: ComplaintList, users: UserList, outbox: OutboxList };

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
