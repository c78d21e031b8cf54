/**
 * The keys a translation override may name. Overrides are walked into nested objects by their dotted path, so a
 * segment such as `__proto__` or a namespace such as `constructor` would reach Object.prototype (findings #2, #3):
 * the server accepts only the namespaces and keys that really exist in the shipped pt locale files, and both sides
 * hold overrides in Maps or null-prototype objects. Pure: the caller supplies the messages (the server reads the
 * JSON files, the browser its bundles).
 */

/** Property names that reach an object's prototype chain when used as a plain-object key. */
const FORBIDDEN_KEY_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isForbiddenSegment = (segment: string): boolean => FORBIDDEN_KEY_SEGMENTS.has(segment);

/** A dotted key with no segment that reaches a prototype. */
export const isSafeKeyPath = (key: string): boolean => !key.split('.').some(isForbiddenSegment);

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of a messages object as a dotted key ({ home: { title } } → home.title), own properties only. */
export function messageKeys(messages: unknown, prefix = ''): string[] {
  if (!isGroup(messages)) return [];
  const keys: string[] = [];
  for (const name of Object.keys(messages)) {
    if (isForbiddenSegment(name)) continue;
    const key = prefix ? `${prefix}.${name}` : name;
    const value = messages[name];
    if (isGroup(value)) keys.push(...messageKeys(value, key));
    else keys.push(key);
  }
  return keys;
}

/** namespace → the dotted keys it ships. A Map, so no namespace name can reach a prototype. */
export type OverrideKeySet = ReadonlyMap<string, ReadonlySet<string>>;

/** The key set of the given namespaces (name → parsed locale file). */
export function overrideKeySet(namespaces: Iterable<readonly [string, unknown]>): OverrideKeySet {
  const set = new Map<string, ReadonlySet<string>>();
  for (const [namespace, messages] of namespaces) {
    if (!isForbiddenSegment(namespace)) set.set(namespace, new Set(messageKeys(messages)));
  }
  return set;
}

/** Why an override's namespace/key is refused, or null when the key set has it. */
export function unknownOverrideField(keys: OverrideKeySet, namespace: string, key: string): 'namespace' | 'key' | null {
  const known = keys.get(namespace);
  if (!known) return 'namespace';
  return known.has(key) ? null : 'key';
}
