import { configureKeycloak, loadKeycloak } from './keycloak';
import type { RuntimeConfig } from './runtime-config';
import { readSessionHint } from './session-hint';

/**
 * A reload of an internal screen: start what the screen will wait for at once and side by side — the Refine and
 * internal-area chunks, keycloak-js's session resume (when this browser has a session), then the first page of the
 * list over `listResource` — instead of one after the other as the component tree discovers them. Never called on a
 * public path.
 */
export function warmInternalArea(configRequest: Promise<RuntimeConfig>, loadAdminRoutes: () => Promise<unknown>, listResource?: string): void {
  const ignore = () => undefined;
  import('./RefineScope').catch(ignore);
  loadAdminRoutes().catch(ignore);
  configRequest.then((config) => {
    configureKeycloak(config.keycloak);
    if (!readSessionHint()) return undefined;
    return loadKeycloak().then(async (keycloak) => {
      // The list's first rows, asked for beside the screen's code (only with a session: a visitor is sent to log in).
      if (!listResource || !keycloak.authenticated) return;
      const { startEarlyList } = await import('./early-list-start');
      startEarlyList(listResource, window.location.search);
    });
  }).catch(ignore);
}
