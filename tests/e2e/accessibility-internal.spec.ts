import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenAddress } from '../../src/client/navigation/screen-address';
import { ADMIN_SCREENS } from '../../src/client/navigation/screens';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../../src/client/settings/settings';
import { violations } from '../helpers/axe';
import { loadSettled, navigateSettled } from '../helpers/browser';
import { traceOf } from '../helpers/load-trace';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const LANGUAGES = ['pt', 'en', 'es'] as const;
// The progress indicators a demo shows on purpose are not loading bars (waiting for them cost 10 s a sweep).
const LOADING_BARS = '[role="progressbar"]:not([data-testid="demo-section"] [role="progressbar"])';
const suite = useBrowserSuite({ requireBuild: true });

/** Whether the page's background is dark (the mean of its red, green and blue under half their range). */
const backgroundIsDark = (page: Page) =>
  page.evaluate(() => {
    const [red, green, blue] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (red! + green! + blue!) / 3 < 128;
  });

describe('axe-core (WCAG 2.1 A and AA) on every internal screen, as Desenvolvedor (who may open them all)', () => {
  it.each(LANGUAGES)(
    '%s: no violations in the light scheme, and no colour violations in the dark one',
    async (lang) => {
      const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Desenvolvedor');
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const settings = JSON.stringify({ ...defaultSettings(), theme: { index: 0, dark: scheme === 'dark' } });
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SETTINGS_STORAGE_KEY, value: settings });
        // One full load applies the language and the scheme; the screens are then opened as the menu opens them (a
        // full load of each is roles.spec's subject). The markup is the same in both schemes: the dark sweep reads
        // the colours only.
        const trace = traceOf(page, suite.server);
        try {
          await loadSettled(page, `${suite.server.url}/dashboard?lang=${lang}`, LOADING_BARS);
        } catch (error) {
          // A load that shows no h1 in 20 s, seen once in a while in CI: what the page and the server saw meanwhile.
          throw new Error(`${(error as Error).message}\nthe page's requests and console since the load:\n${trace.lines().join('\n')}`);
        } finally {
          trace.stop();
        }
        for (const screen of ADMIN_SCREENS) {
          await navigateSettled(page, screenAddress(screen), LOADING_BARS);
          expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
          // The internal area's theme paints the page's background: dark in the dark scheme, light in the light one.
          expect(await backgroundIsDark(page), screen.path).toBe(scheme === 'dark');
          const rules = scheme === 'light' ? 'all' : 'colours';
          for (const violation of await violations(page, rules)) found.push(`${screen.path} (${scheme}): ${violation}`);
        }
      }
      await context.close();
      expect(found).toEqual([]);
    },
    // 21 screens twice, opened in the app and swept by axe: ~60–90 s on a shared 2-core machine.
    300_000,
  );
});
