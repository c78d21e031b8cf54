import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/domain/schemas/plan';
import { newPage } from '../helpers/browser';
import { parseCsv } from '../helpers/csv';
import { ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

/** Every row of a plans query, as the API lists them. */
async function apiAll(query: string): Promise<Plan[]> {
  const response = await fetch(`${suite.server.url}/api/plans?${query}&_start=0&_end=1000`);
  return (await response.json()) as Plan[];
}

describe('exports and more filters on /planos', () => {
  it("downloads the filtered list as CSV: every row of the API, headers in the page's language", async () => {
    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    await screen.chooseState('Estado', 'São Paulo');
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ state_code: 'SP' });
    await expect.poll(() => page.getByTestId('plans-grid').getAttribute('aria-busy'), POLL).toBe('false');

    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /^CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^planos-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), ';');
    // The headers are the grid's own column labels (src/domain/labels).
    expect(header?.slice(0, 3)).toEqual(['Aeródromo', 'Data de assinatura', 'Código ICAO']);
    const api = await apiAll('state_code=SP&_sort=aerodrome_name&_order=asc');
    expect(api.length).toBeGreaterThan(25);
    expect(rows.map((r) => r[0])).toEqual(api.map((p) => p.aerodrome_name));
    expect(rows.map((r) => r[3])).toEqual(api.map((p) => p.type));

    // Print is offered too (the browser's own dialog; not opened here).
    await page.getByRole('button', { name: 'Exportar' }).click();
    expect(await page.getByRole('menuitem', { name: 'Imprimir' }).count()).toBe(1);
    for (const format of ['XLSX', 'PDF']) {
      const href = await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).getAttribute('href');
      expect(href).toBe(`/api/plans/export.${format.toLowerCase()}?status=published&state_code=SP&_sort=aerodrome_name&_order=asc&_lang=pt`);
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the "more filters" drawer\'s date range is typed day first in Portuguese (MUI X picker) and filters once the date is complete', async () => {
    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/plans') requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Mais filtros' }).click();
    const from = page.getByTestId('more-filters').getByRole('group', { name: 'De', exact: true });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await expect.poll(() => from.innerText().then((text) => text.replace(/\s/g, '')), POLL).toMatch(/^01\/01\/2020/);
    await expect.poll(() => decodeURIComponent(new URL(page.url()).search), POLL).toContain('[value]=2020-01-01');
    // One list request for the typed date, none for the incomplete years on the way (0002, 0020, 0202).
    await expect.poll(() => requests.filter((url) => url.includes('2020-01-01')).length, POLL).toBe(1);
    expect(requests.filter((url) => /=0\d{3}-/.test(decodeURIComponent(url)))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the "more filters" drawer sets type=PBZPH: the URL, the badge, the rows and the export follow; clear removes it', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);

    await page.getByRole('button', { name: 'Mais filtros' }).click();
    const drawer = page.getByTestId('more-filters');
    await drawer.getByRole('checkbox', { name: /^PBZPH/ }).check();
    await drawer.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filters[0][value][0]'), POLL).toBe('PBZPH');
    const expected = (await apiAll('type=PBZPH&_sort=aerodrome_name&_order=asc')).slice(0, 25).map((p) => p.aerodrome_name);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expected);
    expect(new Set(await screen.column('type'))).toEqual(new Set(['PBZPH']));
    await expect.poll(() => page.getByRole('button', { name: 'Mais filtros (1 ativos)' }).count(), POLL).toBe(1);

    await page.getByRole('button', { name: 'Exportar' }).click();
    expect(await page.getByRole('menuitem', { name: /^CSV/ }).getAttribute('href')).toBe(
      '/api/plans/export.csv?status=published&type=PBZPH&_sort=aerodrome_name&_order=asc&_lang=pt',
    );
    await page.keyboard.press('Escape');

    // Survives a reload (the URL holds it), and "clear filters" removes it.
    await page.reload();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expected);
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.has('filters[0][field]'), POLL).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Mais filtros', exact: true }).count(), POLL).toBe(1);
    await context.close();
  });

  it("the grid's loading flag is true while the rows load and false once they are set", async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const grid = page.getByTestId('plans-grid');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/plans',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => grid.getAttribute('aria-busy'), POLL).toBe('true');
    release();
    await expect.poll(() => grid.getAttribute('aria-busy'), POLL).toBe('false');
    expect(await new ListScreen(page).column('aerodrome_name')).not.toEqual([]);
    await context.close();
  });

  it("a plan's details show its aerodrome on a map, with no request outside the portal", async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.server.url) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    const [plan] = await apiAll('icao=SBSP');
    if (!plan?.aerodrome_id) throw new Error('no SBSP plan');
    const aerodrome = (await (await fetch(`${suite.server.url}/api/aerodromes/${plan.aerodrome_id}`)).json()) as { latitude: number };
    await page.goto(`${suite.server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
    await page.getByRole('menuitem', { name: `Detalhes de ${plan.aerodrome_name}` }).click();
    const map = page.getByTestId('aerodrome-map');
    await expect.poll(() => map.innerText(), POLL).toContain(`Latitude ${aerodrome.latitude.toFixed(5)}`);
    // One pin: the aerodrome (the offline base map's state and capital names are markers too, but labels).
    expect(await map.locator('.leaflet-marker-icon:not(.offline-base-label)').count()).toBe(1);
    expect(outside).toEqual([]);
    await context.close();
  });
});
