import { configureKeycloak, loadKeycloak } from './keycloak';
import type { RuntimeConfig } from './runtime-config';
import { readSessionHint } from './session-hint';
import { storedSubject } from './stored-tokens';
import { loadCachedUser } from './user-cache';

/**
 * A reload of an internal screen: start what the screen will wait for at once, beside its code (App's
 * preloadInternalScreen) — keycloak-js (its code beside /config.json, then the session resume when this browser has
 * a session), the first page of the list over `listResource`, and the signed-in user's cached record for the route
 * guard — instead of one after the other as the component tree discovers them. Never called on a public path.
 * Settles (never rejects) once the guard has what it needs: the session resumed and the user record adopted, or not.
 */
export function warmInternalArea(configRequest: Promise<RuntimeConfig>, listResource?: string): Promise<void> {
  const ignore = () => undefined;
  const hasSession = readSessionHint() !== null;
  if (!hasSession) return configRequest.then((config) => configureKeycloak(config.keycloak)).catch(ignore);
  // Their code downloads beside /config.json: the list's request leaves the moment the session is resumed.
  import('keycloak-js').catch(ignore);
  const listStart = listResource ? import('./early-list-start') : undefined;
  const userCache = import('./auth-provider');
  // The cached record's decryption (a 100,000-round key derivation) runs beside the token refresh, for the subject of
  // the tab's stored token; it is adopted only if the resumed session has that same subject.
  const tokenSubject = storedSubject();
  const decrypting = tokenSubject ? loadCachedUser(tokenSubject).catch(() => null) : undefined;
  listStart?.catch(ignore); // a failed download is met again, and reported, where the screen needs the module
  userCache.catch(ignore);
  return configRequest
    .then((config) => {
      configureKeycloak(config.keycloak);
      return loadKeycloak().then(async (keycloak) => {
        // Only with a session: a visitor is sent to log in.
        if (!keycloak.authenticated || !keycloak.subject) return;
        const subject = keycloak.subject;
        // The list's first rows first (the request leaves before the user record's), then the cached user record: the
        // guard finds it in memory and lets the screen render without a decryption of its own.
        const rows = listResource && listStart ? (await listStart).startEarlyList(listResource, window.location.search) : undefined;
        await (await userCache).adoptCachedUser(subject, subject === tokenSubject ? decrypting : undefined, rows);
      });
    })
    .catch(ignore);
}
