import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, NAMESPACE_PATTERN } from '../../src/domain/schemas/i18n-override';
import { mergeOverrides, nestedEntry, sanitizeOverrides } from '../../src/client/i18n/overrides';
import { messageKeys, overrideKeySet, unknownOverrideField } from '../../src/domain/i18n-keys';
import { shippedOverrideKeys } from '../../src/server/settings/override-keys';
import { buildRows, filterRows, flattenMessages } from '../../src/client/admin/i18n/translation-rows';

const shipped = { home: { title: 'Portal AGA', lead: 'Bem-vindo' }, count_one: '{{count}} item', count_other: '{{count}} itens' };

describe('translation overrides at run time', () => {
  it('lays each override over the shipped messages without touching them', () => {
    const merged = mergeOverrides(shipped, { 'home.title': 'Portal novo', count_other: '{{count}} registros' });
    expect(merged).toEqual({ home: { title: 'Portal novo', lead: 'Bem-vindo' }, count_one: '{{count}} item', count_other: '{{count}} registros' });
    expect(shipped.home.title).toBe('Portal AGA');
  });

  it('returns a copy of the shipped messages when there is no override (i18next may change it in place)', () => {
    for (const merged of [mergeOverrides(shipped, undefined), mergeOverrides(shipped, {})]) {
      expect(merged).toEqual(shipped);
      expect(merged).not.toBe(shipped);
      expect(merged.home).not.toBe(shipped.home);
    }
  });

  it('adds a key the file lacks but never turns a text into a group or a group into a text', () => {
    const merged = mergeOverrides(shipped, { 'home.extra': 'Novo', 'home.title.deep': 'x', home: 'x', 'new.group.key': 'Sim' });
    expect(merged).toEqual({ ...shipped, home: { ...shipped.home, extra: 'Novo' }, new: { group: { key: 'Sim' } } });
  });

  it('never writes outside the copy: ({}).x stays undefined whatever the override names (finding #3)', () => {
    const hostile = {
      '__proto__.x': 'polluted',
      '__proto__.toString': 'polluted',
      'constructor.prototype.x': 'polluted',
      'home.__proto__.x': 'polluted',
      prototype: 'polluted',
      'home.title': 'Portal novo',
    };
    const merged = mergeOverrides(shipped, hostile);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(typeof {}.toString).toBe('function');
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged).toEqual({ ...shipped, home: { ...shipped.home, title: 'Portal novo' } });
    // An answer parsed from JSON may carry an own "__proto__": it is dropped, and lookups never reach a prototype.
    const answer = sanitizeOverrides(JSON.parse('{"__proto__":{"x":"p"},"constructor":{"entries":"p"},"pages":{"__proto__.x":"p","home.title":"T","n":1}}'));
    expect(Object.keys(answer)).toEqual(['pages']);
    expect(answer.pages).toEqual({ 'home.title': 'T' });
    expect(answer.constructor).toBeUndefined();
    expect(answer.toString).toBeUndefined();
    expect(mergeOverrides(shipped, answer['toString' as string])).toEqual(shipped);
    expect(sanitizeOverrides([1, 2])).toEqual({});
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('lists the keys of the shipped pt files as the only names an override may take (finding #2)', () => {
    expect(messageKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
    const keys = overrideKeySet([
      ['pages', { home: { title: 'x' } }],
      ['constructor', { entries: 'x' }],
    ]);
    expect([...keys.keys()]).toEqual(['pages']);
    expect(unknownOverrideField(keys, 'pages', 'home.title')).toBeNull();
    expect(unknownOverrideField(keys, 'pages', 'home')).toBe('key');
    expect(unknownOverrideField(keys, 'constructor', 'entries')).toBe('namespace');
    expect(unknownOverrideField(keys, 'toString', 'x')).toBe('namespace');
    const shippedKeys = shippedOverrideKeys();
    expect(shippedKeys.get('pages')?.has('home.title')).toBe(true);
    expect(shippedKeys.get('complaints')?.has('process_types.Denúncia')).toBe(true);
    expect(shippedKeys.size).toBeGreaterThan(20);
  });

  it('builds the nested entry i18next bundles use', () => {
    expect(nestedEntry('a.b.c', 'v')).toEqual({ a: { b: { c: 'v' } } });
    expect(nestedEntry('flat', 'v')).toEqual({ flat: 'v' });
  });

  it('accepts every key shape of the locale files and refuses paths', () => {
    for (const key of ['home.title', 'count_one', 'process_types.Denúncia', 'fields.Adequação']) expect(KEY_PATTERN.test(key), key).toBe(true);
    for (const key of ['home..title', '.home', 'home title', '../x', 'a/b']) expect(KEY_PATTERN.test(key), key).toBe(false);
    expect(NAMESPACE_PATTERN.test('admini18n')).toBe(true);
    expect(NAMESPACE_PATTERN.test('../pages')).toBe(false);
  });
});

describe('translation table rows', () => {
  const rows = buildRows(
    {
      pt: { pages: { home: { title: 'Portal AGA', lead: 'Bem-vindo à pré-análise' } } },
      en: { pages: { home: { title: 'AGA Portal', lead: '' } } },
      es: { pages: { home: { title: 'Portal AGA' } } },
    },
    [
      { locale: 'en', namespace: 'pages', key: 'home.title', value: 'New portal', updated_at: '', updated_by: 'administrador' },
      { locale: 'pt', namespace: 'gone', key: 'x', value: 'ignored', updated_at: '', updated_by: 'administrador' },
    ],
  );

  it('flattens nested messages into dotted keys', () => {
    expect(flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });

  it('has one row per key with the overrides applied, missing and changed languages marked', () => {
    expect(rows.map((r) => r.id)).toEqual(['pages:home.lead', 'pages:home.title']);
    const [lead, title] = rows;
    expect(lead!.missing).toEqual(['en', 'es']);
    expect(title!.value).toEqual({ pt: 'Portal AGA', en: 'New portal', es: 'Portal AGA' });
    expect(title!.overridden).toEqual(['en']);
    expect(title!.missing).toEqual([]);
  });

  it('filters by text, namespace, missing and changed', () => {
    expect(filterRows(rows, { search: 'new PORTAL', namespace: '', show: 'all' }).map((r) => r.key)).toEqual(['home.title']);
    expect(filterRows(rows, { search: 'A PRE-ANALISE', namespace: '', show: 'all' }).map((r) => r.key)).toEqual(['home.lead']);
    expect(filterRows(rows, { search: '', namespace: '', show: 'missing' }).map((r) => r.key)).toEqual(['home.lead']);
    expect(filterRows(rows, { search: '', namespace: '', show: 'overridden' }).map((r) => r.key)).toEqual(['home.title']);
    expect(filterRows(rows, { search: '', namespace: 'common', show: 'all' })).toEqual([]);
  });
});
