import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { overrideKeySet, type OverrideKeySet } from '../../domain/i18n-keys';
import { withSharedLabels } from '../../domain/labels';
import { findAbove } from '../find-above';

/**
 * The pt locale files, read as data (JSON) at start-up: the server never imports the browser app's code, but the
 * texts it ships are the one list of keys an override may replace. The server runs from the source tree (tsx), so
 * the files are found from src/server/i18n (tsx, vitest) and from dist/server (the compiled server) alike; the
 * i18n-keys unit test checks en and es have the same keys as pt.
 */
const PT_LOCALES_DIR = findAbove(path.dirname(fileURLToPath(import.meta.url)), path.join('src', 'client', 'i18n', 'locales', 'pt')) ?? '';

let cached: OverrideKeySet | null = null;

/** namespace → keys of the shipped pt texts; empty (every override refused) if the files cannot be read. */
export function shippedOverrideKeys(dir = PT_LOCALES_DIR): OverrideKeySet {
  if (dir === PT_LOCALES_DIR && cached) return cached;
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return new Map();
  }
  // Titles, column labels and enumerations live in src/domain/labels and are laid into their namespaces (as the browser does).
  const keys = overrideKeySet(
    files.map((file) => {
      const namespace = file.slice(0, -'.json'.length);
      return [namespace, withSharedLabels('pt', namespace, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>)] as const;
    }),
  );
  if (dir === PT_LOCALES_DIR) cached = keys;
  return keys;
}
