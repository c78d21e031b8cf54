import { Refine, type ResourceProps } from '@refinedev/core';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { use, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppLogo } from '../components/AppLogo';
import { FetchingBar } from '../components/FetchingBar';
import { loadAllNamespaces } from '../i18n';
import { accessControlProvider } from './access-control-provider';
import { routerProvider } from './router-provider';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';
import { useNotificationProvider } from '../providers/notification-provider';
import { DATA_RESOURCES } from '../providers/refine-resources';

/**
 * Refine with the portal's providers. Its own chunk: the home page renders without it, so a visitor's
 * first load does not carry the data layer (see docs/decisions.md, "Refine below the root").
 */
export function RefineScope({ children, resources = DATA_RESOURCES }: { children: ReactNode; resources?: ResourceProps[] }) {
  // The pages inside Refine may use any namespace: suspend until the rest of the language is in.
  use(loadAllNamespaces());
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        title: { text: 'Portal AGA', icon: <AppLogo size={28} /> },
      }}
    >
      <UnsavedChangesNotifier />
      {children}
    </Refine>
  );
}

/** The routes below it run inside Refine; `fetchingBar` shows the loading bar while any query fetches. */
function RefineOutlet({ fetchingBar = false }: { fetchingBar?: boolean }) {
  return (
    <RefineScope>
      {fetchingBar && <FetchingBar />}
      <Outlet />
    </RefineScope>
  );
}

/** The public routes: Refine plus the portal's loading bar. */
export function PortalRefineOutlet() {
  return <RefineOutlet fetchingBar />;
}
