import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';
import type { Page } from 'playwright-core';

const suite = useBrowserSuite({ requireBuild: true });

/** A complaint of the seed, read through the API as Interno. */
async function someComplaint(): Promise<{ id: number; number: number; summary: string }> {
  const response = await fetch(`${suite.server.url}/api/complaints?_start=0&_end=1`, {
    headers: { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}` },
  });
  expect(response.status).toBe(200);
  const [first] = (await response.json()) as { id: number; number: number; summary: string }[];
  return first!;
}

/** Ctrl+K, then waits until the search box has the focus. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: /Paleta de comandos|Command palette/ }).getByRole('combobox');
  await expect.poll(() => search.evaluate((input) => input === document.activeElement).catch(() => false)).toBe(true);
  return search;
}

it('runs commands from the keyboard: Ctrl+K, a screen, the language, the dark theme, a new complaint', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const palette = page.getByRole('dialog', { name: /Paleta de comandos|Command palette/ });
  /** Opens the palette, types the query, waits until the highlighted command is the expected one, runs it. */
  const run = async (query: string, expected = query) => {
    const search = await openPalette(page);
    await page.keyboard.type(query);
    await expect.poll(() => search.inputValue()).toBe(query);
    await expect.poll(() => palette.getByRole('option', { selected: true }).textContent()).toContain(expected);
    await page.keyboard.press('Enter');
    await expect.poll(() => palette.count()).toBe(0);
  };

  // Typed without accents, as the lists' searches allow (kbar's own matching found nothing for "permissao").
  await run('permissao', 'Permissão: Interno');
  await page.waitForURL((url) => url.pathname === '/permission/Interno');
  await run('Fluxograma');
  await page.waitForURL((url) => url.pathname === '/fluxograma');
  await page.getByRole('heading', { level: 1, name: 'Fluxograma' }).waitFor();

  await run('English', 'Idioma: English');
  await page.getByRole('heading', { level: 1, name: 'Flowchart' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  await run('Turn on the dark theme');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('vva_settings') ?? '{}').theme?.dark)).toBe(true);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(150);

  await run('New complaint');
  await page.getByRole('dialog', { name: 'New complaint' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('offers Externo no internal screen it may not open, nor the new complaint', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Externo');
  await page.getByRole('button', { name: /Abrir a paleta de comandos/ }).click();
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  await expect
    .poll(() =>
      palette
        .getByRole('combobox')
        .evaluate((input) => input === document.activeElement)
        .catch(() => false),
    )
    .toBe(true);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.type('denúncia');
  await palette.getByText('Nenhum comando encontrado.').waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => palette.count()).toBe(0);
  await context.close();
});

it('as Interno, keyboard only: opens a complaint by its number, then logs out', async () => {
  const complaint = await someComplaint();
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });

  const search = await openPalette(page);
  await page.keyboard.type(String(complaint.number));
  await expect.poll(() => search.inputValue()).toBe(String(complaint.number));
  // The number is looked up in the API (debounced); the record comes first, highlighted.
  await expect.poll(() => palette.getByRole('option', { selected: true }).textContent(), { timeout: 15_000 }).toContain(`Denúncia nº ${complaint.number}`);
  await page.keyboard.press('Enter');
  const shown = page.getByRole('dialog', { name: `Denúncia nº ${complaint.number}` });
  await shown.waitFor();
  await shown.getByText(complaint.summary).first().waitFor();
  // The record's own address, over the complaints list; closing it leaves the list.
  expect(new URL(page.url()).pathname).toBe(`/denuncias/show/${complaint.id}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => shown.count()).toBe(0);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/denuncias');

  await openPalette(page);
  await page.keyboard.type('Sair');
  await expect.poll(() => palette.getByRole('option', { selected: true }).textContent()).toContain('Sair');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  await page.goto(`${suite.server.url}/dashboard`);
  await new LoginPage(page).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('offers a role without Complaint access no complaint command, and never asks the API for complaints', async () => {
  const complaint = await someComplaint();
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/complaints')) asked.push(request.url());
  });
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  await openPalette(page);
  await page.keyboard.type(String(complaint.number));
  // Wait past the debounce for something observable: the palette still answers (the theme commands match no digits).
  await palette.getByText('Nenhum comando encontrado.').waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Nova');
  await expect.poll(() => palette.getByRole('option').allTextContents()).not.toContain('Nova denúncia');
  const names = await palette.getByRole('option').allTextContents();
  expect(names.some((name) => /denúncia/i.test(name))).toBe(false);
  expect(asked).toEqual([]);
  await context.close();
});
