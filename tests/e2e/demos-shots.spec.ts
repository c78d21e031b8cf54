import { it } from 'vitest';
import { newPage } from '../helpers/browser';
import { violations } from '../helpers/axe';
import { LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });
const ALL = [
  { lang: 'pt', scheme: 'light', width: 1280 }, { lang: 'pt', scheme: 'dark', width: 390 },
  { lang: 'en', scheme: 'light', width: 390 }, { lang: 'en', scheme: 'dark', width: 1280 },
] as const;
const VARIANTS = ALL.filter((v) => !process.env.SHOT_WIDTH || String(v.width) === process.env.SHOT_WIDTH);

it('takes screenshots', async () => {
  for (const v of VARIANTS) {
    const { page, context } = await newPage(suite.browser, { width: v.width, colorScheme: v.scheme, height: 844 });
    await page.goto(`${suite.server.url}/dashboard?lang=${v.lang}`);
    await new LoginPage(page).logIn('desenvolvedor');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.evaluate(([lang, dark]) => {
      localStorage.setItem('vva_locale', lang);
      localStorage.setItem('vva_settings', JSON.stringify({ theme: { index: 0, dark } }));
    }, [v.lang, v.scheme === 'dark'] as const);
    for (const path of (process.env.SHOT_PATHS ?? 'vuetify,nested,components,charts').split(',')) {
      await page.goto(`${suite.server.url}/${path}${path === 'nested' ? '?level=1-1' : ''}`);
      await page.locator('main h1').waitFor();
      await page.waitForTimeout(2500);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log('AXE', path, v.lang, v.scheme, v.width, JSON.stringify(await violations(page)));
      console.log('SHOT', path, v.lang, v.scheme, v.width, 'overflow', overflow);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = v.width < 600 ? 1300 : 100_000;
      for (let y = 0, part = 0; y < height; y += step, part += 1) {
        const clip = { x: 0, y, width: v.width, height: Math.min(step, height - y) };
        await page.screenshot({ path: `/tmp/shots-demos/${path}-${v.lang}-${v.scheme}-${v.width}-${part}.png`, fullPage: true, clip });
      }
    }
    await context.close();
  }
}, 300_000);
