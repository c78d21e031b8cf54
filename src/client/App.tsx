import CssBaseline from '@mui/material/CssBaseline';
import { use, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { lazyPage, type LazyPage } from './components/lazy-page';
import { initI18n, loadAllNamespaces } from './i18n';
import { RouteBoundary } from './components/RouteBoundary';
import { ScrollToTop } from './components/ScrollToTop';
import { PortalLayout } from './layout/portal/PortalLayout';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { ErrorRoute } from './components/ErrorPage';
import { HomePage, PORTAL_ROUTES } from './portal/routes';
import { NotificationHost } from './providers/notification-provider';
import { configureKeycloak } from './providers/keycloak';
import { RuntimeConfigProvider } from './components/RuntimeConfigProvider';
import { useRuntimeConfig, type RuntimeConfig } from './providers/runtime-config';
import { AppThemeProvider } from './themes/AppThemeProvider';

// Refine (and the data layer) is its own chunk, mounted below the home page's level.
const PortalRefineOutlet = lazyPage(() => import('./navigation/RefineScope').then((m) => m.PortalRefineOutlet));
// Any other path: the staff registry decides whether it is internal (its own chunk, with Refine and the staff resources).
const AdminGate = lazyPage(() => import('./admin/AdminGate').then((m) => m.AdminGate));

interface AppProps {
  /** The /config.json request main.tsx started early. */
  configRequest?: Promise<RuntimeConfig>;
  /** Its answer, when main.tsx waited for it (over a prerendered page: no loading bar in between). */
  config?: RuntimeConfig;
}

/**
 * Downloads what the first render of a public page needs (its chunk, and Refine with every namespace for the
 * pages inside it), so that rendering over the prerendered markup replaces it with the same page at once.
 */
export function preloadPortalPage(pathname: string): Promise<unknown> {
  if (pathname === '/') return HomePage.preload();
  const page = PORTAL_ROUTES.find((candidate) => candidate.path === pathname);
  if (!page) return Promise.resolve();
  return Promise.all([page.withoutRefine ? undefined : PortalRefineOutlet.preload(), page.Component.preload(), loadAllNamespaces()]);
}

/** The public pages outside Refine: like the ones inside it, they render once every namespace of the language is in. */
function AllNamespacesOutlet() {
  use(loadAllNamespaces());
  return <Outlet />;
}

/**
 * Everything the first render of a reloaded internal screen needs: the gate, the internal area's routes, the screen
 * and every message namespace. Rendered before they are in, each lazy level would show the loading bar and React
 * reveals a level no sooner than 300 ms after the previous fallback (its fallback throttle): ~0.3 s lost per level.
 */
export function preloadInternalScreen(screen: LazyPage): Promise<unknown> {
  const gate = AdminGate.preload()
    .then(() => import('./admin/AdminGate'))
    .then((m) => m.preloadAdminRoutes());
  // The routes' chunk is asked for now, beside the gate's, not once the gate has arrived.
  const routes = import('./admin/routes').catch(() => undefined);
  return Promise.all([gate, routes, screen.preload(), initI18n().then(loadAllNamespaces)]);
}

/** The routes of the public pages outside Refine (`withoutRefine`) or inside it. */
function pageRoutes(withoutRefine: boolean) {
  return PORTAL_ROUTES.filter((page) => page.withoutRefine === withoutRefine).map(({ path, Component }) => (
    <Route key={path} path={path} element={<Component />} />
  ));
}

/** Hands the identity provider's address from /config.json to the keycloak module (nothing is downloaded yet). */
function IdentityConfig({ children }: { children: ReactNode }) {
  configureKeycloak(useRuntimeConfig().keycloak);
  return children;
}

/** The browser app: theme, runtime configuration, and the routes of spec §2 (inside Refine but for the home and the pages marked withoutRefine). */
export function App({ configRequest, config }: AppProps) {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <CssBaseline enableColorScheme />
        <RuntimeConfigProvider initial={configRequest} value={config}>
          <NotificationHost>
            <IdentityConfig>
              <ScrollToTop />
              <UpdatePrompt />
              <RouteBoundary>
                <Routes>
                  <Route element={<PortalLayout />}>
                    <Route index element={<HomePage />} />
                    <Route element={<AllNamespacesOutlet />}>{pageRoutes(true)}</Route>
                    <Route element={<PortalRefineOutlet />}>{pageRoutes(false)}</Route>
                    <Route path="/erro/:code" element={<ErrorRoute />} />
                  </Route>
                  <Route path="*" element={<AdminGate />} />
                </Routes>
              </RouteBoundary>
            </IdentityConfig>
          </NotificationHost>
        </RuntimeConfigProvider>
      </AppThemeProvider>
    </BrowserRouter>
  );
}
