import { expect, it } from 'vitest';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it("offers a retry when a page's code fails to download, and the retry loads the page once the network is back", async () => {
  // No service worker: the failure must come from the network, not be served from the precache.
  const context = await suite.browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/inicio`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The FAQ page's own chunk (FaqPage-<hash>.js) cannot be downloaded.
  await page.route(/\/assets\/FaqPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('link', { name: /^Dúvidas/ })
    .first()
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta página.' });
  await alert.waitFor();
  expect(new URL(page.url()).pathname).toBe('/duvidas');

  await page.unroute(/\/assets\/FaqPage-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('heading', { level: 1, name: /Dúvidas/ }).waitFor();
  expect(await alert.count()).toBe(0);
  await context.close();
});
