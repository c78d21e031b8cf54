import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite();

describe('offline app shell', () => {
  it('opens the home and the last plan search without network, and never caches authenticated calls', async () => {
    const { page, context } = await newPage(suite.browser, { serviceWorkers: 'allow' });
    await page.goto(`${suite.server.url}/inicio`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; the page is controlled after a reload.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(`${suite.server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
    await page.getByRole('gridcell', { name: 'SBSP' }).first().waitFor();

    await context.setOffline(true);
    await page.goto(`${suite.server.url}/inicio`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Portal AGA/);
    await page.goto(`${suite.server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
    await page.getByRole('gridcell', { name: 'SBSP' }).first().waitFor();

    const cachedUrls = await page.evaluate(async () => {
      const cache = await caches.open('public-api');
      return (await cache.keys()).map((request) => request.url);
    });
    expect(cachedUrls.some((url) => url.includes('/api/plans'))).toBe(true);
    expect(cachedUrls.some((url) => url.includes('/keycloak/user_info'))).toBe(false);
    await context.close();
  });
});
