import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, NAMESPACE_PATTERN } from '../../src/domain/schemas/i18n-override';
import { mergeOverrides, nestedEntry } from '../../src/client/i18n/overrides';
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
    { pt: { pages: { home: { title: 'Portal AGA', lead: 'Bem-vindo' } } }, en: { pages: { home: { title: 'AGA Portal', lead: '' } } }, es: { pages: { home: { title: 'Portal AGA' } } } },
    [{ locale: 'en', namespace: 'pages', key: 'home.title', value: 'New portal', updated_at: '', updated_by: 'administrador' },
      { locale: 'pt', namespace: 'gone', key: 'x', value: 'ignored', updated_at: '', updated_by: 'administrador' }],
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
    expect(filterRows(rows, { search: '', namespace: '', show: 'missing' }).map((r) => r.key)).toEqual(['home.lead']);
    expect(filterRows(rows, { search: '', namespace: '', show: 'overridden' }).map((r) => r.key)).toEqual(['home.title']);
    expect(filterRows(rows, { search: '', namespace: 'common', show: 'all' })).toEqual([]);
  });
});
