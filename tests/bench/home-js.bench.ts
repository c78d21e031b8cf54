/**
 * The public pages' initial JavaScript: loads / and /planos in Chromium from the built app and sums the
 * gzip size of every script the page requested until the network went idle (what a visitor downloads).
 * Run: npx vite build && npx tsx tests/bench/home-js.bench.ts   (prints, does not assert)
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';

/** The goal is the home's (docs/performance.md, "Browser"); /planos' figure, with the data grid at 1280 px, is printed beside it. */
const HOME_GOAL_KB = 200;

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of ['/', '/planos']) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'pt-BR' });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const largest = [...scripts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([file, size]) => `${file.replace('/assets/', '')} ${(size / 1024).toFixed(1)}`)
      .join(', ');
    const goal =
      path === '/' ? ` (goal ≤ ${HOME_GOAL_KB} kB: ${total <= HOME_GOAL_KB ? 'met' : 'not met'})` : ' (no goal: the data grid and the filters, at 1280 px)';
    console.log(`${path.padEnd(8)} ${scripts.size} scripts, ${total.toFixed(1)} kB gzip${goal}\n         largest: ${largest}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
