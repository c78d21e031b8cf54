import { configureKeycloak, loadKeycloak } from './keycloak';
import type { RuntimeConfig } from './runtime-config';
import { readSessionHint } from './session-hint';

/**
 * A reload of an internal screen: start what the screen will wait for at once, beside its code (App's
 * preloadInternalScreen) — keycloak-js (its code beside /config.json, then the session resume when this browser has
 * a session), the first page of the list over `listResource`, and the signed-in user's cached record for the route
 * guard — instead of one after the other as the component tree discovers them. Never called on a public path.
 */
export function warmInternalArea(configRequest: Promise<RuntimeConfig>, listResource?: string): void {
  const ignore = () => undefined;
  const hasSession = readSessionHint() !== null;
  if (hasSession) import('keycloak-js').catch(ignore);
  configRequest.then((config) => {
    configureKeycloak(config.keycloak);
    if (!hasSession) return undefined;
    return loadKeycloak().then(async (keycloak) => {
      // Only with a session: a visitor is sent to log in.
      if (!keycloak.authenticated || !keycloak.subject) return;
      const subject = keycloak.subject;
      // The list's first rows first (the request leaves before the user record's), then the cached user record: the
      // guard finds it in memory and lets the screen render without a decryption of its own.
      if (listResource) (await import('./early-list-start')).startEarlyList(listResource, window.location.search);
      await (await import('./auth-provider')).adoptCachedUser(subject);
    });
  }).catch(ignore);
}
