import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, type PageOptions } from '../helpers/browser';
import { LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-preanalysis';
const suite = useBrowserSuite({ requireBuild: true });

async function signedIn(options: PageOptions & { lang: string }) {
  const opened = await newPage(suite.browser, options);
  await opened.page.goto(`${suite.server.url}/preanalise?lang=${options.lang}`);
  await opened.page.locator('section[aria-labelledby="preanalysis-request-heading"]').getByRole('button').first().click();
  await new LoginPage(opened.page).logIn('externo');
  await opened.page.locator('#preanalysis-latitude').waitFor(POLL);
  return opened;
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const polygons = (page: Page) => page.locator('[data-testid="surface-map"] path.leaflet-interactive').count();

describe('pre-analysis map, vertices and batch (/preanalise)', () => {
  it('picks points on the map near Congonhas, draws its surfaces, and requests for two vertices', async () => {
    const { page, context, errors } = await signedIn({ locale: 'pt-BR', lang: 'pt' });
    await page.fill('#preanalysis-latitude', '-23.6265');
    await page.fill('#preanalysis-longitude', '-46.6560');
    await expect.poll(() => polygons(page), POLL).toBeGreaterThan(5);
    await expect.poll(() => page.getByTestId('surface-status').textContent(), POLL).toMatch(/superfícies de proteção desenhadas/);
    expect(await page.getByRole('region', { name: 'Mapa para escolher a posição do objeto e ver as superfícies de proteção' }).count()).toBe(1);

    const map = page.locator('[data-testid="surface-map"] .leaflet-container');
    await map.click({ position: { x: 60, y: 60 } });
    await expect.poll(() => page.inputValue('#preanalysis-latitude'), POLL).not.toBe('-23.6265');
    const picked = await page.inputValue('#preanalysis-latitude');
    expect(picked).toMatch(/^-23\.\d{6}$/);
    expect(await page.inputValue('#preanalysis-longitude')).toMatch(/^-46\.\d{6}$/);

    await page.getByRole('button', { name: 'Adicionar vértice' }).click();
    await map.click({ position: { x: 90, y: 60 } });
    await expect.poll(() => page.inputValue('#preanalysis-latitude-2'), POLL).toMatch(/^-23\.\d{6}$/);
    expect(await page.inputValue('#preanalysis-latitude')).toBe(picked);
    expect(await page.locator('[data-testid="surface-map"] img.leaflet-marker-icon').count()).toBe(2);

    await page.fill('#preanalysis-baseAltitude', '780');
    await page.fill('#preanalysis-height', '60');
    await page.locator('#preanalysis-objectType').click();
    await page.getByRole('option', { name: 'Edificação' }).click();
    const axe = await new AxeBuilder({ page }).include('form').withTags(['wcag2a', 'wcag2aa']).disableRules(['color-contrast']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await shoot(page, 'form-pt-light-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'form-pt-light-phone');
    await page.getByRole('button', { name: 'Solicitar pré-análise' }).click();

    await expect.poll(() => page.getByTestId('preanalysis-protocol').textContent(), POLL).toMatch(/^[0-9A-F]{10}$/);
    expect(await page.getByTestId('preanalysis-request-outcome').textContent()).toBe('É necessário abrir um processo');
    expect(await page.getByTestId('preanalysis-request-vertices').locator('li').count()).toBe(2);
    expect(await page.getByTestId('preanalysis-findings').textContent()).toContain('(vértice');
    await shoot(page, 'result-pt-light-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('evaluates an uploaded CSV in chunks with progress and offers the result CSV', async () => {
    const { page, context, errors } = await signedIn({ locale: 'en-US', lang: 'en', colorScheme: 'dark' });
    const rows = ['id;latitude;longitude;base_altitude_m;object_height_m;object_type'];
    for (let i = 0; i < 1100; i++) rows.push(`far-${i};-12.9;-53.3;300;20;building`);
    rows.push(`sbsp;23°37'12"S;-46.66;780;150;tower_mast_antenna`, "bad;12°75'S;-53.3;300;20;castle");
    let sawProgress = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/preanalyses/batch')) sawProgress = true;
    });
    await page.getByTestId('preanalysis-batch-file').setInputFiles({ name: 'objects.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await page.getByTestId('preanalysis-batch-result').waitFor(POLL);
    expect(sawProgress).toBe(true);
    expect(await page.getByTestId('preanalysis-batch-result').textContent()).toContain(
      '1102 rows: 1100 not requiring a case, 1 requiring a case, 1 with errors.',
    );
    expect(await page.getByText('Row 1103: Latitude: Minutes must be less than 60. Object type: Choose the object type.').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the result (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('objects-result.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(csv).toHaveLength(1103);
    // A `;` upload gets a `;` result (decimal commas), in the requester's language, with no internal codes.
    expect(csv[0]).toBe(
      'Row;id;latitude;longitude;base_altitude_m;object_height_m;object_type;Result;Top altitude (m);Screening only;Criteria;Largest excess (m);Errors',
    );
    expect(csv[1]).toMatch(/^2;far-0;-12\.9;-53\.3;300;20;building;DECEA analysis not required;320;No;;;$/);
    expect(csv[1101]).toMatch(/^1102;sbsp;.*;A case must be opened;930;(Yes|No);".*SBSP.*";\d+(,\d+)?;$/);
    expect(csv[1102]).toBe(
      `1103;bad;12°75'S;-53.3;300;20;castle;Invalid data;;;;;Latitude: Minutes must be less than 60. Object type: Choose the object type.`,
    );
    expect(csv.join('\n')).not.toMatch(/art109_|ols_penetration|\/approach\/|minutes_out_of_range|not_required|case_required/);
    await shoot(page, 'batch-en-dark-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'batch-en-dark-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a visitor neither the map nor the batch upload, only the login', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    await page.goto(`${suite.server.url}/preanalise`);
    await page.getByRole('button', { name: 'Entrar para solicitar' }).waitFor(POLL);
    expect(await page.getByTestId('surface-map').count()).toBe(0);
    expect(await page.getByTestId('preanalysis-batch-file').count()).toBe(0);
    await context.close();
  });
});
