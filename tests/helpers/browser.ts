import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export interface PageOptions {
  locale?: string;
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /**
   * The app's service worker, blocked unless a test is about it (offline.spec): otherwise every new context installs it
   * and precaches the whole build (~230 files) beside the test, and every later load goes through it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A new context and page; the page's console errors and failed requests are collected for assertions. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'pt-BR',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { page, context, errors };
}

/**
 * Runs in the page: whether the app's first render has been committed into #root (a prerendered page's markup replaced
 * by the app's): its nodes carry React's fiber; the root alone is marked as soon as it is created, before its render.
 */
export function appCommitted(): boolean {
  const first = document.getElementById('root')?.firstElementChild;
  return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
}

/**
 * A full load of `url`, settled: its h1 shown, the network idle, and the loading bars (`loadingBars`) gone — data-driven
 * parts (counters, charts, lists) render once their requests answer. A bar still there after 10 s is left as it is.
 */
export async function loadSettled(page: Page, url: string, loadingBars = '[role="progressbar"]'): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // A prerendered page shows its h1 before any script runs, and its code is asked for only after the first paint: the
  // network may look idle before then, and a test would read markup that the app's first commit replaces.
  await page.waitForFunction(appCommitted);
  await page.waitForLoadState('networkidle');
  await loadingBarsGone(page, loadingBars);
}

/** Waits up to 10 s for the loading bars to go; one still there then is left as it is. */
async function loadingBarsGone(page: Page, loadingBars: string): Promise<void> {
  await page
    .locator(loadingBars)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Goes to `path` inside the running app, as its links do (the router follows the history; nothing is reloaded), and
 * waits as loadSettled does: the next screen's h1, no request for half a second, the loading bars gone. A full load
 * costs Chromium ~1.2 CPU-s on this machine, this ~0.3: for sweeps over many screens, whose full loads other suites
 * cover (roles.spec opens every internal route by a full load).
 */
export async function navigateSettled(page: Page, path: string, loadingBars = '[role="progressbar"]'): Promise<void> {
  // A path may carry a query (a list's table state, as the menu's links do): the screen is told by its pathname.
  const pathname = new URL(path, page.url()).pathname;
  if (new URL(page.url()).pathname === pathname) return;
  // Playwright's 'networkidle' belongs to the document's load, long reached: the requests are counted here instead.
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => (pending.add(request), (lastChange = Date.now()));
  const ended = (request: Request) => (pending.delete(request), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      const h1 = document.querySelector('h1');
      // What the screen being left shows, to tell its heading from the next screen's (React may keep the element).
      (window as { lastH1?: [Element | null, string] }).lastH1 = [h1, h1?.textContent ?? ''];
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The next screen's h1: the old one may stay in place while the next screen's code downloads.
    await page.waitForFunction((to) => {
      const [old, oldText] = (window as { lastH1?: [Element | null, string] }).lastH1 ?? [null, ''];
      const h1 = document.querySelector('h1');
      return window.location.pathname === to && h1 !== null && (h1 !== old || h1.textContent !== oldText);
    }, pathname);
    const deadline = Date.now() + 20_000;
    while ((pending.size > 0 || Date.now() - lastChange < 500) && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await loadingBarsGone(page, loadingBars);
}
