import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import listPt from '../../src/client/i18n/locales/pt/list.json';
import refinePt from '../../src/client/i18n/locales/pt/refine.json';
import { pt as labels } from '../../src/domain/labels/pt';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../../src/client/settings/settings';
import { formatNup } from '../../src/domain/nup';
import { parseCsv } from '../helpers/csv';
import { ListScreen } from '../helpers/pages/list-page';
import { signedInContext } from '../helpers/pages/login-page';
import { useSignedInSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

const POLL = { timeout: 20_000 };
const fields = labels.complaints.fields;
const suite = useSignedInSuite('Interno');
let page: Page;
let screen: ListScreen;

const grid = () => page.getByTestId('complaints-grid');
const idle = () => expect.poll(() => grid().getAttribute('aria-busy'), POLL).toBe('false');
async function openList(query = '') {
  await page.goto(`${suite.server.url}/denuncias${query}`);
  await expect.poll(() => screen.column('summary'), POLL).not.toEqual([]);
  await idle();
}
/** Requests for the complaints list itself (not its exports, states or saved queries). */
function listRequests(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const onRequest = (request: Request) => {
    if (/\/api\/complaints\?/.test(request.url())) urls.push(request.url());
  };
  page.on('request', onRequest);
  return { urls, stop: () => page.off('request', onRequest) };
}

async function storeComplaint(summary: string): Promise<number> {
  const response = await fetch(`${suite.server.url}/api/complaints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      regional: 'CINDACTA 2',
      summary,
      content: 'Registro de teste.',
      process_type: 'Consulta',
      state_code: 'PR',
      nup: formatNup(`61000${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}2026`),
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  page = suite.page;
  screen = new ListScreen(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

describe('staff lists on /denuncias (Interno)', () => {
  it('shows "Tipo de processo" at 1440 px, and the state column once chosen, filtered by SP', async () => {
    await openList();
    const header = grid().getByRole('columnheader', { name: fields.process_type });
    const box = await header.boundingBox();
    const area = await grid().boundingBox();
    // In view without scrolling the grid sideways.
    expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(area!.x + area!.width, 1440));

    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: fields.state_code }).check();
    await page.keyboard.press('Escape');
    await screen.chooseState('Estado', 'São Paulo');
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ state_code: 'SP' });
    await idle();
    const states = await screen.column('state_code');
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['SP']));
    // Remembered: the column is still there after a reload.
    await openList();
    await expect.poll(() => screen.column('state_code'), POLL).not.toEqual([]);
  });

  it('filters by regional and process type', async () => {
    await openList();
    await page.locator('#filter-regional').click();
    await page.getByRole('option', { name: 'CINDACTA 1', exact: true }).click();
    await page.locator('#filter-process-type').click();
    await page.getByRole('option', { name: labels.complaints.process_types['Denúncia'], exact: true }).click();
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ regional: 'CINDACTA 1', process_type: 'Denúncia' });
    await idle();
    const regionals = await screen.column('regional');
    expect(regionals.length).toBeGreaterThan(0);
    expect(new Set(regionals)).toEqual(new Set(['CINDACTA 1']));
    expect(new Set(await screen.column('process_type'))).toEqual(new Set([labels.complaints.process_types['Denúncia']]));
  });

  it('typing a date in the picker sends one request, for the complete date', async () => {
    await openList();
    const requests = listRequests();
    const field = page.getByRole('group', { name: 'Criada a partir de' });
    const day = field.getByRole('spinbutton').first();
    await day.click();
    // Typed only once the day has the focus: a key sent before lands elsewhere.
    await expect.poll(() => day.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await page.keyboard.type('05032024', { delay: 120 });
    try {
      await expect.poll(() => field.locator('input').inputValue(), POLL).toBe('05/03/2024');
      await expect.poll(() => screen.urlFilters(), POLL).toHaveProperty('created_at', '2024-03-05');
    } catch (error) {
      // What the user saw, for a CI log: the field, where the keys went, the address and the requests.
      const shown = await field.locator('input').inputValue();
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
      throw new Error(`${(error as Error).message}\nfield: ${shown}\nfocus: ${focused}\naddress: ${page.url()}\nrequests: ${requests.urls.join('\n')}`);
    }
    await idle();
    await page.waitForTimeout(800);
    requests.stop();
    expect(requests.urls).toHaveLength(1);
    expect(requests.urls[0]).toContain('created_at_gte=2024-03-05');
  });

  it("shows the date picker's calendar icon in dark mode (contrast at least 3:1)", async () => {
    const settings = JSON.stringify({ ...defaultSettings(), theme: { index: 0, dark: true } });
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SETTINGS_STORAGE_KEY, value: settings });
    await openList();
    const field = page.getByRole('group', { name: 'Criada a partir de' });
    const contrast = await field
      .locator('button svg')
      .last()
      .evaluate((icon) => {
        const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
        };
        let node: Element | null = icon.parentElement;
        let background = [255, 255, 255, 0];
        while (node && (background[3] ?? 1) === 0) {
          background = rgb(getComputedStyle(node).backgroundColor);
          if (background.length === 3) background.push(1);
          node = node.parentElement;
        }
        // A translucent icon colour is seen over the background.
        const [r, g, b, alpha = 1] = rgb(getComputedStyle(icon).color);
        const seen = [r!, g!, b!].map((c, i) => alpha * c + (1 - alpha) * background[i]!);
        const [fg, bg] = [luminance(seen), luminance(background)];
        return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      });
    await page.evaluate((key) => localStorage.removeItem(key), SETTINGS_STORAGE_KEY);
    expect(contrast).toBeGreaterThanOrEqual(3);
  });

  it('exports exactly the two selected rows, with translated headers', async () => {
    await openList();
    const numbers = (await screen.column('number')).slice(0, 2);
    for (const i of [0, 1])
      await grid()
        .getByRole('row')
        .nth(i + 1)
        .getByRole('checkbox')
        .check();
    await expect.poll(() => page.getByTestId('selection-count').innerText(), POLL).toBe('2 selecionados');
    await page.getByRole('button', { name: listPt.selection.export }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: listPt.selection.csv }).click()]);
    const [header, ...rows] = parseCsv(fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''), ';');
    expect(header).toContain(fields.summary);
    expect(header).toContain(fields.process_type);
    const at = header!.indexOf(fields.number);
    expect(rows.map((row) => row[at]).sort()).toEqual([...numbers].sort());
  });

  it('deletes the selection after asking, and Undo brings it back', async () => {
    const tag = `Lote e2e ${Date.now()}`;
    await storeComplaint(`${tag} A`);
    await storeComplaint(`${tag} B`);
    await openList();
    await page.getByLabel('Aeródromo, CIAD ou ICAO').fill(tag);
    await expect.poll(() => grid().getByRole('row').count(), POLL).toBe(3);
    await grid()
      .getByRole('checkbox', { name: /Selecionar todas|Select all/ })
      .check();
    await expect.poll(() => page.getByTestId('selection-count').innerText(), POLL).toBe('2 selecionados');
    await page.getByRole('button', { name: listPt.selection.delete }).click();
    await page.getByRole('dialog', { name: 'Excluir 2 registros?' }).getByRole('button', { name: listPt.selection.delete }).click();
    await expect.poll(() => grid().getByRole('row').filter({ hasText: tag }).count(), POLL).toBe(0);
    await page.getByRole('button', { name: refinePt.buttons.undo }).click();
    await expect.poll(() => grid().getByRole('row').filter({ hasText: tag }).count(), POLL).toBe(2);
  });

  it("a row's action answers while the list reloads: the rows on screen stay clickable under the loading bar", async () => {
    const summary = `Recarga e2e ${Date.now()}`;
    await storeComplaint(summary);
    await openList();
    await page.getByLabel('Aeródromo, CIAD ou ICAO').fill(summary);
    const row = grid().getByRole('row').filter({ hasText: summary });
    // The new record is also on the unfiltered first page: wait for the typed search itself to be applied and answered
    // (it goes out once typing pauses), or its request would be the one held below, or come after it.
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ q: summary });
    await idle();
    await expect.poll(() => grid().locator('.MuiDataGrid-row').count(), POLL).toBe(1);
    const number = (await row.locator('[data-field="number"]').innerText()).trim();
    // The list asks again (here: sorted by another column) and the answer is held.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered: Promise<void> | undefined;
    await page.route(/\/api\/complaints\?/, (route) => (answered = held.then(() => route.continue())));
    const requests = listRequests();
    const dialog = page.getByRole('dialog', { name: `Excluir a denúncia nº ${number}?` });
    try {
      await grid().getByRole('columnheader', { name: fields.summary }).click();
      await expect.poll(() => requests.urls.length, POLL).toBe(1);
      expect(requests.urls[0]).toContain('_sort=summary');
      await expect.poll(() => grid().getAttribute('aria-busy'), POLL).toBe('true');
      await row.getByRole('menuitem', { name: `Excluir a denúncia ${number}` }).click({ timeout: 5_000 });
      await dialog.waitFor(POLL);
    } finally {
      // Whatever happened above, the held answer goes through and later lists are not held.
      release();
      await answered;
      await page.unroute(/\/api\/complaints\?/);
      requests.stop();
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await idle();
    expect(await row.count()).toBe(1);
  });

  it('saves a query, and after a reload applies it again', async () => {
    const name = `Só SP ${Date.now()}`;
    await openList();
    await screen.chooseState('Estado', 'São Paulo');
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ state_code: 'SP' });
    await page.getByRole('button', { name: listPt.saved.button }).click();
    await page.getByRole('menuitem', { name: listPt.saved.save }).click();
    await page.getByLabel(listPt.saved.name).fill(name);
    await page.getByRole('button', { name: listPt.saved.save_action }).click();
    await page.getByRole('alert').filter({ hasText: name }).first().waitFor();

    await openList();
    expect(screen.urlFilters()).not.toHaveProperty('state_code');
    await page.getByRole('button', { name: listPt.saved.button }).click();
    await page.getByRole('menuitem', { name: `Aplicar a consulta ${name}` }).click();
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ state_code: 'SP' });
  });

  /** The grid column of the focused element (the record's dialog gives the focus back to its cell). */
  const focusedField = () => page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? null);

  it('opens a record with a click on its row, and with Enter on a focused row', async () => {
    await openList();
    const number = (await screen.column('number'))[0]!;
    await grid().locator('.MuiDataGrid-row').first().locator('[data-field="summary"]').click();
    const dialog = page.getByRole('dialog', { name: `Denúncia nº ${number}` });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Closing goes back to the list's address; the focus returns to the cell once the dialog has gone.
    await expect.poll(focusedField).toBe('summary');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const second = (await screen.column('number'))[1]!;
    await page.getByRole('dialog', { name: `Denúncia nº ${second}` }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('arrowing into the actions column, the first ArrowRight lands on "Editar"', async () => {
    await openList();
    const number = (await screen.column('number'))[0]!;
    await grid().locator('.MuiDataGrid-row').first().locator('[data-field="regional"]').click();
    // The click opens the record (its dialog's code may still be downloading): close it once it is there.
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(focusedField).toBe('regional');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe(`Ver a denúncia ${number}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`Editar a denúncia ${number}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`Excluir a denúncia ${number}`);
    // From the checkbox column too: the actions cell takes focus on "Ver", and ArrowRight goes on to "Editar".
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedField).toBe('__check__');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`Ver a denúncia ${number}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`Editar a denúncia ${number}`);
    expect(suite.errors).toEqual([]);
  });

  it('on a phone, every toolbar button is shown whole, wrapped below the count', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openList();
      const toolbar = grid().getByRole('toolbar');
      const box = (await toolbar.boundingBox())!;
      const buttons = toolbar.getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      for (const button of await buttons.all()) {
        const inner = (await button.boundingBox())!;
        expect(inner.y + inner.height, await button.innerText()).toBeLessThanOrEqual(box.y + box.height + 0.5);
        expect(inner.x + inner.width, await button.innerText()).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // And the column headers start below the toolbar, not over its last line.
      const header = (await grid().locator('.MuiDataGrid-columnHeaders').boundingBox())!;
      expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

describe('staff lists on /user (Administrador)', () => {
  it('selects users and exports them, with no bulk delete (the ability file gives none), and offers saved queries', async () => {
    const { page: admin, context } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
    await admin.goto(`${suite.server.url}/user`);
    const users = admin.getByTestId('users-grid');
    await users.getByRole('row').nth(1).waitFor(POLL);
    await users.getByRole('row').nth(1).getByRole('checkbox').check();
    await expect.poll(() => admin.getByTestId('selection-count').innerText(), POLL).toBe('1 selecionado');
    await admin.getByRole('button', { name: listPt.selection.export }).waitFor();
    expect(await admin.getByRole('button', { name: listPt.selection.delete }).count()).toBe(0);
    await admin.getByRole('button', { name: listPt.saved.button }).click();
    await admin.getByRole('menuitem', { name: listPt.saved.save }).waitFor();
    await context.close();
  });

  it("opens a user's pre-analysis block at its own address, reopened by a reload and closed with Escape", async () => {
    const { page: admin, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
    await admin.goto(`${suite.server.url}/user`);
    const first = admin.getByTestId('users-grid').getByRole('row').nth(1);
    await first.waitFor(POLL);
    const id = await first.getAttribute('data-id');
    await first.locator('[data-field="name"]').click();
    const dialog = admin.getByRole('dialog', { name: /^Bloqueio de pré-análise — / });
    await dialog.waitFor(POLL);
    const title = await dialog.locator('#user-block-title').innerText();
    expect(new URL(admin.url()).pathname).toBe(`/user/edit/${id}`);
    await admin.reload();
    await admin.getByRole('dialog', { name: title }).waitFor(POLL);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...POLL });
    expect(new URL(admin.url()).pathname).toBe('/user');
    expect(errors).toEqual([]);
    await context.close();
  });
});
