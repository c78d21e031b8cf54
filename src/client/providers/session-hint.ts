import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../../domain/constants';

/**
 * A note in localStorage that this browser has a session: the portal header shows the user's name from it and
 * keycloak-js is only downloaded when it exists (or on a protected route / a login click). It proves nothing;
 * the identity provider and the server decide.
 */
export const SESSION_HINT_KEY = `${STORAGE_PREFIX}session`;
const CHANGED = 'vva-session-hint';

export interface SessionHint {
  name: string;
}

function raw(): string | null {
  try {
    return localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    return null;
  }
}

function parse(value: string | null): SessionHint | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && typeof parsed.name === 'string') return { name: parsed.name };
  } catch {
    // A damaged hint is no hint.
  }
  return null;
}

export function readSessionHint(): SessionHint | null {
  return parse(raw());
}

function store(value: string | null) {
  try {
    if (value === null) localStorage.removeItem(SESSION_HINT_KEY);
    else localStorage.setItem(SESSION_HINT_KEY, value);
  } catch {
    // Storage disabled: the portal simply does not know about the session.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function writeSessionHint(hint: SessionHint): void {
  const value = JSON.stringify({ name: hint.name });
  if (raw() !== value) store(value);
}

export function clearSessionHint(): void {
  if (raw() !== null) store(null);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_HINT_KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session hint, kept up to date (also across tabs). */
export function useSessionHint(): SessionHint | null {
  const value = useSyncExternalStore(subscribe, raw, () => null);
  return useMemo(() => parse(value), [value]);
}
