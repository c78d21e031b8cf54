import type Keycloak from 'keycloak-js';
import type { RuntimeConfig } from './runtime-config';
import { SESSION_HINT_KEY, clearSessionHint, readSessionHint, writeSessionHint } from './session-hint';
import { clearStoredTokens, readStoredTokens, writeStoredTokens } from './stored-tokens';
import type { TokenClaims } from './user-cache';

export type KeycloakSettings = RuntimeConfig['keycloak'];

/** Seconds of validity a token must still have before it is used; below that it is refreshed first. */
const MIN_TOKEN_VALIDITY = 30;

let settings: KeycloakSettings | null = null;
let loading: Promise<Keycloak> | null = null;
let ready: Keycloak | null = null;
const endListeners = new Set<() => void>();

/** Set once /config.json is known (App does it); nothing is downloaded here. */
export function configureKeycloak(value: KeycloakSettings): void {
  settings = value;
}

export function keycloakSettings(): KeycloakSettings {
  if (!settings) throw new Error('keycloak is used before /config.json was read');
  return settings;
}

/** The identity provider's account page (the profile menu's "Perfil"); no keycloak-js needed. */
export function accountUrl(): string {
  const { url, realm } = keycloakSettings();
  return `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/account`;
}

/** Called when the session ends without a logout click (refresh refused, logged out in another tab). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function sessionEnded() {
  clearStoredTokens();
  clearSessionHint();
  for (const listener of endListeners) listener();
}

export function displayName(claims: TokenClaims | undefined): string {
  return claims?.name ?? claims?.preferred_username ?? '';
}

/**
 * keycloak-js, downloaded and initialised on first need (a protected route, a login or registration click, a
 * session hint): PKCE S256. A reload of a tab that had a session resumes it from the tab's stored tokens with one
 * refresh request; otherwise silent check-sso through /silent-check-sso.html. No login-status iframe: a logout in
 * another tab reaches this one through the session hint in localStorage (see watchOtherTabs).
 */
export function loadKeycloak(): Promise<Keycloak> {
  loading ??= (async () => {
    const config = keycloakSettings();
    const { default: KeycloakClient } = await import('keycloak-js');
    const keycloak = new KeycloakClient(config);
    const remember = () => {
      writeStoredTokens({ token: keycloak.token, refreshToken: keycloak.refreshToken, idToken: keycloak.idToken });
      writeSessionHint({ name: displayName(keycloak.tokenParsed) });
    };
    keycloak.onTokenExpired = () => {
      keycloak.updateToken(MIN_TOKEN_VALIDITY).catch(() => {
        keycloak.clearToken();
      });
    };
    keycloak.onAuthLogout = sessionEnded;
    keycloak.onAuthRefreshSuccess = remember;
    keycloak.onAuthRefreshError = clearStoredTokens;
    const stored = readStoredTokens();
    await keycloak.init({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      responseMode: 'fragment',
      // With stored tokens the silent-check page would only add keycloak-js's third-party-cookie iframe round trip;
      // if the refresh fails (the session ended elsewhere) check-sso falls back to a redirect with prompt=none.
      ...(stored
        ? { token: stored.token, refreshToken: stored.refreshToken, idToken: stored.idToken }
        : { silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html` }),
      checkLoginIframe: false,
    });
    if (keycloak.authenticated) remember();
    else {
      clearStoredTokens();
      clearSessionHint();
    }
    watchOtherTabs(keycloak);
    ready = keycloak;
    return keycloak;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A logout in another tab removes the session hint: this tab forgets its tokens too (what the login-status iframe did). */
function watchOtherTabs(keycloak: Keycloak) {
  window.addEventListener('storage', (event) => {
    // clearToken() calls onAuthLogout, i.e. sessionEnded.
    if ((event.key === SESSION_HINT_KEY || event.key === null) && event.newValue === null && keycloak.authenticated) keycloak.clearToken();
  });
}

/** The instance if it is already initialised (never downloads anything). */
export function peekKeycloak(): Keycloak | null {
  return ready;
}

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** To the identity provider's login page; back to `returnPath` afterwards. */
export async function loginAt(returnPath: string): Promise<void> {
  const keycloak = await loadKeycloak();
  await keycloak.login({ redirectUri: absolute(returnPath) });
}

/** To the identity provider's registration page; back to `returnPath` after the first login. */
export async function registerAt(returnPath: string): Promise<void> {
  const keycloak = await loadKeycloak();
  await keycloak.register({ redirectUri: absolute(returnPath) });
}

/**
 * A valid access token for an API call, refreshed when it has less than 30 s left; undefined for a visitor without
 * a session (keycloak-js is then not downloaded).
 */
export async function accessToken(): Promise<string | undefined> {
  if (!ready && !readSessionHint()) return undefined;
  const keycloak = await loadKeycloak();
  if (!keycloak.authenticated) return undefined;
  try {
    await keycloak.updateToken(MIN_TOKEN_VALIDITY);
  } catch {
    keycloak.clearToken();
    return undefined;
  }
  return keycloak.token;
}

/** Forces a refresh (after a 401); false when the session is gone. */
export async function refreshToken(): Promise<boolean> {
  const keycloak = ready;
  if (!keycloak?.authenticated) return false;
  try {
    await keycloak.updateToken(-1);
    return true;
  } catch {
    return false;
  }
}

/** Ends the identity provider's session and comes back to the portal's home. */
export async function logoutAtIdp(): Promise<void> {
  clearStoredTokens();
  clearSessionHint();
  const keycloak = await loadKeycloak();
  await keycloak.logout({ redirectUri: `${window.location.origin}/` });
}
