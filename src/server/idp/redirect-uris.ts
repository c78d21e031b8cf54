/**
 * Redirect URI checks as Keycloak does them: a registered URI matches only itself, and one ending in `*`
 * matches any URI (query ignored) that starts with what precedes the `*`; `https://app/*` also matches `https://app`.
 */
function matchesRedirectPattern(pattern: string, uri: string): boolean {
  if (!pattern.endsWith('*') || pattern.includes('?')) return pattern === uri;
  const withoutQuery = uri.split('?')[0] ?? uri;
  const prefix = pattern.slice(0, -1);
  if (withoutQuery.startsWith(prefix)) return true;
  return prefix.endsWith('/') && withoutQuery === prefix.slice(0, -1);
}

/**
 * Refuses what could dodge a prefix match: relative or non-http URIs, fragments, credentials, backslashes
 * and dot segments (a browser would resolve `/app/../evil` outside the registered prefix).
 */
function isWellFormed(uri: string): boolean {
  if (uri.includes('#') || uri.includes('\\') || /[\s\p{Cc}]/u.test(uri)) return false;
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const rawPath = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*([^?]*)/i.exec(uri)?.[1] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return !/(^|\/)\.\.?(\/|$)/.test(path);
}

/** Where the browser app of a development checkout runs (npx vite), proxying /realms to this server. */
export const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/**
 * The realm file's redirect URIs this server may honour: those on one of `origins` (PUBLIC_URL's, and the Vite
 * dev server's). The file lists `http://localhost:8080/*` for the default port; served on another port (or
 * behind another name) that entry would hand codes to whatever else listens on 8080 (finding #14c).
 */
export function servedRedirectUris(uris: readonly string[], origins: readonly string[]): string[] {
  return uris.filter((uri) => {
    try {
      return origins.includes(new URL(uri.replace(/\*$/, '')).origin);
    } catch {
      return false;
    }
  });
}

export function isAllowedRedirect(patterns: readonly string[], uri: string | undefined): uri is string {
  if (!uri || !isWellFormed(uri)) return false;
  return patterns.some((pattern) => matchesRedirectPattern(pattern, uri));
}

/** Appends authorization-response parameters to a redirect URI, in its query or its fragment. */
export function withResponseParams(uri: string, params: Record<string, string | undefined>, mode: 'query' | 'fragment'): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  if (!search.size) return uri;
  if (mode === 'fragment') return `${uri}#${search}`;
  return `${uri}${uri.includes('?') ? '&' : '?'}${search}`;
}
