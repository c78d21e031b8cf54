import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { columnLabel, SHARED_LABELS } from '../../src/domain/labels';
import { fieldLabel, text } from '../../src/server/documents/labels';
import { RESOURCE_DEFINITIONS } from '../../src/server/resources';

const exported = RESOURCE_DEFINITIONS.filter((definition) => definition.exportColumns);
const STAFF_LISTS = ['complaints', 'users', 'logs', 'outbox', 'plans', 'tacs', 'audit'];
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/client/i18n/locales');

describe("export headers come from the screens' labels (src/domain/labels)", () => {
  it('every staff list (and the plans and TACs the management screens list) registers exports', () => {
    expect(exported.map((d) => d.name).sort()).toEqual([...STAFF_LISTS].sort());
  });

  describe.each(exported.map((d) => ({ name: d.name, columns: d.exportColumns! })))('$name', ({ name, columns }) => {
    it.each([...LOCALES])("%s: every exported column has its screen's label, and the document a title", (locale) => {
      for (const field of columns) {
        const label = columnLabel(locale, name, field);
        expect(label, `${locale}: ${name}.${field} has no label`).toBeTypeOf('string');
        expect(label!.trim(), `${locale}: ${name}.${field}`).not.toBe('');
        expect(fieldLabel(locale, field, name)).toBe(label);
      }
      expect(text(locale, `title.${name}`)).toBe(SHARED_LABELS[locale][name]?.title);
      expect(text(locale, `title.${name}`)).not.toBe(`title.${name}`);
    });
  });

  it('the three languages have the same keys', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    const reference = keys(SHARED_LABELS.pt).sort();
    for (const locale of LOCALES) expect(keys(SHARED_LABELS[locale]).sort(), locale).toEqual(reference);
  });

  it('one concept, one place: no shared key is also in a client locale file', () => {
    for (const locale of LOCALES) {
      for (const [namespace, block] of Object.entries(SHARED_LABELS[locale])) {
        const json = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
        for (const key of Object.keys(block)) expect(json[key], `${locale}/${namespace}.json still has "${key}"`).toBeUndefined();
      }
    }
  });

  it('a column without a label is caught (the check is not vacuous)', () => {
    expect(columnLabel('en', 'complaints', 'no_such_column')).toBeUndefined();
    expect(fieldLabel('en', 'regional')).toBe('Regional');
    expect(fieldLabel('en', 'created_at', 'logs')).toBe(columnLabel('en', 'logs', 'created_at'));
    expect(fieldLabel('en', 'created_at', 'logs')).not.toBe(fieldLabel('en', 'created_at', 'complaints'));
  });
});
