import { describe, expect, it } from 'vitest';
import { emulateColorScheme, violations } from '../helpers/axe';
import { loadSettled, newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const PUBLIC_ROUTES = [
  '/inicio',
  '/opea',
  '/aerodromo',
  '/aerodromo/alteracao',
  '/aerodromo/exploracao',
  '/aerodromo/plano-diretor',
  '/aerodromo/inscricao',
  '/planos',
  '/documentos',
  '/legislacao',
  '/preanalise',
  '/tac',
  '/sysaga',
  '/duvidas',
  '/atendimento',
  '/erro/404',
];
const LANGUAGES: [lang: string, locale: string][] = [
  ['pt', 'pt-BR'],
  ['en', 'en-US'],
  ['es', 'es-ES'],
];

const suite = useBrowserSuite();

describe('axe-core (WCAG 2.1 A and AA) on every public page', () => {
  it.each(LANGUAGES)('%s: no violations, in the light and in the dark scheme', async (lang, locale) => {
    const { page, context } = await newPage(suite.browser, { locale, colorScheme: 'light' });
    const found: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.emulateMedia({ colorScheme: 'light' });
      await loadSettled(page, `${suite.server.url}${route}?lang=${lang}`);
      // The page follows the system's scheme as it changes: the dark sweep needs no second load.
      for (const scheme of ['light', 'dark'] as const) {
        await emulateColorScheme(page, scheme);
        for (const violation of await violations(page)) found.push(`${route} (${scheme}): ${violation}`);
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
