import { configureKeycloak, loadKeycloak } from './keycloak';
import type { RuntimeConfig } from './runtime-config';
import { readSessionHint } from './session-hint';

/**
 * A reload of an internal screen: start what the screen will wait for at once and side by side — the Refine
 * and internal-area chunks, and keycloak-js's session resume (when this browser has a session) — instead of
 * one after the other as the component tree discovers them. Never called on a public path.
 */
export function warmInternalArea(configRequest: Promise<RuntimeConfig>, loadAdminRoutes: () => Promise<unknown>): void {
  const ignore = () => undefined;
  import('./RefineScope').catch(ignore);
  loadAdminRoutes().catch(ignore);
  configRequest.then((config) => {
    configureKeycloak(config.keycloak);
    if (readSessionHint()) return loadKeycloak();
    return undefined;
  }).catch(ignore);
}
