/**
 * Lighthouse scores of the public home and plan search, served by the real server from the built app,
 * audited in Debian's Chromium with Lighthouse's default (mobile, simulated slow 4G) settings.
 * Run: npx vite build && npx tsx tests/bench/lighthouse.bench.ts   (prints, does not assert)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../helpers/browser';
import { startServer } from '../helpers/server';

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof GOALS;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const path of ['/', '/planos']) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.log(`${path.padEnd(8)} Lighthouse could not audit the page: ${runtimeError.code} ${runtimeError.message}`);
    const scores = (Object.keys(GOALS) as Category[]).map((category) => {
      const score = Math.round((categories[category]?.score ?? 0) * 100);
      return `${category} ${score} (goal ${GOALS[category]}: ${score >= GOALS[category] ? 'met' : 'not met'})`;
    });
    console.log(`${path.padEnd(8)} ${scores.join(' · ')}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`);
    console.log(`         ${metrics.join(' · ')}`);
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (failing.length) console.log(`         below 90: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}
