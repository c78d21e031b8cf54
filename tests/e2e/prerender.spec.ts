import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARED_LABELS } from '../../src/domain/labels';
import pages from '../../src/client/i18n/locales/pt/pages.json';
import { newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

/** Each prerendered page and the pt h1 and text its HTML must hold before any script runs. */
const PAGES: { path: string; heading: string; text: string }[] = [
  { path: '/', heading: pages.home.title, text: pages.home.servicesHeading },
  { path: '/planos', heading: SHARED_LABELS.pt.plans.title, text: 'Planos de zona de proteção de aeródromos' },
  { path: '/tac', heading: SHARED_LABELS.pt.tacs.title, text: 'Termos firmados com aeródromos interditados' },
  { path: '/preanalise', heading: pages.preAnalysis.title, text: pages.preAnalysis.p1 },
];

/** The page's text as a visitor without JavaScript reads it: the HTML's tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Sums the page's layout shifts from its first paint on (PerformanceObserver, buffered), as CLS counts them. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Whether React has rendered into #root (the prerendered markup has been replaced by the app). */
function appRendered(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

describe('prerendered public pages', () => {
  it.each(PAGES)('$path: the HTML already holds its pt heading and text, before any script runs', async ({ path, heading, text }) => {
    const response = await fetch(`${suite.server.url}${path}`, { headers: { 'accept-language': 'pt-BR' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>/);
    const shown = visibleText(html);
    expect(shown).toContain(heading);
    expect(shown).toContain(text);
    expect(html).toContain(`<title>`);
  });

  it('asks for another language (?lang=en): the app shell, not Portuguese text', async () => {
    const html = await (await fetch(`${suite.server.url}/planos?lang=en`)).text();
    expect(html).toContain('<div id="root"></div>');
  });

  for (const width of [390, 1440]) {
    it.each(PAGES)(`$path at ${width} px: the app takes over with no console error and no layout shift`, async ({ path, heading }) => {
      const { page, context, errors } = await newPage(suite.browser, { width, height: width === 390 ? 844 : 900 });
      await watchLayoutShift(page);
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'commit' });
      // Painted from the HTML alone, then the same heading from the app.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => appRendered(page), { timeout: 30_000 }).toBe(true);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Interactive: the header's controls respond (the language menu opens).
      await page.getByRole('button', { name: /idioma|language/i }).first().click();
      await page.getByRole('menuitem', { name: /English/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
