import { describe, expect, it } from 'vitest';
import { emulateColorScheme, violations } from '../helpers/axe';
import { loadSettled, navigateSettled, newPage } from '../helpers/browser';
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
  it.each(LANGUAGES)('%s: no violations in the light scheme, and no colour violations in the dark one', async (lang, locale) => {
    const { page, context } = await newPage(suite.browser, { locale, colorScheme: 'light' });
    const found: string[] = [];
    // One full load applies the language; the pages are then opened as the portal's links open them (prerender.spec
    // and page-status.spec load them in full).
    await loadSettled(page, `${suite.server.url}${PUBLIC_ROUTES[0]}?lang=${lang}`);
    for (const route of PUBLIC_ROUTES) {
      await navigateSettled(page, route);
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
      // The page follows the system's scheme as it changes; its markup stays the same, so the dark sweep reads the
      // colours only.
      for (const scheme of ['light', 'dark'] as const) {
        await emulateColorScheme(page, scheme);
        for (const violation of await violations(page, scheme === 'light' ? 'all' : 'colours')) found.push(`${route} (${scheme}): ${violation}`);
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

/** The hidden part of the home link's name in each language (common:app.homeLink). */
const HOME_LINK_HINT: Record<string, string> = { pt: '(página inicial)', en: '(home page)', es: '(página de inicio)' };

describe("the portal's identity link (WCAG 2.5.3, label in name)", () => {
  it.each(LANGUAGES)('%s at 390 and 1440 px: its accessible name starts with the words it shows', async (lang, locale) => {
    for (const width of [390, 1440]) {
      const { page, context } = await newPage(suite.browser, { locale, width });
      await loadSettled(page, `${suite.server.url}/?lang=${lang}`);
      const link = page.locator('header a[href="/"]').first();
      // Its visible words (the full authority's name too on a wide screen): text in boxes wider than the 1 px of a
      // visually hidden one, and displayed; then the hint, which only a screen reader reads.
      const shownWords = () =>
        link.evaluate((element) => {
          const words: string[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = node.parentElement?.getBoundingClientRect();
            if (box && box.width > 1 && box.height > 1) words.push(node.textContent ?? '');
          }
          return words.join(' ').replace(/\s+/g, ' ').trim();
        });
      // Read again until both readings agree (a layout still settling may show other words between the two).
      await expect
        .poll(
          async () => {
            const shown = await shownWords();
            const named = await page.getByRole('link', { name: `${shown} ${HOME_LINK_HINT[lang]}`, exact: true }).count();
            return { shown, named };
          },
          { timeout: 10_000 },
        )
        .toEqual({ shown: expect.stringContaining('Portal AGA'), named: 1 });
      await context.close();
    }
  });
});
