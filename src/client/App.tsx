import CssBaseline from '@mui/material/CssBaseline';
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AdminGate } from './admin/AdminGate';
import { AppLogo } from './components/AppLogo';
import { RouteBoundary } from './components/RouteBoundary';
import { ScrollToTop } from './components/ScrollToTop';
import { PortalLayout } from './layout/portal/PortalLayout';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { ErrorRoute } from './portal/errors/ErrorPage';
import { HomePage, PORTAL_ROUTES } from './portal/routes';
import { accessControlProvider } from './providers/access-control-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { NotificationHost, useNotificationProvider } from './providers/notification-provider';
import { refineResources } from './providers/refine-resources';
import { configureKeycloak } from './providers/keycloak';
import { RuntimeConfigProvider, useRuntimeConfig, type RuntimeConfig } from './providers/runtime-config';
import { AppThemeProvider } from './themes/AppThemeProvider';

interface AppProps {
  /** The /config.json request main.tsx started early. */
  configRequest?: Promise<RuntimeConfig>;
}

/** Hands the identity provider's address from /config.json to the keycloak module (nothing is downloaded yet). */
function IdentityConfig({ children }: { children: ReactNode }) {
  configureKeycloak(useRuntimeConfig().keycloak);
  return children;
}

/** The browser app: theme, runtime configuration, Refine, and the routes of spec §2. */
export function App({ configRequest }: AppProps) {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <CssBaseline enableColorScheme />
        <RuntimeConfigProvider initial={configRequest}>
          <NotificationHost>
            <IdentityConfig>
              <Refine
                routerProvider={routerProvider}
                dataProvider={dataProvider}
                authProvider={authProvider}
                accessControlProvider={accessControlProvider}
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
                <UpdatePrompt />
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
            </IdentityConfig>
          </NotificationHost>
        </RuntimeConfigProvider>
      </AppThemeProvider>
    </BrowserRouter>
  );
}
