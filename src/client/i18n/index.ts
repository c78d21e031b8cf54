import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, STORAGE_PREFIX, type Locale } from '../../domain/constants';
import { withSharedLabels } from '../../domain/labels';
import { PRELOADED_NAMESPACES } from './preloaded';
import { mergeOverrides, overridesFor } from './overrides';

type Messages = Record<string, unknown>;

/** Every `locales/<lng>/<ns>.json`, each loaded on demand (the build groups one language per chunk). */
const loaders = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

const LOCALE_STORAGE_KEY = `${STORAGE_PREFIX}locale`;
export const DEFAULT_NAMESPACE = 'common';

/** Namespaces found on disk for the default language (a unit test checks the others have the same). */
export const NAMESPACES: readonly string[] = Object.keys(loaders)
  .map((file) => /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file))
  .filter((match): match is RegExpExecArray => match !== null && match[1] === DEFAULT_LOCALE)
  .map((match) => match[2] ?? '')
  .sort();

/** The value of `<html lang>` for each of our languages. */
const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

const globBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no messages for ${language}/${namespace}`), false);
      return;
    }
    // The texts an administrator replaced (GET /api/i18n/overrides) are fetched alongside and laid over the shipped ones.
    Promise.all([load(), overridesFor(language)]).then(
      // Titles, column labels and enumerated values shared with the server's exports live in src/domain/labels.
      ([messages, overrides]) => callback(null, mergeOverrides(withSharedLabels(language, namespace, messages), overrides[namespace])),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The current language, always one of pt, en, es. */
export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  const lang = isLocale(language) ? HTML_LANG[language] : language;
  // Usually already right (the prerendered page's): writing it again still re-resolves the whole page's style.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

const FALLBACK_LANGUAGES = { ...Object.fromEntries(LOCALES.map((locale) => [locale, []])), default: [DEFAULT_LOCALE] };

let initialised: Promise<unknown> | null = null;

/** Detects the language (?lang= → localStorage vva_locale → browser) and loads its messages. */
export function initI18n(): Promise<unknown> {
  initialised ??= i18next
    .use(globBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LOCALES],
      // Every language has every key (tests/unit/i18n-keys.test.ts): pt is only the language of a visitor whose own we
      // lack, never loaded beside en or es for texts they would not use (a chunk and a request fewer at start).
      fallbackLng: FALLBACK_LANGUAGES,
      load: 'languageOnly',
      ns: [...PRELOADED_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      // Re-render when texts change at run time (an override saved on the i18n screen).
      react: { bindI18nStore: 'added' },
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LOCALE_STORAGE_KEY,
        // Only an explicit choice is remembered (see changeLanguage), not what the browser suggested.
        caches: [],
        convertDetectedLanguage: (language: string) => language.slice(0, 2).toLowerCase(),
      },
    })
    .then(() => {
      syncDocumentLanguage(currentLocale());
      i18next.on('languageChanged', syncDocumentLanguage);
    });
  return initialised;
}

let allLoaded: Promise<unknown> | null = null;

/** Loads every namespace of the current language (and of the next ones chosen); resolves once they are in. */
export function loadAllNamespaces(): Promise<unknown> {
  if (!allLoaded) {
    const loading = i18next.loadNamespaces([...NAMESPACES]);
    // React's use() reads these fields: once loaded, RefineScope renders at once instead of suspending one more time.
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => undefined,
    );
    allLoaded = loading;
  }
  return allLoaded;
}

/** Switches language without a reload and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  await i18next.changeLanguage(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policy); the switch still works for this visit.
  }
}

export { i18next as i18n };
