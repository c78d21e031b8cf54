import { launchBrowser } from '../helpers/browser';
import { signedInContext } from '../helpers/pages/login-page';
import { startServer } from '../helpers/server';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, context } = await signedInContext(browser, server.url, 'Interno');
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const sels: Record<string, string> = { root: '#root > *', bar: '[role=progressbar]', nav: 'nav', grid: '.MuiDataGrid-root', header: '.MuiDataGrid-columnHeader', row: '.MuiDataGrid-row', overlay: '.MuiDataGrid-overlay', skeleton: '.MuiSkeleton-root' };
    new MutationObserver(() => { for (const [k, s] of Object.entries(sels)) if (!(k in seen) && document.querySelector(s)) seen[k] = Math.round(performance.now()); }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`${server.url}/denuncias`);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  for (let i = 0; i < 3; i += 1) {
    await page.reload({ waitUntil: 'commit' });
    await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 30_000 });
    const out = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)}  ${r.initiatorType.padEnd(8)} ${r.name.replace(location.origin, '').slice(0, 110)}`);
      return [JSON.stringify((window as unknown as { __seen: unknown }).__seen), `now ${performance.now().toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} load ${nav.loadEventEnd.toFixed(0)} respEnd ${nav.responseEnd.toFixed(0)}`, ...res].join('\n');
    });
    console.log('----\n' + out);
  }
  await context.close();
} finally { await browser.close(); await server.close(); }
