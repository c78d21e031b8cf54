import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type PageOptions } from '../helpers/browser';
import { LoginPage } from '../helpers/pages/login-page';
import { startServer } from '../helpers/server';
import { useBrowserSuite } from '../helpers/suite';

/**
 * Maps without TILE_URL and without internet: the offline base layer shipped with the app (Natural Earth's
 * Brazil, states and neighbours) is drawn and attributed, and the pre-analysis legend switches surfaces.
 */
const POLL = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-offline-map';
const suite = useBrowserSuite({ requireBuild: true });

const LANGUAGES = [
  { lang: 'pt', locale: 'pt-BR', colorScheme: 'light', details: 'Detalhes de', conical: 'Superfície cônica', all: 'Todas as instalações' },
  { lang: 'en', locale: 'en-US', colorScheme: 'dark', details: 'Details of', conical: 'Conical surface', all: 'All facilities' },
  { lang: 'es', locale: 'es-ES', colorScheme: 'dark', details: 'Detalles de', conical: 'Superficie cónica', all: 'Todas las instalaciones' },
] as const;
const ATTRIBUTION = { pt: 'Natural Earth (domínio público)', en: 'Natural Earth (public domain)', es: 'Natural Earth (dominio público)' };

/** Every request that would leave the portal's origin is refused and recorded. */
async function blockOutside(context: BrowserContext, origin = new URL(suite.server.url).origin): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

async function opened(options: PageOptions & { colorScheme: 'light' | 'dark' }) {
  const made = await newPage(suite.browser, { ...options, width: 1440, height: 900 });
  return { ...made, outside: await blockOutside(made.context) };
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const pathLength = async (path: Locator) => ((await path.getAttribute('d')) ?? '').length;

/**
 * The base layer is drawn inside the map: land, state borders with a real outline (when the view is wide enough
 * to hold one: Leaflet clips paths to the view), and the attribution.
 */
async function expectBaseLayer(map: Locator, lang: keyof typeof ATTRIBUTION, { borders = true } = {}) {
  await expect.poll(() => map.locator('path.offline-base-land').count(), POLL).toBeGreaterThan(0);
  expect(Math.max(...(await Promise.all((await map.locator('path.offline-base-land').all()).map(pathLength))))).toBeGreaterThan(20);
  expect(await map.locator('path.offline-base-state-border').count()).toBe(1);
  if (borders) expect(await pathLength(map.locator('path.offline-base-state-border'))).toBeGreaterThan(200);
  const attribution = map.locator('.leaflet-control-attribution');
  expect(await attribution.isVisible()).toBe(true);
  expect(await attribution.innerText()).toContain(ATTRIBUTION[lang]);
  // The borders are drawn where the map is (not off in a corner of the pane).
  if (!borders) return;
  const [box, border] = [await map.boundingBox(), await map.locator('path.offline-base-state-border').boundingBox()];
  expect(border!.x < box!.x + box!.width && border!.x + border!.width > box!.x).toBe(true);
}

/** The base map's labels that are in the map's view and not covered by the land or a marker (hit-tested). */
function labelsOnTop(map: Locator): Promise<string[]> {
  return map.evaluate((container) => {
    // Hit-testing sees the window only.
    container.querySelector('.leaflet-container')!.scrollIntoView({ block: 'center' });
    const view = container.querySelector('.leaflet-container')!.getBoundingClientRect();
    // Leaflet makes its layers transparent to the pointer; hit-testing needs them solid for a moment.
    const solid = document.head.appendChild(document.createElement('style'));
    solid.textContent = '.leaflet-container * { pointer-events: auto !important; }';
    const onTop = [...container.querySelectorAll<HTMLElement>('.offline-base-label')]
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const [x, y] = [box.left + 4, box.top + box.height / 2];
        return x > view.left && x < view.right && y > view.top && y < view.bottom && label.contains(document.elementFromPoint(x, y));
      })
      .map((label) => label.textContent ?? '');
    solid.remove();
    return onTop;
  });
}

describe('maps without internet (no TILE_URL)', () => {
  for (const l of LANGUAGES) {
    it(`shows Congonhas' plan on the offline base map, São Paulo state in view (${l.lang}, 1440 and 390 px)`, async () => {
      const { page, context, errors, outside } = await opened({ locale: l.locale, colorScheme: l.colorScheme });
      await page.goto(`${suite.server.url}/planos?lang=${l.lang}&filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
      await page
        .getByRole('row')
        .filter({ hasText: 'SBSP' })
        .getByRole('menuitem', { name: new RegExp(`^${l.details} `) })
        .first()
        .click();
      const map = page.getByRole('dialog').getByTestId('aerodrome-map');
      await expectBaseLayer(map, l.lang);
      expect(await labelsOnTop(map)).toEqual(expect.arrayContaining(['SP', 'Rio de Janeiro']));
      await shoot(page, `plan-${l.lang}-${l.colorScheme}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await map.scrollIntoViewIfNeeded();
      await expectBaseLayer(map, l.lang);
      await shoot(page, `plan-${l.lang}-${l.colorScheme}-phone`);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const l of LANGUAGES) {
    it(`draws the pre-analysis map on the base layer, the nearest facility first, with a surface switch per kind (${l.lang})`, async () => {
      const { page, context, errors, outside } = await opened({ locale: l.locale, colorScheme: l.colorScheme });
      await page.goto(`${suite.server.url}/preanalise?lang=${l.lang}`);
      await page.locator('section[aria-labelledby="preanalysis-request-heading"]').getByRole('button').first().click();
      await new LoginPage(page).logIn('externo');
      await page.locator('#preanalysis-latitude').waitFor(POLL);
      const map = page.getByTestId('surface-map');
      await expectBaseLayer(map, l.lang);
      expect(await labelsOnTop(map)).toEqual(expect.arrayContaining(['SP', 'AM', 'BA']));
      await shoot(page, `preanalysis-${l.lang}-${l.colorScheme}-brazil`);

      await page.fill('#preanalysis-latitude', '-23.6265');
      await page.fill('#preanalysis-longitude', '-46.6560');
      const polygons = () => map.locator('path.leaflet-interactive').count();
      const status = async () => (await page.getByTestId('surface-status').textContent()) ?? '';
      await expect.poll(status, POLL).toMatch(/^\d+ \S+ \d+ /);
      const [shown, total] = (await status()).match(/\d+/g)!.map(Number) as [number, number];
      expect(shown).toBeGreaterThan(5);
      expect(shown).toBeLessThan(total);
      expect(await polygons()).toBe(shown);

      // One kind off by keyboard (Space on the focused switch), and on again.
      await shoot(page, `preanalysis-${l.lang}-${l.colorScheme}-default`);
      const conical = page.getByRole('checkbox', { name: new RegExp(`^${l.conical} \\(\\d+\\)$`) });
      const conicals = Number((await conical.evaluate((box) => box.closest('label')!.textContent)).match(/\((\d+)\)/)![1]);
      expect(conicals).toBeGreaterThan(0);
      await conical.focus();
      await page.keyboard.press('Space');
      await expect.poll(polygons, POLL).toBe(shown - conicals);
      expect(await conical.isChecked()).toBe(false);
      await page.keyboard.press('Space');
      await expect.poll(polygons, POLL).toBe(shown);

      // Every facility in the area on request.
      await page.getByTestId('surface-facilities').selectOption('all');
      await expect.poll(polygons, POLL).toBe(total);
      expect(await page.getByTestId('surface-facilities').locator('option:checked').innerText()).toContain(l.all);
      await page.getByTestId('surface-facilities').selectOption('default');
      await expect.poll(polygons, POLL).toBe(shown);

      // Zoomed in on Congonhas: land under the surfaces, no state border in a view this close.
      await expectBaseLayer(map, l.lang, { borders: false });
      await shoot(page, `preanalysis-${l.lang}-${l.colorScheme}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectBaseLayer(map, l.lang, { borders: false });
      await shoot(page, `preanalysis-${l.lang}-${l.colorScheme}-phone`);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('with TILE_URL set draws the tiles over the base map, which still shows where the tiles fail (no internet)', async () => {
    const server = await startServer({ env: { TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png' } });
    const browser = await launchBrowser();
    try {
      const { page, errors } = await newPage(browser, { locale: 'pt-BR', width: 1440, height: 900 });
      const outside = await blockOutside(page.context(), new URL(server.url).origin);
      await page.goto(`${server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
      await page
        .getByRole('row')
        .filter({ hasText: 'SBSP' })
        .getByRole('menuitem', { name: /^Detalhes de / })
        .first()
        .click();
      const map = page.getByRole('dialog').getByTestId('aerodrome-map');
      await expect.poll(() => map.locator('.leaflet-tile-pane img.leaflet-tile').count(), POLL).toBeGreaterThan(0);
      await expectBaseLayer(map, 'pt', { borders: false });
      // The base map's pane lies under the tile pane.
      const zIndex = (pane: string) => map.locator(`.leaflet-${pane}-pane`).evaluate((el) => Number(getComputedStyle(el).zIndex));
      expect(await zIndex('offline-base')).toBeLessThan(await zIndex('tile'));
      expect(outside.length).toBeGreaterThan(0);
      expect(outside.every((url) => url.startsWith('https://tiles.example.test/'))).toBe(true);
      // Only the refused tiles may complain.
      expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
