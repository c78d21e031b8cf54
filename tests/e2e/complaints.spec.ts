import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ptJson from '../../src/client/i18n/locales/pt/complaints.json';
import { pt as ptShared } from '../../src/domain/labels/pt';
import { formatNup } from '../../src/domain/nup';
import { useSignedInSuite } from '../helpers/suite';

// Titles, column labels and process types live in src/domain/labels (shared with the exports).
const pt = { ...ptJson, ...ptShared.complaints };
const POLL = { timeout: 20_000 };
const SUMMARY = 'Guindaste e2e sem sinalização';
const NUP = formatNup('600000077772026');
const WRONG_NUP = `${NUP.slice(0, -2)}${NUP.endsWith('00') ? '11' : '00'}`;

const suite = useSignedInSuite('Interno');

async function choose(dialog: ReturnType<Page['getByRole']>, id: string, option: string) {
  await dialog.locator(`#${id}`).click();
  await suite.page.getByRole('option', { name: option, exact: true }).click();
}

/** The grid's row whose summary is `summary`. */
const rowOf = (summary: string) => suite.page.getByRole('row').filter({ hasText: summary });

describe('complaints (/denuncias) as Interno', () => {
  it('creates (after fixing a NUP error), lists with its number, edits and deletes a complaint', async () => {
    await suite.page.goto(`${suite.server.url}/denuncias`);
    await suite.page.getByRole('heading', { level: 1, name: pt.title }).waitFor();
    await suite.page.getByTestId('complaints-grid').getByRole('row').nth(1).waitFor(POLL);

    await suite.page.getByRole('button', { name: pt.actions.create }).click();
    const dialog = suite.page.getByRole('dialog', { name: pt.create_title });
    await choose(dialog, 'complaint-regional', 'CINDACTA 2');
    await choose(dialog, 'complaint-process_type', pt.process_types['Denúncia']);
    await dialog.getByLabel(pt.fields.nup).fill(WRONG_NUP);
    await dialog.getByLabel(pt.fields.summary).fill(SUMMARY);
    await dialog.getByLabel(pt.fields.content).fill('Guindaste de 60 m sem balizamento próximo à cabeceira 15.');
    await dialog.getByLabel(pt.fields.state_code).fill('PR');
    await dialog.getByLabel(pt.fields.municipality).fill('Curitiba');
    await dialog.getByLabel(pt.fields.icao).fill('SBCT');
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.getByText(pt.errors.nup_check_digits).waitFor();

    await dialog.getByLabel(pt.fields.nup).fill(NUP);
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });

    await suite.page.getByLabel(pt.filters.q).fill('SBCT');
    const row = rowOf(SUMMARY);
    await row.waitFor(POLL);
    expect(await row.locator('[data-field="nup"]').innerText()).toBe(NUP);
    const number = (await row.locator('[data-field="number"]').innerText()).trim();
    expect(number).toMatch(/^\d+$/);

    await row.getByRole('menuitem', { name: pt.actions.show.replace('{{number}}', number) }).click();
    await suite.page.getByRole('dialog', { name: pt.show_title.replace('{{number}}', number) }).waitFor();
    await suite.page.getByRole('button', { name: pt.actions.close }).click();

    await row.getByRole('menuitem', { name: pt.actions.edit.replace('{{number}}', number) }).click();
    const edit = suite.page.getByRole('dialog', { name: pt.edit_title.replace('{{number}}', number) });
    await edit.getByLabel(pt.fields.summary).fill(`${SUMMARY} (editada)`);
    await edit.getByRole('button', { name: pt.actions.save }).click();
    await edit.waitFor({ state: 'detached', ...POLL });
    await rowOf(`${SUMMARY} (editada)`).waitFor(POLL);

    await rowOf(`${SUMMARY} (editada)`).getByRole('menuitem', { name: pt.actions.delete_one.replace('{{number}}', number) }).click();
    const confirm = suite.page.getByRole('dialog', { name: pt.delete_title.replace('{{number}}', number) });
    await confirm.getByRole('button', { name: pt.actions.delete }).click();
    await confirm.waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => rowOf(SUMMARY).count(), POLL).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('refuses a final date before the initial one', async () => {
    await suite.page.goto(`${suite.server.url}/denuncias`);
    await suite.page.getByLabel(pt.filters.created_from).fill('2025-03-10');
    await suite.page.getByLabel(pt.filters.created_to).fill('2025-03-01');
    await suite.page.getByText(pt.errors.range).waitFor();
    expect(new URL(suite.page.url()).search).not.toContain('2025-03-01');
  });
});
