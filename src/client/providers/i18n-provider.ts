import type { I18nProvider } from '@refinedev/core';
import { changeLanguage, currentLocale, i18n, NAMESPACES } from '../i18n';

/**
 * The keys to try for one of Refine's keys: Refine's own texts live in the `refine` namespace
 * (`buttons.save` → `refine:buttons.save`); resource texts such as `plans.titles.list` fall back to
 * the resource's namespace (`plans:titles.list`), so each screen keeps its texts in its own file.
 */
function refineKeyCandidates(key: string): string[] {
  if (key.includes(':')) return [key];
  const candidates = [`refine:${key}`];
  const dot = key.indexOf('.');
  if (dot > 0) {
    const namespace = key.slice(0, dot);
    if (namespace !== 'refine' && NAMESPACES.includes(namespace)) candidates.push(`${namespace}:${key.slice(dot + 1)}`);
  }
  return candidates;
}

/** Refine's i18nProvider over our i18next instance. */
export const i18nProvider: I18nProvider = {
  translate(key: string, options?: unknown, defaultMessage?: string) {
    // Refine also calls translate(key, defaultMessage).
    const fallback = typeof options === 'string' ? options : defaultMessage;
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    return i18n.t(refineKeyCandidates(key), { ...values, defaultValue: fallback ?? key });
  },
  changeLocale: (locale: string) => changeLanguage(locale),
  getLocale: () => currentLocale(),
};
