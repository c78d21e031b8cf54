import i18next from 'i18next';

type Messages = Record<string, unknown>;
/** One language's overrides: namespace → dotted key → text (GET /api/i18n/overrides). */
export type LocaleOverrides = Record<string, Record<string, string>>;

/** An override waits at most this long; past it (or on any failure) the shipped texts are used. */
const FETCH_TIMEOUT_MS = 3000;

const isPlain = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dotted key as a nested object ("home.title" → { home: { title } }), as i18next resource bundles are. */
export function nestedEntry(key: string, value: string): Messages {
  return key.split('.').reduceRight<Messages>((inner, part, index, parts) => ({ [part]: index === parts.length - 1 ? value : inner }), {});
}

/**
 * A copy of the messages with each override put in place. An override whose path would turn a
 * text into a group, or a group into a text, is ignored.
 */
export function mergeOverrides(messages: Messages, overrides: Record<string, string> | undefined): Messages {
  // Always a copy: i18next keeps the object it is given and changes it in place (applyTextLive), and the module's
  // own object must keep the shipped texts (the i18n screen compares with them).
  const result = structuredClone(messages);
  for (const [key, value] of Object.entries(overrides ?? {})) {
    const parts = key.split('.');
    const last = parts.pop();
    if (!last || typeof value !== 'string') continue;
    let node: Messages | undefined = result;
    for (const part of parts) {
      const next: unknown = node[part] ?? (node[part] = {});
      node = isPlain(next) ? next : undefined;
      if (!node) break;
    }
    if (node && !isPlain(node[last])) node[last] = value;
  }
  return result;
}

const pending = new Map<string, Promise<LocaleOverrides>>();

async function download(locale: string): Promise<LocaleOverrides> {
  try {
    const response = await fetch(`/api/i18n/overrides?locale=${encodeURIComponent(locale)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return isPlain(body) ? (body as LocaleOverrides) : {};
  } catch {
    return {};
  }
}

/** The overrides of a language, fetched once per page load; never fails (offline: none). */
export function overridesFor(locale: string): Promise<LocaleOverrides> {
  let request = pending.get(locale);
  if (!request) {
    request = download(locale);
    pending.set(locale, request);
  }
  return request;
}

/** Shows a text at once wherever it is used (after an administrator saves or removes an override). */
export function applyTextLive(locale: string, namespace: string, key: string, value: string): void {
  // Namespaces loaded from now on fetch the overrides again; one loaded already changes in place.
  pending.delete(locale);
  if (i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, nestedEntry(key, value), true, true);
}
