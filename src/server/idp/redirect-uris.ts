/**
 * Redirect URI checks as Keycloak does them: a registered URI matches only itself, and one ending in `*`
 * matches any URI (query ignored) that starts with what precedes the `*`; `https://app/*` also matches `https://app`.
 */
export function matchesRedirectPattern(pattern: string, uri: string): boolean {
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
