import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../helpers/browser';
import { signedInContext } from '../helpers/pages/login-page';
import { startServer } from '../helpers/server';
const server = await startServer({ sourcemap: true } as never);
const browser = await launchBrowser();
try {
  const { page, context } = await signedInContext(browser, server.url, 'Interno');
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const sels: Record<string, string> = { root: '#root > *', grid: '.MuiDataGrid-root', row: '.MuiDataGrid-row' };
    new MutationObserver(() => { for (const [k, s] of Object.entries(sels)) if (!(k in seen) && document.querySelector(s)) seen[k] = Math.round(performance.now()); }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`${server.url}/denuncias`);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const wall0 = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 30_000 });
  const now = await page.evaluate(() => performance.now());
  const marks = await page.evaluate(() => ({ ...(window as unknown as { __seen: Record<string, number> }).__seen, origin: performance.timeOrigin }));
  writeFileSync('/tmp/diag/marks.json', JSON.stringify(marks));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/diag/prof.json', JSON.stringify(profile));
  console.log('first row at', now.toFixed(0), 'wall', Date.now() - wall0);
  await context.close();
} finally { await browser.close(); await server.close(); }
