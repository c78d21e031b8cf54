import type { Browser } from 'playwright-core';

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

/**
 * Milliseconds from the navigation's start to the first frame painted after a node holding one of `texts`
 * entered the document (a MutationObserver installed before any of the page's own scripts), on a fresh
 * 390×844 phone context without a service worker, under the given throttling.
 */
export async function firstRowTime(browser: Browser, url: string, texts: readonly string[], throttling: Throttling): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      (wanted: string[]) => {
        const observer = new MutationObserver((records) => {
          const found = records.some((record) => [...record.addedNodes].some((node) => wanted.some((text) => node.textContent?.includes(text))));
          if (!found) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              window.__firstRowAt = performance.now();
            }, 0),
          );
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      [...texts],
    );
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
    await page.waitForFunction(() => window.__firstRowAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
    return await page.evaluate(() => window.__firstRowAt ?? Number.NaN);
  } finally {
    await context.close();
  }
}
