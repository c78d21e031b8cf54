import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/client/i18n/locales');
const LANGUAGES = ['pt', 'en', 'es'] as const;

function namespacesOf(language: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

/** Every leaf of a messages object as "a.b.c" → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, leafValue] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(leaf, leafValue);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation files', () => {
  const namespaces = namespacesOf('pt');

  it('exist for every language with the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const reference = leaves(load('pt', namespace));

    // `_zero` is a language's own choice: Portuguese counts 0 as singular ("0 resultado"), so pt says "Nenhum
    // resultado" through key_zero; English and Spanish count 0 as plural and need none. Every other key is shared.
    const shared = (keys: Iterable<string>) => [...keys].filter((key) => !key.endsWith('_zero')).sort();

    it.each(LANGUAGES)('%s has exactly the keys of pt (besides _zero forms)', (language) => {
      expect(shared(leaves(load(language, namespace)).keys())).toEqual(shared(reference.keys()));
    });

    it.each(LANGUAGES)('%s has a _zero form only beside the plural forms of the same key', (language) => {
      const keys = new Set(leaves(load(language, namespace)).keys());
      for (const key of keys) {
        if (key.endsWith('_zero')) expect(keys.has(key.replace(/_zero$/, '_other')), key).toBe(true);
      }
    });

    it.each(LANGUAGES)('%s has only non-empty strings', (language) => {
      for (const [key, value] of leaves(load(language, namespace))) {
        expect(typeof value, `${language}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}/${namespace}: ${key}`).not.toBe('');
      }
    });

    it.each(LANGUAGES)('%s uses the same {{placeholders}} as pt', (language) => {
      const messages = leaves(load(language, namespace));
      for (const [key, value] of reference) {
        const translated = messages.get(key);
        if (typeof value !== 'string' || typeof translated !== 'string') continue;
        expect(interpolations(translated), `${language}/${namespace}: ${key}`).toEqual(interpolations(value));
      }
    });
  });
});
