import { describe, expect, it } from 'vitest';
import type { State } from '../../src/domain/schemas/state';
import type { Tac } from '../../src/domain/schemas/tac';
import { newPage } from '../helpers/browser';
import { apiList, ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

/** The state with the most TACs in the seeded database, and the first page of its TACs as the API sorts them. */
async function busiestState() {
  const all = await apiList<Tac>(suite.server.url, 'tacs', { _start: 0, _end: 1000 });
  const perState = new Map<string, number>();
  for (const tac of all.rows) perState.set(tac.state_code, (perState.get(tac.state_code) ?? 0) + 1);
  const [code] = [...perState.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!code) throw new Error('the seed has no TACs');
  const { rows: states } = await apiList<State>(suite.server.url, 'states', { code, _start: 0, _end: 1 });
  const state = states[0];
  if (!state) throw new Error(`no state ${code}`);
  const tacs = await apiList<Tac>(suite.server.url, 'tacs', { state_code: code, _sort: 'aerodrome_name', _order: 'asc', _start: 0, _end: 25 });
  return { state, tacs };
}

describe('TAC search (/tac)', () => {
  it('filters by a state that has TACs and shows exactly its rows', async () => {
    const { state, tacs } = await busiestState();
    expect(tacs.rows.length).toBeGreaterThan(0);
    expect(tacs.rows.every((tac) => tac.state_code === state.code)).toBe(true);

    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/tac`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    expect(await screen.headers()).toEqual(
      expect.arrayContaining(['Aeródromo', 'Data de assinatura', 'Referência no DOU', 'ICAO', 'Tipo', 'Data', 'Vigência']),
    );

    await screen.chooseState('Estado', state.name);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(tacs.rows.map((tac) => tac.aerodrome_name));
    expect(await screen.column('icao')).toEqual(tacs.rows.map((tac) => tac.icao ?? ''));
    expect(screen.urlFilters()).toEqual({ state_code: state.code });
    await expect.poll(() => screen.count(), POLL).toMatch(new RegExp(`^${tacs.total} TACs? encontrados?$`));

    // Dates in the Brazilian format: the first row's validity as DD/MM/YYYY.
    const [year, month, day] = (tacs.rows[0]?.validity ?? '').split('-');
    expect((await screen.column('validity'))[0]).toBe(`${day}/${month}/${year}`);

    // The state lives in the URL: a reload shows the same rows with the state still chosen.
    await page.reload();
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(tacs.rows.map((tac) => tac.aerodrome_name));
    expect(await screen.stateSelect('Estado').innerText()).toContain(state.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a TAC by ICAO code and shows its DOU reference in the details dialog', async () => {
    const { tacs } = await busiestState();
    const tac = tacs.rows.find((row) => row.icao);
    if (!tac?.icao) throw new Error('no TAC with an ICAO code');

    const found = await apiList<Tac>(suite.server.url, 'tacs', { q: tac.icao, _sort: 'aerodrome_name', _order: 'asc', _start: 0, _end: 25 });
    expect(found.rows.map((row) => row.icao)).toContain(tac.icao);

    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/tac`);
    await page.getByRole('searchbox', { name: 'Nome do aeródromo ou código ICAO' }).fill(tac.icao);
    await expect.poll(() => screen.column('icao'), POLL).toEqual(found.rows.map((row) => row.icao ?? ''));
    expect(screen.urlFilters()).toEqual({ q: tac.icao });

    await page.getByRole('menuitem', { name: `Detalhes de ${tac.aerodrome_name}` }).click();
    const dialog = page.getByRole('dialog', { name: tac.aerodrome_name });
    await expect.poll(() => dialog.innerText(), POLL).toContain(tac.dou_reference);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => screen.column('aerodrome_name').then((names) => names.length), POLL).toBeGreaterThan(1);
    expect(await page.getByRole('searchbox', { name: 'Nome do aeródromo ou código ICAO' }).inputValue()).toBe('');
    await context.close();
  });

  it('follows the language: Spanish headers and dates', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'es-ES' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/tac`);
    await expect
      .poll(() => screen.headers(), POLL)
      .toEqual(expect.arrayContaining(['Aeródromo', 'Fecha de firma', 'Referencia en el DOU', 'OACI', 'Tipo', 'Fecha', 'Vigencia']));
    await expect.poll(() => screen.count(), POLL).toMatch(/^\d+ TAC encontrados?$/);
    await context.close();
  });
});
