import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../helpers/browser';
import { signedInContext } from '../helpers/pages/login-page';
import { startServer } from '../helpers/server';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, context } = await signedInContext(browser, server.url, 'Interno');
  await page.goto(`${server.url}/denuncias`);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  await page.reload({ waitUntil: 'commit' });
  await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 30_000 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.reload({ waitUntil: 'commit' });
  await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 30_000 });
  const now = await page.evaluate(() => performance.now());
  const buf = await browser.stopTracing();
  writeFileSync('/tmp/diag/trace.json', buf);
  console.log('first row at', now.toFixed(0));
  await context.close();
} finally { await browser.close(); await server.close(); }
