import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
 * A full load of `url`, settled: its h1 shown, the network idle, and the loading bars (`loadingBars`) gone — data-driven
 * parts (counters, charts, lists) render once their requests answer. A bar still there after 10 s is left as it is.
 */
export async function loadSettled(page: Page, url: string, loadingBars = '[role="progressbar"]'): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator(loadingBars)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}
