import { useEffect, useState } from 'react';
import { useContentLocale } from '../../components/content/use-content-locale';

/**
 * The home's lead paragraph from the `inicio` row of /api/pages, with a plain fetch so the home
 * never downloads the REST client; null until it arrives (or if it fails: the caller keeps its own text).
 */
export function useHomeIntro(): string | null {
  const locale = useContentLocale();
  const [intro, setIntro] = useState<{ locale: string; text: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/pages?slug=inicio&locale=${locale}&_start=0&_end=1`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : []))
      .then((rows: { summary?: string }[]) => {
        const text = rows[0]?.summary;
        if (text) setIntro({ locale, text });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  return intro?.locale === locale ? intro.text : null;
}
