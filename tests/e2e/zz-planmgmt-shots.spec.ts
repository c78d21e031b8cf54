import { it } from 'vitest';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('shots', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  for (const [lang, dark, width] of [['pt', false, 1280], ['en', true, 1280], ['pt', false, 390], ['es', true, 390]] as const) {
    await page.evaluate(([l, d]) => {
      localStorage.setItem('vva_locale', l as string);
      const s = JSON.parse(localStorage.getItem('vva_settings') ?? '{}');
      localStorage.setItem('vva_settings', JSON.stringify({ ...s, theme: { index: 0, dark: d } }));
    }, [lang, dark] as const);
    await page.setViewportSize({ width, height: 900 });
    const tag = `${lang}-${dark ? 'dark' : 'light'}-${width}`;
    for (const path of ['/gestao/planos', '/gestao/tac']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('[data-loading="false"] .MuiDataGrid-row').first().waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots-planmgmt/${path.split('/')[2]}-${tag}.png`, fullPage: width > 400 });
    }
    await page.goto(`${suite.server.url}/gestao/planos`);
    await page.locator('[data-loading="false"] .MuiDataGrid-row').first().waitFor();
    await page.locator('main button.MuiButton-contained').first().click();
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-planmgmt/form-${tag}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('.MuiDataGrid-row [role="menuitem"]').nth(1).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-planmgmt/withdraw-${tag}.png` });
    await page.keyboard.press('Escape');
  }
  await context.close();
}, 300_000);
