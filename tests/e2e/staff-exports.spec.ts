import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../helpers/csv';
import { ListScreen } from '../helpers/pages/list-page';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });
/** The screen's columns in its order, as the export writes them (the actions column is the screen's alone). */
const FIELDS = ['regional', 'summary', 'number', 'nup', 'created_at', 'content', 'process_type'];

let page: Page;
let screen: ListScreen;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno'));
  screen = new ListScreen(page);
});
afterAll(() => page?.context().close());

/** 2024-03-05 → what the screen shows for it (05/03/2024 in pt, 03/05/2024 in en). */
const shownDate = (iso: string, lang: 'pt' | 'en') => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return lang === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};

async function exportAs(format: 'CSV' | 'XLSX'): Promise<Download> {
  await page.getByRole('button', { name: /^(Exportar|Export)$/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click()]);
  // The button is busy while the file is fetched with the token, and comes back once it is saved.
  await page.getByRole('button', { name: /^(Exportar|Export)$/ }).waitFor();
  return download;
}

/** The rows of the grid as text, one array per row in FIELDS order. */
async function screenRows(): Promise<string[][]> {
  const columns = await Promise.all(FIELDS.map((field) => screen.column(field)));
  return (columns[0] ?? []).map((_, i) => columns.map((column) => column[i] ?? ''));
}

describe("staff exports on /denuncias (Interno): the filtered set, the screen's headers, with the bearer token", () => {
  it.each(['pt', 'en'] as const)('%s: CSV rows and headers equal the screen; XLSX read back the same', async (lang) => {
    await page.goto(`${suite.server.url}/denuncias?lang=${lang}`);
    await expect.poll(() => screen.column('summary'), POLL).not.toEqual([]);
    await screen.chooseState(lang === 'pt' ? 'Estado' : 'State', 'São Paulo');
    await expect.poll(() => screen.urlFilters(), POLL).toMatchObject({ state_code: 'SP' });
    await expect.poll(() => page.getByTestId('complaints-grid').getAttribute('aria-busy'), POLL).toBe('false');
    const shown = await screenRows();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(25); // one page: the screen shows the whole filtered set
    const headers = (await screen.headers()).slice(1); // without "Ações"/"Actions"

    const csv = await exportAs('CSV');
    expect(csv.suggestedFilename()).toMatch(/^denuncias-\d{4}-\d{2}-\d{2}\.csv$/);
    // pt files are `;`-separated with dd/mm/yyyy dates (Excel in pt-BR), en ones `,` with ISO dates.
    const [header, ...rows] = parseCsv(fs.readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, ''), lang === 'pt' ? ';' : ',');
    // The screen's columns, then the sample flag in words (the screen marks samples inside the summary cell).
    expect(header).toEqual([...headers, lang === 'pt' ? 'Exemplo' : 'Sample']);
    expect(header).toContain(lang === 'pt' ? 'Resumo da denúncia' : 'Complaint summary');
    const dateAt = FIELDS.indexOf('created_at');
    // The last column says what the screen's sample mark says.
    expect(rows.map((row) => row.at(-1))).toEqual(
      (await screen.sampleMarks('summary')).map((marked) => (marked ? (lang === 'pt' ? 'Sim' : 'Yes') : lang === 'pt' ? 'Não' : 'No')),
    );
    expect(rows.map((row) => row.slice(0, -1).map((cell, i) => (i === dateAt && lang === 'en' ? shownDate(cell, lang) : cell.trim())))).toEqual(shown);

    const xlsx = await exportAs('XLSX');
    expect(xlsx.suggestedFilename()).toMatch(/^denuncias-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(1)).toEqual([...headers, lang === 'pt' ? 'Exemplo' : 'Sample']);
    expect(sheet.rowCount - 1).toBe(shown.length);
    for (let i = 0; i < shown.length; i += 1) {
      const [regional, summary, number] = cells(i + 2);
      expect([regional, summary, String(number)]).toEqual(shown[i]!.slice(0, 3));
    }
    expect(errors).toEqual([]);
  });

  it("a failed export says so in the page's language and the button comes back", async () => {
    await page.goto(`${suite.server.url}/denuncias?lang=en`);
    await expect.poll(() => screen.column('summary'), POLL).not.toEqual([]);
    await page.route('**/api/complaints/export.csv*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Unavailable', status: 503, detail: 'Try later.' }),
      }),
    );
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    await expect.poll(() => page.getByTestId('export-error').innerText(), POLL).toMatch(/Try later\. The export failed \(code 503\)/);
    await expect.poll(() => page.getByRole('button', { name: 'Export' }).isEnabled(), POLL).toBe(true);
    await page.unroute('**/api/complaints/export.csv*');
    errors.length = 0; // the browser logs the refused request itself
  });

  it.each([
    ['/gestao/planos', 'plans'],
    ['/gestao/tac', 'tacs'],
  ])('%s offers the export menu, addressed to /api/%s', async (path, resource) => {
    await page.goto(`${suite.server.url}${path}?lang=pt`);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const href = await page.getByRole('menuitem', { name: /^CSV/ }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/${resource}/export\\.csv\\?.*_lang=pt$`));
    await page.keyboard.press('Escape');
  });
});
