import { describe, expect, it } from 'vitest';
import ptJson from '../../src/client/i18n/locales/pt/complaints.json';
import type { Plan } from '../../src/domain/schemas/plan';
import { formatNup } from '../../src/domain/nup';
import { newPage } from '../helpers/browser';
import { apiList, ListScreen } from '../helpers/pages/list-page';
import { useSignedInSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

const POLL = { timeout: 20_000 };
const suite = useSignedInSuite('Interno');

describe('searches typed without accents', () => {
  it('finds the plans of São José on /planos and São Paulo in the município picker', async () => {
    const expected = await apiList<Plan>(suite.server.url, 'plans', {
      state_code: 'SP',
      q: 'são josé',
      _sort: 'aerodrome_name',
      _order: 'asc',
      _start: 0,
      _end: 25,
    });
    expect(expected.total).toBeGreaterThan(0);
    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos`);
    await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
    await screen.chooseState('Estado', 'São Paulo');
    await page.getByRole('searchbox', { name: 'Nome do aeródromo ou código ICAO' }).fill('sao jose');
    await expect.poll(() => screen.column('aerodrome_name'), POLL).toEqual(expected.rows.map((p) => p.aerodrome_name));

    // The picker asks the server as the user types; the exact name comes first.
    const town = screen.municipalityInput('Município');
    await town.click();
    await town.fill('sao paulo');
    await expect.poll(() => page.getByRole('option').first().innerText(), POLL).toBe('São Paulo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a complaint of Conceição on /denuncias typed "conceicao"', async () => {
    const headers = { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}`, 'content-type': 'application/json' };
    const summary = `Torre na Conceição ${Date.now()}`;
    const created = await fetch(`${suite.server.url}/api/complaints`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        regional: 'CINDACTA 1',
        summary,
        nup: formatNup(`6009${String(Date.now()).slice(-7)}2026`),
        content: 'Registro de teste.',
        process_type: 'Denúncia',
        state_code: 'DF',
      }),
    });
    expect(created.status).toBe(201);
    await suite.page.goto(`${suite.server.url}/denuncias`);
    await suite.page.getByTestId('complaints-grid').getByRole('row').nth(1).waitFor(POLL);
    await suite.page.getByLabel(ptJson.filters.q).fill('torre conceicao');
    await expect.poll(() => suite.page.getByTestId('complaints-grid').locator('[data-field="summary"]').allInnerTexts(), POLL).toContain(summary);
  });
});
