import { STORAGE_PREFIX } from '../../domain/constants';

/**
 * The tab's tokens in sessionStorage, so a reload resumes the session with one refresh request instead of
 * keycloak-js's three iframes (third-party-cookie check, login status, silent check-sso: ~0.4–0.8 s).
 * sessionStorage is per tab and gone when the tab closes; the refresh token is as exposed to a script running
 * in the page as the in-memory one already is (the CSP allows no inline or foreign script). docs/decisions.md.
 */
const TOKENS_KEY = `${STORAGE_PREFIX}tokens`;

export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

export function readStoredTokens(storage: Storage | undefined = sessionStorageOrUndefined()): StoredTokens | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TOKENS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, refreshToken, idToken } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || typeof refreshToken !== 'string') return null;
    return { token, refreshToken, ...(typeof idToken === 'string' ? { idToken } : {}) };
  } catch {
    return null;
  }
}

/** The `sub` claim of a stored access token (read, not verified: only to start work that the resumed session confirms). */
export function storedSubject(tokens: StoredTokens | null = readStoredTokens()): string | undefined {
  try {
    const payload = tokens?.token.split('.')[1];
    if (!payload) return undefined;
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredTokens(tokens: Partial<StoredTokens>, storage: Storage | undefined = sessionStorageOrUndefined()): void {
  if (!tokens.token || !tokens.refreshToken) return clearStoredTokens(storage);
  try {
    storage?.setItem(TOKENS_KEY, JSON.stringify({ token: tokens.token, refreshToken: tokens.refreshToken, idToken: tokens.idToken }));
  } catch {
    // Storage full or disabled: the next reload takes the iframe path.
  }
}

export function clearStoredTokens(storage: Storage | undefined = sessionStorageOrUndefined()): void {
  try {
    storage?.removeItem(TOKENS_KEY);
  } catch {
    // Storage disabled: nothing stored.
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
