import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNDO_SECONDS } from '../../src/client/admin/complaints/ConfirmDeleteDialog';
import ptJson from '../../src/client/i18n/locales/pt/complaints.json';
import refinePt from '../../src/client/i18n/locales/pt/refine.json';
import { pt as ptShared } from '../../src/domain/labels/pt';
import { formatNup } from '../../src/domain/nup';
import { useSignedInSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

// Titles, column labels and process types live in src/domain/labels (shared with the exports).
const pt = { ...ptJson, ...ptShared.complaints };
const POLL = { timeout: 20_000 };
/** A text of its own for each attempt: a retry must not find the first attempt's rows. */
const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 7)}`;
/** A valid NUP of its own for each attempt (a retry must not find the first attempt's NUP taken). */
const freshNup = () => formatNup(`60000${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}2026`);
const wrongDigits = (nup: string) => `${nup.slice(0, -2)}${nup.endsWith('00') ? '11' : '00'}`;
const CURITIBA = 4106902;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const suite = useSignedInSuite('Interno');

async function api(path: string, init: RequestInit = {}) {
  const headers = { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}`, 'content-type': 'application/json' };
  const response = await fetch(`${suite.server.url}/api${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function storeComplaint(summary: string, nup: string) {
  const created = await api('/complaints', {
    method: 'POST',
    body: JSON.stringify({ regional: 'CINDACTA 1', summary, nup, content: 'Registro de teste.', process_type: 'Denúncia', state_code: 'DF' }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; number: number; nup: string };
}

async function choose(dialog: ReturnType<Page['getByRole']>, id: string, option: string) {
  await dialog.locator(`#${id}`).click();
  await suite.page.getByRole('option', { name: option, exact: true }).click();
}
/** Types into an autocomplete and picks the option the server found. */
async function pick(dialog: ReturnType<Page['getByRole']>, label: string, text: string, option: string | RegExp) {
  await dialog.getByLabel(label, { exact: true }).fill(text);
  await suite.page.getByRole('option', { name: option }).first().click();
}
async function openList() {
  await suite.page.goto(`${suite.server.url}/denuncias`);
  await suite.page.getByRole('heading', { level: 1, name: pt.title }).waitFor();
  await suite.page.getByTestId('complaints-grid').getByRole('row').nth(1).waitFor(POLL);
}
async function openCreate() {
  await suite.page.getByRole('button', { name: pt.actions.create }).click();
  const dialog = suite.page.getByRole('dialog', { name: pt.create_title });
  await dialog.waitFor();
  return dialog;
}
/** Fills every required field of the create dialog except place and date. */
async function fillRequired(dialog: ReturnType<Page['getByRole']>, summary: string, nup: string) {
  await choose(dialog, 'complaint-regional', 'CINDACTA 2');
  await choose(dialog, 'complaint-process_type', pt.process_types['Denúncia']);
  await dialog.getByLabel(pt.fields.nup).fill(nup);
  await dialog.getByLabel(pt.fields.summary).fill(summary);
  await dialog.getByLabel(pt.fields.content).fill('Guindaste de 60 m sem balizamento próximo à cabeceira 15.');
  await choose(dialog, 'complaint-state_code', 'Paraná');
}
/** The browser's confirm() questions, answered in turn by `answers` (true = OK). */
function confirmations(answers: boolean[]) {
  const asked: string[] = [];
  const handler = (question: Dialog) => {
    asked.push(question.message());
    void (answers.shift() ? question.accept() : question.dismiss());
  };
  suite.page.on('dialog', handler);
  return { asked, stop: () => suite.page.off('dialog', handler) };
}
/** The grid's row whose summary is `summary`. */
const rowOf = (summary: string) => suite.page.getByRole('row').filter({ hasText: summary });
/** A URL's query as sorted pairs (the list's filters, sort and page, however they are encoded). */
const queryOf = (url: URL) => [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
const notice = (text: string | RegExp) => suite.page.getByRole('alert').filter({ hasText: text });
/**
 * Starts watching for a notice before the action that raises it, and resolves with its text: a notice hides after 5 s,
 * and on a loaded machine the test's next steps (the dialog's detach, a request) could take longer, so a watch started
 * after them missed it once. The text is read as the notice is found, in one step: a wait and then a separate read
 * once found the notice gone in between (CI, 2026-12-06). Resolves with the error instead of rejecting, so that a watch
 * left behind by an earlier failure raises nothing unhandled.
 */
const noticeShown = (text: string | RegExp): Promise<string | unknown> =>
  notice(text)
    .first()
    .innerText({ timeout: 40_000 })
    .catch((error: unknown) => error);
/** A notice's text with any number where `{{number}}` is. */
const anyNumber = (template: string) =>
  new RegExp(
    template
      .split('{{number}}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\d+'),
  );

describe('complaints (/denuncias) as Interno', () => {
  it('creates through the pickers (after fixing a NUP error) with a notification, fills the ids, edits and deletes', async () => {
    const NUP = freshNup();
    const SUMMARY = unique('Guindaste e2e sem sinalização');
    await openList();
    const dialog = await openCreate();
    expect(new URL(suite.page.url()).pathname).toBe('/denuncias/create');
    await fillRequired(dialog, SUMMARY, wrongDigits(NUP));
    await pick(dialog, pt.fields.municipality, 'Curiti', 'Curitiba');
    await pick(dialog, pt.fields.aerodrome, 'SBCT', /^SBCT/);
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.getByText(pt.errors.nup_check_digits).waitFor();

    await dialog.getByLabel(pt.fields.nup).fill(NUP);
    const created = noticeShown(anyNumber(pt.notify.created));
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    const stored = (await api(`/complaints?nup=${encodeURIComponent(NUP)}`)).body as unknown as Record<string, unknown>[];
    expect(stored[0]).toMatchObject({ state_code: 'PR', municipality_id: CURITIBA, municipality: 'Curitiba', icao: 'SBCT', aerodrome_id: expect.any(Number) });
    const number = String(stored[0]!.number);
    expect(await created).toContain(fill(pt.notify.created, { number }));

    await suite.page.getByLabel(pt.filters.q).fill('SBCT');
    const row = rowOf(SUMMARY);
    await row.waitFor(POLL);
    expect(await row.locator('[data-field="nup"]').innerText()).toBe(NUP);
    expect((await row.locator('[data-field="number"]').innerText()).trim()).toBe(number);

    await row.getByRole('menuitem', { name: fill(pt.actions.edit, { number }) }).click();
    const edit = suite.page.getByRole('dialog', { name: fill(pt.edit_title, { number }) });
    await edit.getByLabel(pt.fields.summary).fill(`${SUMMARY} (editada)`);
    // The form is at the record's address, over the list.
    expect(new URL(suite.page.url()).pathname).toBe(`/denuncias/edit/${stored[0]!.id as number}`);
    const updated = noticeShown(fill(pt.notify.updated, { number }));
    await edit.getByRole('button', { name: pt.actions.save }).click();
    await edit.waitFor({ state: 'detached', ...POLL });
    expect(new URL(suite.page.url()).pathname).toBe('/denuncias');
    await rowOf(`${SUMMARY} (editada)`).waitFor(POLL);
    expect(await updated).toContain(fill(pt.notify.updated, { number }));

    await rowOf(`${SUMMARY} (editada)`)
      .getByRole('menuitem', { name: fill(pt.actions.delete_one, { number }) })
      .click();
    const confirm = suite.page.getByRole('dialog', { name: fill(pt.delete_title, { number }) });
    const deleted = noticeShown(fill(pt.notify.deleted, { number }));
    await confirm.getByRole('button', { name: pt.actions.delete }).click();
    await confirm.waitFor({ state: 'detached', ...POLL });
    await expect.poll(() => rowOf(SUMMARY).count(), POLL).toBe(0);
    // Once the undo time is over the request goes out and the record is gone.
    await expect.poll(async () => (await api(`/complaints/${stored[0]!.id as number}`)).status, POLL).toBe(404);
    expect(await deleted).toContain(fill(pt.notify.deleted, { number }));
    expect(suite.errors).toEqual([]);
  });

  it('opens a record at its own address: a reload reopens it over the filtered list, Back closes it, a missing one is said so', async () => {
    const summary = unique('Denúncia e2e com endereço');
    const kept = await storeComplaint(summary, freshNup());
    await openList();
    await suite.page.getByLabel(pt.filters.q).fill(summary);
    await expect.poll(() => suite.page.getByTestId('complaints-grid').getByRole('row').count(), POLL).toBe(2);
    // The search is in the address once the list has written it there (it may follow the rows by a moment).
    await expect.poll(() => new URL(suite.page.url()).searchParams.get('filters[0][value]'), POLL).toBe(summary);
    const listed = new URL(suite.page.url());
    await rowOf(summary).locator('[data-field="summary"]').click();
    const shown = suite.page.getByRole('dialog', { name: fill(pt.show_title, { number: kept.number }) });
    await shown.getByText(summary).first().waitFor(POLL);
    const opened = new URL(suite.page.url());
    expect([opened.pathname, queryOf(opened)]).toEqual([`/denuncias/show/${kept.id}`, queryOf(listed)]);

    await suite.page.reload();
    await shown.getByText(summary).first().waitFor(POLL);

    // Back closes it; the list below kept its search (the dialog hid it from the accessibility tree until now).
    await suite.page.goBack();
    await shown.waitFor({ state: 'detached', ...POLL });
    expect(new URL(suite.page.url()).pathname).toBe('/denuncias');
    expect(await suite.page.getByLabel(pt.filters.q).inputValue()).toBe(summary);
    await expect.poll(() => suite.page.getByTestId('complaints-grid').getByRole('row').count(), POLL).toBe(2);

    await suite.page.goto(`${suite.server.url}/denuncias/show/999999999`);
    await notice('Nenhum registro com o número 999999999 foi encontrado nesta lista.').first().waitFor(POLL);
    await expect.poll(() => new URL(suite.page.url()).pathname, POLL).toBe('/denuncias');
    expect(await suite.page.getByRole('dialog').count()).toBe(0);
    // The browser's own line for the refused request (404) is the only console error.
    expect(suite.errors.splice(0).every((error) => error.includes('/api/complaints/999999999'))).toBe(true);
  });

  it('keeps a record open when the search typed just before lands in the address', async () => {
    const summary = unique('Denúncia e2e aberta durante a busca');
    const kept = await storeComplaint(summary, freshNup());
    await openList();
    // The newest complaint is on the first page already: open it before the search's pause is over.
    await suite.page.getByLabel(pt.filters.q).fill(summary);
    await rowOf(summary).locator('[data-field="summary"]').click();
    const shown = suite.page.getByRole('dialog', { name: fill(pt.show_title, { number: kept.number }) });
    await shown.getByText(summary).first().waitFor(POLL);
    // The list writes the search in the address, and the record's address stays (it used to fall back to the list's).
    await expect.poll(() => new URL(suite.page.url()).searchParams.get('filters[0][value]'), POLL).toBe(summary);
    expect(new URL(suite.page.url()).pathname).toBe(`/denuncias/show/${kept.id}`);
    expect(await shown.isVisible()).toBe(true);
    await shown.getByRole('button', { name: 'Fechar' }).click();
    await shown.waitFor({ state: 'detached', ...POLL });
  });
  it("keeps the list's filters, sort and page in a record's address when it is opened as soon as the rows show", async () => {
    const summary = unique('Denúncia e2e aberta logo ao carregar');
    const kept = await storeComplaint(summary, freshNup());
    const listQuery = 'filters[0][field]=state_code&filters[0][operator]=eq&filters[0][value]=DF';
    // The list writes its sort and page size into the address on arrival; a click right after used to build the
    // record's address from the query React Router had rendered, which lagged behind (a navigation still pending).
    // Several loads, because the window is short.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await suite.page.goto(`${suite.server.url}/denuncias?${listQuery}`);
      await suite.page.getByRole('menuitem', { name: fill(pt.actions.show, { number: kept.number }) }).click();
      await suite.page.getByRole('dialog', { name: fill(pt.show_title, { number: kept.number }) }).waitFor(POLL);
      const address = new URL(suite.page.url());
      expect(address.pathname).toBe(`/denuncias/show/${kept.id}`);
      expect(Object.fromEntries(address.searchParams)).toMatchObject({
        'filters[0][value]': 'DF',
        pageSize: '25',
        currentPage: '1',
        'sorters[0][field]': 'number',
        'sorters[0][order]': 'desc',
      });
    }
    await suite.page.keyboard.press('Escape');
  });
  it('opens the new-complaint dialog again right after closing it, every time', async () => {
    // Closed and reopened before the list's address had rendered: the closed dialog stayed mounted, hidden (and its
    // close ran again when the address changed, closing the next one).
    await openList();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const dialog = await openCreate();
      await suite.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await openCreate();
    expect(new URL(suite.page.url()).pathname).toBe('/denuncias/create');
    await suite.page.keyboard.press('Escape');
  });
  it('asks before closing a dialog with edits (Esc, a click outside, Cancel) and closes an untouched one at once', async () => {
    await openList();
    const untouched = confirmations([]);
    let dialog = await openCreate();
    await suite.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(untouched.asked).toEqual([]);
    untouched.stop();

    const answers = confirmations([false, false, true]);
    dialog = await openCreate();
    await dialog.getByLabel(pt.fields.summary).fill('Texto que não deve sumir calado');
    await suite.page.keyboard.press('Escape');
    await expect.poll(() => answers.asked.length).toBe(1);
    await suite.page.mouse.click(5, 5); // the backdrop, outside the dialog
    await expect.poll(() => answers.asked.length).toBe(2);
    expect(await dialog.getByLabel(pt.fields.summary).inputValue()).toBe('Texto que não deve sumir calado');
    await dialog.getByRole('button', { name: pt.actions.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    answers.stop();
    expect(answers.asked).toEqual(Array(3).fill(refinePt.warnWhenUnsavedChanges));
  });

  it('shows a NUP another complaint has on the NUP field, in Portuguese', async () => {
    const other = await storeComplaint('Denúncia e2e com NUP repetido', freshNup());
    await openList();
    const dialog = await openCreate();
    await fillRequired(dialog, 'Outra denúncia com o mesmo NUP', other.nup);
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    const helper = dialog.locator('#complaint-nup-helper-text');
    await expect.poll(() => helper.innerText(), POLL).toBe(`O NUP ${other.nup} já está na denúncia nº ${other.number}.`);
    await expect.poll(() => dialog.getByLabel(pt.fields.nup).getAttribute('aria-invalid')).toBe('true');
    // Still open, edits kept: closing asks first.
    const answers = confirmations([true]);
    await dialog.getByRole('button', { name: pt.actions.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    answers.stop();
    expect(answers.asked).toHaveLength(1);
  });

  it('deletes a row and Undo brings it back, in the grid and in the API', async () => {
    const summary = unique('Denúncia e2e desfeita');
    const kept = await storeComplaint(summary, freshNup());
    const deletes: string[] = [];
    suite.page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await openList();
    await suite.page.getByLabel(pt.filters.q).fill(summary);
    // The header row and this one: the filtered list is in.
    await expect.poll(() => suite.page.getByTestId('complaints-grid').getByRole('row').count(), POLL).toBe(2);
    await rowOf(summary).waitFor(POLL);
    await rowOf(summary)
      .getByRole('menuitem', { name: fill(pt.actions.delete_one, { number: kept.number }) })
      .click();
    await suite.page
      .getByRole('dialog', { name: fill(pt.delete_title, { number: kept.number }) })
      .getByRole('button', { name: pt.actions.delete })
      .click();
    await expect.poll(() => rowOf(summary).count(), POLL).toBe(0);
    await suite.page.getByRole('button', { name: refinePt.buttons.undo }).click();
    await rowOf(summary).waitFor(POLL);
    // Past the undo time nothing was sent: the complaint is still stored.
    await suite.page.waitForTimeout((UNDO_SECONDS + 2) * 1000);
    expect(deletes).toEqual([]);
    expect((await api(`/complaints/${kept.id}`)).status).toBe(200);
    expect(await rowOf(summary).count()).toBe(1);
  });

  /** Types a date into the filter labelled `label`, `delay` ms between keys (MUI X sections: DD/MM/YYYY in pt). */
  async function typeDate(label: string, typed: string, delay = 0) {
    const day = suite.page.getByRole('group', { name: label }).getByRole('spinbutton').first();
    await day.click();
    // Typed only once the day has the focus: on a busy machine a key sent before lands elsewhere.
    await expect.poll(() => day.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await suite.page.keyboard.type(typed, { delay });
  }

  // As a person types (120 ms a key), while the initial date applies and the list answers: a re-render from above
  // once wiped the half-typed day and month (DD/MM/2025).
  it('refuses a final date before the initial one, keeping every section typed key by key', async () => {
    await suite.page.goto(`${suite.server.url}/denuncias`);
    // Not waiting for the initial date to apply: it applies, and the list answers, while the final one is typed.
    await typeDate(pt.filters.created_from, '10032025');
    await typeDate(pt.filters.created_to, '01032025', 120);
    await suite.page.getByText(pt.errors.range).waitFor();
    expect(await suite.page.getByRole('group', { name: pt.filters.created_to }).locator('input').inputValue()).toBe('01/03/2025');
    expect(new URL(suite.page.url()).search).not.toContain('2025-03-01');
  });
});
