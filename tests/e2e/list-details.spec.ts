import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/domain/schemas/plan';
import type { Tac } from '../../src/domain/schemas/tac';
import { localToday } from '../../src/domain/tac-validity';
import { emulateColorScheme, violations } from '../helpers/axe';
import { newPage, type PageOptions } from '../helpers/browser';
import { apiList, ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });
/** Set SHOTS_DIR to keep screenshots of the lists (phone and desktop, light and dark). */
const SHOTS_DIR = process.env.SHOTS_DIR;
const LOCALES = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;
const DETAILS = { pt: 'Detalhes de', en: 'Details of', es: 'Detalles de' } as const;
const EXPIRED = { pt: 'Vencido', en: 'Expired', es: 'Vencido' } as const;
type Language = keyof typeof LOCALES;

async function open(path: string, language: Language, options: PageOptions = {}) {
  const opened = await newPage(suite.browser, { locale: LOCALES[language], ...options });
  await opened.page.goto(`${suite.server.url}${path}`);
  return { ...opened, screen: new ListScreen(opened.page) };
}

/** The whole page on a wide screen; on a phone, the screen showing the first results. */
async function shoot(page: Page, name: string, phone = false) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  if (phone) await page.getByTestId('list-count').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: !phone });
  if (phone) await page.evaluate(() => window.scrollTo(0, 0));
}

/** Stands in for the print dialog: counts the calls instead of blocking the page. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

describe('public lists on a wide screen: rows open their details, the actions column fits', () => {
  for (const [language, width, path] of [
    ['pt', 1440, '/planos'],
    ['en', 1280, '/planos'],
    ['es', 1280, '/tac'],
    ['en', 1440, '/tac'],
  ] as const) {
    it(`${path} at ${width} px in ${language}: click and Enter on a row open the details; the actions column is inside the grid`, async () => {
      const { page, context, screen, errors } = await open(path, language, { width, height: 900 });
      await expect.poll(() => screen.column('aerodrome_name').then((names) => names.length), POLL).toBeGreaterThan(1);
      const names = await screen.column('aerodrome_name');

      // The actions column: every row's details button lies wholly inside the grid's box.
      const gridBox = await screen.grid.boundingBox();
      const buttons = page.getByRole('menuitem', { name: new RegExp(`^${DETAILS[language]} `) });
      expect(await buttons.count()).toBe(names.length);
      const buttonBox = await buttons.last().boundingBox();
      expect(gridBox && buttonBox).toBeTruthy();
      if (gridBox && buttonBox) expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
      await shoot(page, `list-${path.slice(1)}-${width}-${language}`);
      // No horizontal scrollbar: the grid's columns fit its box.
      expect(await screen.grid.locator('.MuiDataGrid-virtualScroller--hasScrollX').count()).toBe(0);

      // A click on the row's second cell opens the details of that row.
      await screen.grid.locator('.MuiDataGrid-row').nth(1).locator('[data-field="aerodrome_name"]').click();
      const second = page.getByRole('dialog', { name: names[1] });
      await expect.poll(() => second.count(), POLL).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => second.count(), POLL).toBe(0);

      // The keyboard: from the column header, arrow down to the first row, Enter.
      await screen.grid.locator('.MuiDataGrid-columnHeader[data-field="aerodrome_name"]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const first = page.getByRole('dialog', { name: names[0] });
      await expect.poll(() => first.count(), POLL).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('changing rows per page keeps the first visible row on screen', async () => {
    const { page, context, screen } = await open('/planos?currentPage=2&pageSize=25', 'pt', { width: 1440, height: 900 });
    await expect.poll(() => screen.column('aerodrome_name').then((names) => names.length), POLL).toBe(25);
    const firstOnPage2 = (await screen.grid.locator('.MuiDataGrid-row').first().getAttribute('data-id')) ?? '';
    await page.getByRole('combobox', { name: /Linhas por página/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize'), POLL).toBe('100');
    expect(new URL(page.url()).searchParams.get('currentPage')).toBe('1');
    await expect.poll(() => screen.grid.locator(`.MuiDataGrid-row[data-id="${firstOnPage2}"]`).count(), POLL).toBe(1);
    await context.close();
  });

  it('"Imprimir" prints every filtered row with the shown columns, not only the page on screen', async () => {
    const published = await apiList<Plan>(suite.server.url, 'plans', { status: 'published', state_code: 'SP', _start: 0, _end: 1 });
    expect(published.total).toBeGreaterThan(25);
    const { page, context, screen } = await open('/planos?filters[0][field]=state_code&filters[0][operator]=eq&filters[0][value]=SP', 'pt', { width: 1440 });
    await expect.poll(() => screen.column('aerodrome_name').then((names) => names.length), POLL).toBe(25);
    await stubPrint(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'Imprimir' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), POLL).toBe(1);
    const table = page.getByTestId('print-table');
    expect(await table.locator('tbody tr').count()).toBe(published.total);
    const printedHeaders = (await table.locator('th').allInnerTexts()).map((text) => text.trim());
    expect(printedHeaders).toEqual((await screen.headers()).filter((header) => header !== 'Ações'));
    // On paper the print table replaces the grid.
    await page.emulateMedia({ media: 'print' });
    expect(await table.isVisible()).toBe(true);
    expect(await screen.grid.isVisible()).toBe(false);
    await context.close();
  });
});

describe('public lists on a phone: cards', () => {
  for (const [language, path] of [
    ['pt', '/planos'],
    ['en', '/tac'],
    ['es', '/planos'],
  ] as const) {
    it(`${path} in ${language}: one card per result, no data grid downloaded, a tap or the details button opens the details`, async () => {
      const scripts: string[] = [];
      const { page, context, errors } = await newPage(suite.browser, { locale: LOCALES[language], width: 390, height: 844 });
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      await page.goto(`${suite.server.url}${path}`);
      const cards = page.getByTestId('list-card');
      await expect.poll(() => cards.count(), POLL).toBe(25);
      expect(await page.locator('.MuiDataGrid-root').count()).toBe(0);
      // No script the phone fetched holds the grid (its root class name is in MUI X's code only).
      const bodies = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
      expect(bodies.filter((body) => body.includes('MuiDataGrid-columnHeaders'))).toEqual([]);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await shoot(page, `cards-${path.slice(1)}-${language}`, true);
      await page.emulateMedia({ colorScheme: 'dark' });
      await shoot(page, `cards-${path.slice(1)}-${language}-dark`, true);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        axe.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
      ).toEqual([]);

      const name = (await cards.nth(2).getByRole('heading').innerText()).replace(/ \([A-Z0-9]{4}\)$/, '');
      await cards.nth(2).getByRole('heading').click();
      const dialog = page.getByRole('dialog', { name });
      await expect.poll(() => dialog.count(), POLL).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), POLL).toBe(0);
      // The keyboard: the card's details button, Enter.
      const button = cards.nth(2).getByRole('button', { name: `${DETAILS[language]} ${name}` });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count(), POLL).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('pages, changes rows per page keeping the first card, and prints every row', async () => {
    const { page, context } = await open('/planos', 'pt', { width: 390, height: 844 });
    const cards = page.getByTestId('list-card');
    await expect.poll(() => cards.count(), POLL).toBe(25);
    await page.getByRole('button', { name: /próxima página/i }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('currentPage'), POLL).toBe('2');
    const firstOnPage2 = await cards.first().getByRole('heading').innerText();
    await page.getByRole('combobox', { name: /Linhas por página/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(25);
    expect(new URL(page.url()).searchParams.get('currentPage')).toBe('1');
    expect(await cards.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(firstOnPage2)]));

    const total = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
    await stubPrint(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'Imprimir' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), POLL).toBe(1);
    expect(await page.getByTestId('print-table').locator('tbody tr').count()).toBe(Math.min(total, 1000));
    await context.close();
  });
});

describe('expired TACs', () => {
  it('are marked in the table, the card and the details; TACs in force are not', async () => {
    const today = localToday();
    const expired = await apiList<Tac>(suite.server.url, 'tacs', { status: 'published', validity_lte: '2000-01-01', _start: 0, _end: 1 }).then((found) =>
      found.total > 0 ? found : apiList<Tac>(suite.server.url, 'tacs', { status: 'published', _sort: 'validity', _order: 'asc', _start: 0, _end: 1 }),
    );
    const tac = expired.rows[0];
    if (!tac || tac.validity >= today) throw new Error('the seed has no expired TAC');
    const search = `/tac?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(tac.dou_reference)}`;

    for (const language of ['pt', 'en', 'es'] as const) {
      const { page, context, screen } = await open(search, language, { width: 1440 });
      await expect.poll(() => screen.column('validity'), POLL).toEqual([expect.stringContaining(EXPIRED[language])]);
      await page.getByRole('menuitem', { name: `${DETAILS[language]} ${tac.aerodrome_name}` }).click();
      const dialog = page.getByRole('dialog', { name: tac.aerodrome_name });
      await expect.poll(() => dialog.locator('[data-field="validity"]').innerText(), POLL).toContain(EXPIRED[language]);
      if (language === 'pt') {
        // The mark reads in both schemes (axe's contrast check on the table).
        await page.keyboard.press('Escape');
        // Once the dialog has faded out: axe would measure the table's text through its backdrop.
        await dialog.waitFor({ state: 'hidden' });
        for (const colorScheme of ['light', 'dark'] as const) {
          await emulateColorScheme(page, colorScheme);
          expect(await violations(page), colorScheme).toEqual([]);
        }
      }
      await context.close();
    }
    const phone = await open(search, 'en', { width: 390, height: 844 });
    await expect.poll(() => phone.page.getByTestId('list-card').innerText(), POLL).toContain('Expired');
    await shoot(phone.page, 'cards-tac-expired-en', true);
    await phone.context.close();

    const inForce = await apiList<Tac>(suite.server.url, 'tacs', { status: 'published', validity_gte: today, _start: 0, _end: 1 });
    const current = inForce.rows[0];
    if (current) {
      const { page, context, screen } = await open(
        `/tac?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(current.dou_reference)}`,
        'pt',
        { width: 1440 },
      );
      await expect.poll(() => screen.column('dou_reference'), POLL).toContain(current.dou_reference);
      expect(await page.getByTestId('expired-chip').count()).toBe(0);
      await context.close();
    }
  });
});
