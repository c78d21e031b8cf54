/**
 * The public pages' first screen: Lighthouse scores of /, /planos, /tac and /preanalise (default mobile
 * profile, simulated slow 4G, 4× slower CPU), then /planos' first-row time in Chromium under applied slow 4G
 * and 4× CPU throttling, beside a static HTML page served by the same server and measured the same way.
 * Served by the real server from the built app. Prints a table (the median of three Lighthouse runs per page) with the
 * load average; asserts nothing.
 * Run: npx vite build && npx tsx tests/bench/lighthouse.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { firstRowTime, type Throttling } from './first-row';

const GOALS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof GOALS;
/** `BENCH_PAGES=/planos,/tac` measures only those (when working on one page). */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/planos', '/tac', '/preanalise'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
/** Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling: 150 ms × 3.75, 1.6 Mbit/s × 0.9) and its 4× CPU. */
const SLOW_4G: Throttling = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };
const BASELINE_FILE = 'bench-baseline.html';
const FIRST_ROW_RUNS = 3;
/** Lighthouse runs per page; the row shows the median run by performance score, and every run's score. */
const RUNS = 3;
type RunResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const scoreCell = (score: number, goal: number) => `${score}${score >= goal ? '' : ' ✗'}`;

const server = await startServer();
const clientDir = process.env.TEST_CLIENT_DIR ?? path.resolve('dist/client');
const rows: string[] = [];
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    for (const page of PAGES) {
      const loadBefore = load();
      // Lighthouse advises the median of several runs: one run's TBT moves by ±150 ms on a shared machine.
      const runs: RunResult['lhr'][] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
        const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        // A failed trace (NO_NAVSTART and the like) is Lighthouse's own hiccup: that run is taken again.
        if (result.lhr.runtimeError) console.log(`${page}: Lighthouse could not audit the page, run again: ${result.lhr.runtimeError.code}`);
        else runs.push(result.lhr);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not audit ${page}`);
      const performanceOf = (lhr: RunResult['lhr']) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
      const { categories, audits } = sorted[Math.floor(sorted.length / 2)]!;
      const scores = (Object.keys(GOALS) as Category[]).map((category) => scoreCell(Math.round((categories[category]?.score ?? 0) * 100), GOALS[category]));
      scores[0] = `${scores[0]} (${sorted.map(performanceOf).join(', ')})`;
      const metrics = METRICS.map((id) => audits[id]?.displayValue ?? '?');
      rows.push(`| \`${page}\` | ${scores.join(' | ')} | ${metrics.join(' | ')} | ${loadBefore} |`);
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (failing.length) console.log(`${page}: below 90 in the median run: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs per page (✗: below the goal ${JSON.stringify(GOALS)})\n`);
  console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed index | Load average (1/5/15 min) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  // The baseline: one plan row in a static page, the least any page showing that row could take.
  const plans = (await (await fetch(`${server.url}/api/plans?_start=0&_end=1000`)).json()) as Record<string, unknown>[];
  const names = [
    ...new Set(
      plans.flatMap((plan) => [plan.icao, plan.aerodrome_name, plan.ordinance]).filter((text): text is string => typeof text === 'string' && text.length > 3),
    ),
  ];
  fs.writeFileSync(
    path.join(clientDir, BASELINE_FILE),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baseline</title></head>` +
      `<body><table><tr><th>Aeródromo</th></tr><tr><td>${names[0]}</td></tr></table></body></html>`,
  );
  const browser = await launchBrowser();
  try {
    console.log(
      `\nFirst plan row on a phone (390×844) under slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downloadKbps} kbit/s) and ${SLOW_4G.cpuSlowdown}× CPU, ${FIRST_ROW_RUNS} runs each, median (all)\n`,
    );
    console.log('| Page | First row | Load average |');
    console.log('|---|---|---|');
    for (const page of [`/${BASELINE_FILE}`, '/planos']) {
      const loadBefore = load();
      const times: number[] = [];
      for (let run = 0; run < FIRST_ROW_RUNS; run += 1) times.push(await firstRowTime(browser, `${server.url}${page}`, names, SLOW_4G));
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`| \`${page}\` | ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms (${times.map(Math.round).join(', ')}) | ${loadBefore} |`);
    }
  } finally {
    await browser.close();
  }
} finally {
  fs.rmSync(path.join(clientDir, BASELINE_FILE), { force: true });
  await server.close();
}
