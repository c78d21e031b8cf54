import { describe, expect, it } from 'vitest';
import type { Municipality } from '../../src/domain/schemas/municipality';
import type { Plan } from '../../src/domain/schemas/plan';
import type { State } from '../../src/domain/schemas/state';
import { newPage } from '../helpers/browser';
import { apiList, ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

/** São Paulo (state) and São Paulo (municipality) as the API knows them, and the plans it holds for that city. */
async function saoPaulo() {
  const { rows: states } = await apiList<State>(suite.server.url, 'states', { _sort: 'name', _start: 0, _end: 100 });
  const state = states.find((s) => s.code === 'SP');
  const { rows: cities } = await apiList<Municipality>(suite.server.url, 'municipalities', { state_code: 'SP', q: 'São Paulo', _start: 0, _end: 50 });
  const city = cities.find((m) => m.name === 'São Paulo');
  if (!state || !city) throw new Error('the seed has no São Paulo');
  const plans = await apiList<Plan>(suite.server.url, 'plans', {
    state_code: 'SP',
    municipality_id: city.id,
    _sort: 'aerodrome_name',
    _order: 'asc',
    _start: 0,
    _end: 25,
  });
  return { state, city, plans };
}

describe('plans search (/planos)', () => {
  it('filters by state and municipality, keeps the filters on reload and back, and follows the language', async () => {
    const { state, city, plans } = await saoPaulo();
    expect(plans.rows.map((p) => p.icao)).toContain('SBSP');
    expect(plans.rows.every((p) => p.municipality_id === city.id)).toBe(true);
    const expectedNames = plans.rows.map((p) => p.aerodrome_name);

    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);

    await screen.chooseState('Estado', state.name);
    await screen.chooseMunicipality('Município', city.name);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expectedNames);
    expect(await screen.column('icao')).toContain('SBSP');
    expect(screen.urlFilters()).toMatchObject({ state_code: 'SP', municipality_id: String(city.id) });
    await expect.poll(() => screen.count(), POLL).toMatch(new RegExp(`^${plans.total} planos? encontrados?$`));

    // The filters live in the URL: a reload brings back the same search, filled in.
    await page.reload();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expectedNames);
    await expect.poll(() => screen.municipalityInput('Município').inputValue(), POLL).toBe(city.name);
    expect(await screen.stateSelect('Estado').innerText()).toContain(state.name);
    expect(await screen.headers()).toEqual(expect.arrayContaining(['Aeródromo', 'Data de assinatura', 'Código ICAO']));

    // Away and back: the browser's history brings the same search.
    await page.goto(`${suite.server.url}/inicio`);
    await page.goBack();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expectedNames);
    expect(screen.urlFilters()).toMatchObject({ state_code: 'SP', municipality_id: String(city.id) });

    // Another language: headers, filter labels and dates follow; the search stays.
    await screen.switchLanguage('en');
    await expect.poll(() => screen.headers(), POLL).toEqual(expect.arrayContaining(['Aerodrome', 'Signature date', 'ICAO code', 'Type', 'Date']));
    await expect.poll(() => screen.municipalityInput('Municipality').inputValue(), POLL).toBe(city.name);
    expect(await screen.column('aerodrome_name')).toEqual(expectedNames);
    expect(screen.urlFilters()).toMatchObject({ state_code: 'SP', municipality_id: String(city.id) });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every field of a plan in a details dialog', async () => {
    const { plans } = await saoPaulo();
    const congonhas = plans.rows.find((p) => p.icao === 'SBSP');
    if (!congonhas) throw new Error('no SBSP plan');
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    await page.goto(`${suite.server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
    await page.getByRole('menuitem', { name: `Detalhes de ${congonhas.aerodrome_name}` }).click();
    const dialog = page.getByRole('dialog', { name: congonhas.aerodrome_name });
    await expect.poll(() => dialog.innerText(), POLL).toContain(congonhas.ordinance);
    expect(await dialog.innerText()).toContain(congonhas.type);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    await context.close();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await page.getByRole('searchbox', { name: 'Nome do aeródromo ou código ICAO' }).fill('zzzz sem plano algum');
    await expect.poll(() => page.getByTestId('list-empty').innerText(), POLL).toContain('Nenhum plano corresponde a estes filtros.');
    expect(screen.urlFilters()).toMatchObject({ q: 'zzzz sem plano algum' });
    await page.getByTestId('list-empty').getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    expect(screen.urlFilters()).toEqual({});
    await context.close();
  });

  it('shows a translated error with a retry button when the API fails, and recovers', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    const alert = page.getByTestId('list-error');
    const plansRequest = (url: URL) => url.pathname === '/api/plans';

    // The network fails: the grid says so; once it is back, "try again" loads the rows.
    await page.route(plansRequest, (route) => route.abort());
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => alert.innerText(), POLL).toContain('Não foi possível carregar os resultados.');
    expect(await alert.innerText()).toContain('Verifique sua conexão com a internet');
    await page.unroute(plansRequest);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);

    // The API refuses the query (a filter it does not know, from an edited URL): its translated reason shows.
    await page.goto(`${suite.server.url}/planos?filters[0][field]=no_such_field&filters[0][operator]=eq&filters[0][value]=x`);
    await expect.poll(() => alert.innerText(), POLL).toContain('no_such_field');
    expect(await alert.innerText()).toContain('(código 400)');
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    await context.close();
  });

  it('fits a phone: filters stack, results are cards, the page does not scroll sideways', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR', width: 390, height: 844 });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => page.getByTestId('list-card').count(), POLL).toBe(25);
    const stateBox = await screen.stateSelect('Estado').boundingBox();
    const cityBox = await screen.municipalityInput('Município').boundingBox();
    expect(stateBox && cityBox && cityBox.y > stateBox.y + stateBox.height - 1).toBe(true);
    const widths = await screen.widths();
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(await screen.grid.count()).toBe(0);
    await context.close();
  });
});
