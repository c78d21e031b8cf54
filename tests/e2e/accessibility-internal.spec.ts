import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../src/client/navigation/screens';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../../src/client/settings/settings';
import { violations } from '../helpers/axe';
import { loadSettled } from '../helpers/browser';
import { traceOf } from '../helpers/load-trace';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const LANGUAGES = ['pt', 'en', 'es'] as const;
const suite = useBrowserSuite({ requireBuild: true });

describe('axe-core (WCAG 2.1 A and AA) on every internal screen, as Desenvolvedor (who may open them all)', () => {
  it.each(LANGUAGES.flatMap((lang) => (['light', 'dark'] as const).map((scheme) => ({ lang, scheme }))))(
    '$lang, $scheme: no violations',
    async ({ lang, scheme }) => {
      const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Desenvolvedor');
      const settings = JSON.stringify({ ...defaultSettings(), theme: { index: 0, dark: scheme === 'dark' } });
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SETTINGS_STORAGE_KEY, value: settings });
      const found: string[] = [];
      for (const screen of ADMIN_SCREENS) {
        // The progress indicators a demo shows on purpose are not loading bars (waiting for them cost 10 s a sweep).
        const trace = traceOf(page, suite.server);
        try {
          await loadSettled(
            page,
            `${suite.server.url}${screen.path}?lang=${lang}`,
            '[role="progressbar"]:not([data-testid="demo-section"] [role="progressbar"])',
          );
        } catch (error) {
          // A load that shows no h1 in 20 s, seen once in a while in CI: what the page and the server saw meanwhile.
          throw new Error(`${(error as Error).message}\n${screen.path}: the page's requests and console since the load:\n${trace.lines().join('\n')}`);
        } finally {
          trace.stop();
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
        for (const violation of await violations(page)) found.push(`${screen.path}: ${violation}`);
      }
      await context.close();
      expect(found).toEqual([]);
    },
    // 21 screens, each loaded to network idle and swept by axe: ~60–100 s on a shared 2-core machine.
    300_000,
  );
});
