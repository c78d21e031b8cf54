import { it } from 'vitest';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('shots', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Desenvolvedor');
  for (const lang of ['pt', 'en', 'es']) {
    for (const dark of [false, true]) {
      await page.evaluate(([l, d]) => {
        localStorage.setItem('vva_locale', l as string);
        const s = JSON.parse(localStorage.getItem('vva_settings') ?? '{}');
        localStorage.setItem('vva_settings', JSON.stringify({ ...s, theme: { index: 0, dark: d } }));
      }, [lang, dark] as const);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const tag = `${lang}-${dark ? 'dark' : 'light'}-${width}`;
        await page.goto(`${suite.server.url}/fluxograma`);
        await page.locator('.react-flow__node').first().waitFor();
        await page.getByRole('tab').nth(1).click();
        await page.waitForTimeout(600);
        await page.locator('.react-flow__node').nth(4).focus();
        await page.keyboard.press('Enter');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/shots-flowchart/flow-${tag}.png`, fullPage: true });
        await page.goto(`${suite.server.url}/permission/Interno`);
        await page.locator('table').waitFor();
        await page.screenshot({ path: `/tmp/shots-flowchart/perm-${tag}.png`, fullPage: true });
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox').waitFor();
        await page.waitForTimeout(400);
        await page.keyboard.type('te');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/shots-flowchart/palette-${tag}.png` });
        await page.keyboard.press('Escape');
      }
    }
  }
  await context.close();
}, 300_000);
