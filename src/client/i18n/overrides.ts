import i18next from 'i18next';
import { isForbiddenSegment, isSafeKeyPath } from '../../domain/i18n-keys';

type Messages = Record<string, unknown>;
/** One language's overrides: namespace → dotted key → text (GET /api/i18n/overrides). */
export type LocaleOverrides = Record<string, Record<string, string>>;

/** An override waits at most this long; past it (or on any failure) the shipped texts are used. */
const FETCH_TIMEOUT_MS = 3000;

const isPlain = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The overrides of an answer as null-prototype objects holding own string entries only, without names that reach a
 * prototype: looking up `overrides[namespace]` or walking a key can then never land on Object.prototype, whatever
 * the server sent (findings #2, #3: `__proto__.x` once set `({}).x` on every page).
 */
export function sanitizeOverrides(body: unknown): LocaleOverrides {
  const result: LocaleOverrides = Object.create(null) as LocaleOverrides;
  if (!isPlain(body)) return result;
  for (const [namespace, texts] of Object.entries(body)) {
    if (isForbiddenSegment(namespace) || !isPlain(texts)) continue;
    const safe: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of Object.entries(texts)) if (typeof value === 'string' && isSafeKeyPath(key)) safe[key] = value;
    result[namespace] = safe;
  }
  return result;
}

/** The dotted key as a nested object ("home.title" → { home: { title } }), as i18next resource bundles are. */
export function nestedEntry(key: string, value: string): Messages {
  return key.split('.').reduceRight<Messages>((inner, part, index, parts) => ({ [part]: index === parts.length - 1 ? value : inner }), {});
}

/**
 * A copy of the messages with each override put in place. An override whose path would turn a
 * text into a group, or a group into a text, is ignored; so is one with a segment that reaches a prototype
 * (only own properties are walked, so nothing is ever written outside the copy).
 */
export function mergeOverrides(messages: Messages, overrides: Record<string, string> | undefined): Messages {
  // Always a copy: i18next keeps the object it is given and changes it in place (applyTextLive), and the module's
  // own object must keep the shipped texts (the i18n screen compares with them).
  const result = structuredClone(messages);
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value !== 'string' || !isSafeKeyPath(key)) continue;
    const parts = key.split('.');
    const last = parts.pop();
    if (!last) continue;
    let node: Messages | undefined = result;
    for (const part of parts) {
      const next: unknown = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      node = isPlain(next) ? next : undefined;
      if (!node) break;
    }
    if (node && !(Object.hasOwn(node, last) && isPlain(node[last]))) node[last] = value;
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
    return sanitizeOverrides(await response.json());
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
  if (isForbiddenSegment(namespace) || !isSafeKeyPath(key)) return;
  // Namespaces loaded from now on fetch the overrides again; one loaded already changes in place.
  pending.delete(locale);
  if (i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, nestedEntry(key, value), true, true);
}
