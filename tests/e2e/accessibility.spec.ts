import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
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
const LANGUAGES = [
  ['pt', 'pt-BR'],
  ['en', 'en-US'],
  ['es', 'es-ES'],
] as const;

const suite = useBrowserSuite();

describe('axe-core (WCAG 2.1 A and AA) on every public page', () => {
  it.each(LANGUAGES.flatMap(([lang, locale]) => (['light', 'dark'] as const).map((scheme) => ({ lang, locale, scheme }))))(
    '$lang, $scheme: no violations',
    async ({ lang, locale, scheme }) => {
      const { page, context } = await newPage(suite.browser, { locale, colorScheme: scheme });
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${suite.server.url}${route}?lang=${lang}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Wait until data-driven content has settled (no loading bar left).
        await page.waitForLoadState('networkidle');
        await page
          .locator('[role="progressbar"]')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => undefined);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of results.violations) {
          found.push(
            `${route}: ${violation.id} (${violation.impact}) — ${violation.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
      await context.close();
      expect(found).toEqual([]);
    },
  );
});
