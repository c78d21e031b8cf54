import type { Browser, Page } from 'playwright-core';

/** Applied network and CPU throttling, as the DevTools protocol takes it. */
export interface Throttling {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

declare global {
  interface Window {
    __firstRowAt?: number;
  }
}

/** What marks the first row: a node holding one of these texts, or an element matching this selector. */
export type FirstRowMatch = { texts: readonly string[] } | { selector: string };

/**
 * Installs, before any of the page's own scripts on every navigation of `page`, a MutationObserver that
 * notes the first frame painted after the first row entered the document (`window.__firstRowAt`, milliseconds
 * from the navigation's start). Measured in the page, so that the test driver's polling, which waits behind
 * the page's later long tasks, does not count.
 */
export async function probeFirstRow(page: Page, match: FirstRowMatch): Promise<void> {
  await page.addInitScript(
    ({ texts, selector }: { texts: string[]; selector: string | null }) => {
      // No named function here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver((records) => {
        // A selector is looked up in the document: the class may be set after the element entered it.
        const found = selector
          ? document.querySelector(selector) !== null
          : records.some((record) => [...record.addedNodes].some((node) => texts.some((text) => node.textContent?.includes(text))));
        if (!found) return;
        observer.disconnect();
        // The callback of the next frame runs before that frame paints; the task after it runs once it has.
        requestAnimationFrame(() =>
          setTimeout(() => {
            window.__firstRowAt = performance.now();
          }, 0),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    'selector' in match ? { texts: [], selector: match.selector } : { texts: [...match.texts], selector: null },
  );
}

/** Waits for the probe installed by `probeFirstRow` and returns its time. */
export async function firstRowAt(page: Page, timeout = 120_000): Promise<number> {
  await page.waitForFunction(() => window.__firstRowAt !== undefined, undefined, { timeout, polling: 100 });
  return await page.evaluate(() => window.__firstRowAt ?? Number.NaN);
}

/**
 * Milliseconds from the navigation's start to the first frame painted after a node holding one of `texts`
 * entered the document, on a fresh 390×844 phone context without a service worker, under the given throttling.
 */
export async function firstRowTime(browser: Browser, url: string, texts: readonly string[], throttling: Throttling): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await probeFirstRow(page, { texts });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: (throttling.downloadKbps * 1024) / 8,
      uploadThroughput: (throttling.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    return await firstRowAt(page);
  } finally {
    await context.close();
  }
}
