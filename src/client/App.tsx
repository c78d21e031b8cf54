import CssBaseline from '@mui/material/CssBaseline';
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AdminGate } from './admin/AdminGate';
import { AppLogo } from './components/AppLogo';
import { RouteBoundary } from './components/RouteBoundary';
import { ScrollToTop } from './components/ScrollToTop';
import { PortalLayout } from './layout/portal/PortalLayout';
import { ErrorRoute } from './portal/errors/ErrorPage';
import { HomePage, PORTAL_ROUTES } from './portal/routes';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { NotificationHost, useNotificationProvider } from './providers/notification-provider';
import { refineResources } from './providers/refine-resources';
import { RuntimeConfigProvider, type RuntimeConfig } from './providers/runtime-config';
import { AppThemeProvider } from './themes/AppThemeProvider';

interface AppProps {
  /** The /config.json request main.tsx started early. */
  configRequest?: Promise<RuntimeConfig>;
}

/** The browser app: theme, runtime configuration, Refine, and the routes of spec §2. */
export function App({ configRequest }: AppProps) {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <CssBaseline enableColorScheme />
        <RuntimeConfigProvider initial={configRequest}>
          <NotificationHost>
            <Refine
              routerProvider={routerProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              notificationProvider={useNotificationProvider}
              resources={refineResources}
              options={{
                disableTelemetry: true,
                syncWithLocation: true,
                warnWhenUnsavedChanges: true,
                title: { text: 'Portal AGA', icon: <AppLogo size={28} /> },
              }}
            >
              <ScrollToTop />
              <UnsavedChangesNotifier />
              <RouteBoundary>
                <Routes>
                  <Route element={<PortalLayout />}>
                    <Route index element={<HomePage />} />
                    {PORTAL_ROUTES.map(({ path, Component }) => (
                      <Route key={path} path={path} element={<Component />} />
                    ))}
                    <Route path="/erro/:code" element={<ErrorRoute />} />
                  </Route>
                  <Route path="*" element={<AdminGate />} />
                </Routes>
              </RouteBoundary>
            </Refine>
          </NotificationHost>
        </RuntimeConfigProvider>
      </AppThemeProvider>
    </BrowserRouter>
  );
}
