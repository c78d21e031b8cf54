import { useCallback, useEffect, useMemo, useState } from 'react';
import { LOCALES, type Locale } from '../../../domain/constants';
import { withSharedLabels } from '../../../domain/labels';
import { i18nOverrideSchema, type I18nOverride } from '../../../domain/schemas/i18n-override';
import { applyTextLive } from '../../i18n/overrides';
import { httpClient } from '../../providers/rest-data-provider';
import { buildRows, type ShippedMessages, type TranslationRow } from './translation-rows';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('../../i18n/locales/*/*.json', { import: 'default' });

async function loadShipped(): Promise<ShippedMessages> {
  const shipped: ShippedMessages = {};
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
      const locale = match?.[1] as Locale | undefined;
      if (!match || !locale || !LOCALES.includes(locale)) return;
      // With the texts shared with the exports (src/domain/labels), which are shipped too.
      (shipped[locale] ??= {})[match[2]!] = structuredClone(withSharedLabels(locale, match[2]!, await load()));
    }),
  );
  return shipped;
}

async function loadOverrides(): Promise<I18nOverride[]> {
  const response = await httpClient.get('/api/i18n/overrides/all');
  return i18nOverrideSchema.array().parse(response.data);
}

type TranslationsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: TranslationRow[] };

/** Every key of every namespace in pt, en and es with the stored overrides; a save's result taken in. */
export function useTranslations() {
  const [shipped, setShipped] = useState<ShippedMessages | null>(null);
  const [overrides, setOverrides] = useState<I18nOverride[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    setOverrides(null);
    Promise.all([loadShipped(), loadOverrides()]).then(
      ([messages, list]) => {
        setShipped(messages);
        setOverrides(list);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  /** Takes in what a save left stored for one key (its overrides in every language) and shows it at once. */
  const applySaved = useCallback((row: TranslationRow, stored: readonly I18nOverride[]) => {
    setOverrides((list) => [...(list ?? []).filter((o) => !(o.namespace === row.namespace && o.key === row.key)), ...stored]);
    for (const locale of LOCALES) {
      const text = stored.find((o) => o.locale === locale)?.value ?? row.shipped[locale];
      if (text !== undefined) applyTextLive(locale, row.namespace, row.key, text);
    }
  }, []);

  const rows = useMemo(() => (shipped && overrides ? buildRows(shipped, overrides) : null), [shipped, overrides]);
  const state: TranslationsState = failed ? { status: 'error' } : rows ? { status: 'ready', rows } : { status: 'loading' };
  return { state, reload: load, applySaved };
}
