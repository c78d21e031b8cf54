import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARED_LABELS } from '../../src/domain/labels';
import { APP_ENTRY_ATTRIBUTE_NAME, APP_PRELOAD_ATTRIBUTE_NAME, LOADER_FALLBACK_MS } from '../../src/domain/prerendered';
import pages from '../../src/client/i18n/locales/pt/pages.json';
import { appCommitted, newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

function sharedTitle(namespace: 'plans' | 'tacs'): string {
  const title = SHARED_LABELS.pt[namespace]?.title;
  if (!title) throw new Error(`no shared pt title for ${namespace}`);
  return title;
}

/** Each prerendered page and the pt h1 and text its HTML must hold before any script runs. */
const PAGES: { path: string; heading: string; text: string }[] = [
  { path: '/', heading: pages.home.title, text: pages.home.servicesHeading },
  { path: '/planos', heading: sharedTitle('plans'), text: 'Planos de zona de proteção de aeródromos' },
  { path: '/tac', heading: sharedTitle('tacs'), text: 'Termos firmados com aeródromos interditados' },
  { path: '/preanalise', heading: pages.preAnalysis.title, text: pages.preAnalysis.p1 },
];

/** The page's text as a visitor without JavaScript reads it: the HTML's tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
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

/** The app's entry module and the modules the loader preloads, as a prerendered page's #root names them. */
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
const appCode = (html: string) => ({
  entry: attribute(html, APP_ENTRY_ATTRIBUTE_NAME),
  preloads: (attribute(html, APP_PRELOAD_ATTRIBUTE_NAME) ?? '').split(' ').filter(Boolean),
});

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

  it.each([
    { ask: '?lang=en', headers: {} as Record<string, string>, heading: SHARED_LABELS.en.plans?.title, lang: 'en' },
    { ask: '', headers: { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' }, heading: SHARED_LABELS.es.plans?.title, lang: 'es' },
  ])('/planos$ask $headers: prerendered in the language the app will pick', async ({ ask, headers, heading, lang }) => {
    const html = await (await fetch(`${suite.server.url}/planos${ask}`, { headers })).text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(visibleText(html)).toContain(heading ?? '?');
    expect(visibleText(html)).not.toContain(sharedTitle('plans'));
  });

  for (const width of [390, 1440]) {
    it.each(PAGES)(`$path at ${width} px: the app takes over with no console error and no layout shift`, async ({ path, heading }) => {
      const { page, context, errors } = await newPage(suite.browser, { width, height: width === 390 ? 844 : 900 });
      await watchLayoutShift(page);
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'commit' });
      // Painted from the HTML alone, then the same heading from the app.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.evaluate(appCommitted), { timeout: 30_000 }).toBe(true);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Interactive: the header's controls respond (the language menu opens).
      await page
        .getByRole('button', { name: /idioma|language/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: /English/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each(PAGES)("$path: the app's code is asked for only once the page has rendered a frame, every module in parallel", async ({ path }) => {
    const html = await (await fetch(`${suite.server.url}${path}`)).text();
    // No script tag or module preload for the parser to fetch before the first paint: the inline loader adds them.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const { page, context, errors } = await newPage(suite.browser, { width: 390, height: 844 });
    // The time of the page's first frame (its first animation-frame callback), noted before any of its scripts run.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
      });
    });
    await page.goto(`${suite.server.url}${path}`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(appCommitted), { timeout: 30_000 }).toBe(true);
    const { entry, preloads } = appCode(html);
    const timing = await page.evaluate(() => ({
      frame: (window as unknown as { __firstFrame: number }).__firstFrame,
      code: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.frame).toBeGreaterThan(0);
    expect(timing.code.length).toBeGreaterThan(5);
    // After the first frame, or at the loader's fallback (LOADER_FALLBACK_MS) when a slow machine paints later.
    for (const file of timing.code) expect(file.start, file.name).toBeGreaterThan(Math.min(timing.frame, LOADER_FALLBACK_MS));
    // The entry's imports are asked for before it (the loader adds their module preloads first), not discovered one
    // level at a time as each module arrives. No time bound between them: how far apart the loader's tasks run
    // depends on the machine's load (118–244 ms in one CI run, a few ms on a quiet one).
    expect(preloads.length).toBeGreaterThan(5);
    const entryStart = timing.code.find((file) => file.name === entry)?.start ?? Number.NaN;
    for (const preload of preloads) expect(timing.code.find((file) => file.name === preload)?.start, preload).toBeLessThanOrEqual(entryStart);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(PAGES)('$path: the code of the first screen holds no markdown renderer, no schema library and no CSV parser', async ({ path }) => {
    const html = await (await fetch(`${suite.server.url}${path}`)).text();
    const { entry, preloads } = appCode(html);
    const files = [entry, ...preloads].filter((file) => file !== undefined);
    expect(files.length).toBeGreaterThan(5);
    const code = await Promise.all(files.map(async (file) => (await fetch(`${suite.server.url}${file}`)).text()));
    // Refine's MUI package once brought its own markdown stack (property-information's attribute tables) into a chunk
    // every public page loaded, Refine's core preloaded papaparse on the lists, and the TAC and pre-analysis pages
    // loaded zod for one constant each (vite.config.ts).
    for (const [index, text] of code.entries()) {
      expect(text.includes('commaSeparated'), `${files[index]}: property-information (markdown)`).toBe(false);
      expect(text.includes('ZodObject'), `${files[index]}: zod`).toBe(false);
      expect(text.includes('__parsed_extra'), `${files[index]}: papaparse`).toBe(false);
    }
  });

  it.each(['/planos', '/tac'])('%s: the first rows are asked for once, at navigation, and the grid shows them', async (path) => {
    const { page, context, errors } = await newPage(suite.browser, { width: 1440 });
    const listRequests: string[] = [];
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname);
      if (/\/api\/(plans|tacs)\?/.test(request.url())) listRequests.push(request.url());
    });
    await page.goto(`${suite.server.url}${path}`);
    await page.locator('[role="row"][data-rowindex="0"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // One request: the grid took main.tsx's answer instead of asking the same question again.
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]).toMatch(/_start=0&_end=25&_sort=aerodrome_name&_order=asc&status=published/);
    // Asked as the app starts, not once the list has rendered: before the grid's code (a chunk the list asks for when
    // it first renders on a wide screen) was even requested. Refine's code is preloaded with the entry's now.
    const grid = requested.findIndex((pathname) => /\/assets\/PlaceGrid-[^/]+\.js$/.test(pathname));
    expect(grid).toBeGreaterThan(-1);
    expect(requested.findIndex((pathname) => /^\/api\/(plans|tacs)$/.test(pathname))).toBeLessThan(grid);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/planos', '/tac'])("%s on a phone: the list's state is in the address before the app renders, and the app never navigates", async (path) => {
    const { page, context, errors } = await newPage(suite.browser, { width: 390, height: 844 });
    // Each change of address, and whether the app had committed its first render by then.
    await page.addInitScript(() => {
      const changes: { url: string; afterApp: boolean }[] = [];
      (window as unknown as { __changes: typeof changes }).__changes = changes;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          const next = url == null ? location.href : new URL(url, location.href).href;
          // The app's nodes carry React's fiber (appCommitted in helpers/browser.ts, inlined: this runs in the page).
          const first = document.getElementById('root')?.firstElementChild;
          const afterApp = first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
          if (next !== location.href) changes.push({ url: next, afterApp });
          original(state, unused, url);
        };
      }
    });
    await page.goto(`${suite.server.url}${path}`);
    await page.getByTestId('list-card').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const changes = await page.evaluate(() => (window as unknown as { __changes: { url: string; afterApp: boolean }[] }).__changes);
    // Written once, before the first render (early-public-list.ts), in the form Refine's syncWithLocation writes it: a
    // navigation of the app's own would have rendered the whole page again on a phone still busy with the first.
    expect(changes).toEqual([
      { url: expect.stringMatching(/\?pageSize=25&currentPage=1&sorters\[0\]\[field\]=aerodrome_name&sorters\[0\]\[order\]=asc$/), afterApp: false },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
