import type { AuthProvider, HttpError } from '@refinedev/core';
import { useSyncExternalStore } from 'react';
import { accessToken, displayName, keycloakSettings, loadKeycloak, loginAt, logoutAtIdp, onSessionEnd, peekKeycloak, refreshToken } from './keycloak';
import { readSessionHint } from './session-hint';
import { clearCachedUser, fetchUserInfo, loadCachedUser, saveCachedUser, type TokenClaims, type UserInfo } from './user-cache';

/* The signed-in user's record in memory (spec §4 step 3); the encrypted copy in localStorage is step 4. */
let current: UserInfo | null = null;
/** Set from the logout click until the identity provider's page replaces this one: nothing is fetched or cached again. */
let endingSession = false;
const listeners = new Set<() => void>();

export function getCurrentUser(): UserInfo | null {
  return current;
}

export function isEndingSession(): boolean {
  return endingSession;
}

export function setCurrentUser(user: UserInfo | null): void {
  if (current === user) return;
  current = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user (null before the guard has resolved them, or for a visitor). */
export function useCurrentUser(): UserInfo | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}

onSessionEnd(() => setCurrentUser(null));

/** Fetches the user info (or falls back to the token), caches it encrypted and makes it current. */
export async function refreshUserInfo(): Promise<UserInfo | null> {
  const token = await accessToken();
  const keycloak = peekKeycloak();
  if (!token || !keycloak?.subject) return null;
  const claims = (keycloak.tokenParsed ?? {}) as TokenClaims;
  const user = await fetchUserInfo(token, claims, keycloakSettings().clientId);
  if (endingSession) return null;
  const record = { ...user, id: keycloak.subject, name: user.name || displayName(claims) };
  try {
    await saveCachedUser(keycloak.subject, record);
    // A logout during the encryption wins.
    if (isEndingSession()) {
      clearCachedUser(keycloak.subject);
      return null;
    }
  } catch (error) {
    console.warn('could not cache the user record', error);
  }
  setCurrentUser(record);
  return record;
}

/**
 * Spec §4 step 4 ahead of the route guard (a reload of an internal screen, see warm-start.ts): the record cached for
 * this session's subject becomes current and is brought up to date behind it. The guard still decides on it.
 * `decrypting`: its decryption, started before the session was resumed (it must be for `subject`); `refreshAfter`:
 * a request the refresh waits for (a reload's first rows).
 */
export async function adoptCachedUser(subject: string, decrypting?: Promise<UserInfo | null>, refreshAfter?: Promise<unknown>): Promise<void> {
  if (current?.id === subject || endingSession) return;
  const cached = await (decrypting ?? loadCachedUser(subject));
  if (!cached || current?.id === subject || endingSession) return;
  setCurrentUser(cached);
  const refresh = () => void refreshUserInfo();
  // The refresh is not urgent: it leaves the API to the screen's rows first.
  if (refreshAfter) refreshAfter.then(refresh, refresh);
  else refresh();
}

/** Spec §4: forget the user, remove the cached record, end the identity provider's session. */
async function logout(): Promise<void> {
  endingSession = true;
  const subject = peekKeycloak()?.subject ?? current?.id;
  setCurrentUser(null);
  if (subject) {
    try {
      clearCachedUser(subject);
    } catch {
      // Storage disabled: nothing cached.
    }
  }
  await logoutAtIdp();
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Partial<HttpError> & { status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof value === 'number' ? value : undefined;
}

/** Refine's authProvider over keycloak-js (downloaded only when one of these is called). */
export const authProvider: AuthProvider = {
  async login(params?: { redirectTo?: string }) {
    await loginAt(params?.redirectTo ?? '/dashboard');
    return { success: true };
  },
  async logout() {
    await logout();
    return { success: true };
  },
  async check() {
    // Refine calls this on every route change: a visitor without a session must not download keycloak-js for it.
    if (!peekKeycloak() && !readSessionHint()) return { authenticated: false, logout: false };
    const keycloak = await loadKeycloak();
    return keycloak.authenticated ? { authenticated: true } : { authenticated: false, logout: false };
  },
  async getIdentity() {
    return current;
  },
  async getPermissions() {
    return current?.roles ?? [];
  },
  async onError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) return (await refreshToken()) ? {} : { logout: true };
    if (status === 403) return { redirectTo: '/erro/403' };
    return {};
  },
};
