import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { escapeAndStay } from '../helpers/confirm';
import { newPage } from '../helpers/browser';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

const suite = useBrowserSuite({ requireBuild: true });
const POLL = { timeout: 15_000 };
/** Set SHOTS_DIR to keep screenshots of the screens (light and dark, phone and desktop). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

/** Screenshots in dark mode: English on a phone, Portuguese on a desktop. */
async function darkShots(page: Page, path: string, name: string) {
  if (!SHOTS_DIR) return;
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('vva_settings') ?? '{}');
    localStorage.setItem('vva_settings', JSON.stringify({ ...stored, theme: { ...stored.theme, dark: true } }));
  });
  for (const [lang, width, height] of [
    ['en', 390, 844],
    ['pt', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${suite.server.url}${path}?lang=${lang}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `${name}-${lang}-dark-${width < 600 ? 'phone' : 'desktop'}`);
  }
}

async function api(method: string, path: string, body: unknown) {
  const response = await fetch(`${suite.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(suite.server, 'Administrador')}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const headingColour = (page: Page) => page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color);

it('lets an Administrador preview the 8 themes and set the default for everyone', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/theme`);
  await page.getByRole('heading', { level: 1, name: 'Tema', exact: true }).waitFor();
  expect(await page.getByRole('article').count()).toBe(8);
  const green = page.getByRole('article', { name: 'Verde', exact: true });
  await expect.poll(() => page.getByRole('article', { name: 'Azul AGA' }).getByText('Padrão para todos').count(), POLL).toBe(1);
  expect(await green.getByRole('listitem').count()).toBe(14);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'theme-pt-light-desktop');

  await green.getByRole('button', { name: 'Definir como padrão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Definir o tema padrão' });
  expect(await dialog.textContent()).toContain('Verde');
  await dialog.getByRole('button', { name: 'Definir como padrão' }).click();
  await expect.poll(() => green.getByText('Padrão para todos').count(), POLL).toBe(1);
  expect(await page.getByRole('article', { name: 'Azul AGA' }).getByText('Padrão para todos').count()).toBe(0);
  await darkShots(page, '/theme', 'theme');
  await context.close();
});

it('opens a browser without a chosen theme in the default one, and the own choice wins over it', async () => {
  await api('PUT', '/api/settings/default-theme', { index: 4 });
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/theme`);
  await page.getByRole('heading', { level: 1, name: 'Tema', exact: true }).waitFor();
  // Verde's primary colour, #2e7d32.
  await expect.poll(() => headingColour(page), POLL).toBe('rgb(46, 125, 50)');
  await page.getByRole('article', { name: 'Roxo' }).getByRole('button', { name: 'Aplicar para mim' }).click();
  await expect.poll(() => headingColour(page), POLL).toBe('rgb(106, 27, 154)');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Tema', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await headingColour(page)).toBe('rgb(106, 27, 154)');
  await context.close();
});

it('lets an Administrador find a text, override it and filter the table', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/i18n`);
  await page.getByRole('heading', { level: 1, name: 'Idiomas' }).waitFor();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Chaves' }).textContent(), POLL)
    .toMatch(/^Chaves: \d{3,} · com texto ausente: \d+ · alteradas: \d+$/);
  await shoot(page, 'i18n-pt-light-desktop');

  const rows = page.getByRole('grid', { name: 'Idiomas' }).locator('.MuiDataGrid-row');
  await page.getByRole('radio', { name: 'Só com texto ausente' }).check();
  await expect.poll(async () => (await rows.count()) + (await page.getByText('Nenhuma chave corresponde aos filtros.').count()), POLL).toBeGreaterThan(0);
  expect(await rows.filter({ hasNot: page.locator('[data-state="missing"]') }).count()).toBe(0);
  await page.getByRole('radio', { name: 'Todas' }).check();

  await page.getByLabel('Buscar por chave ou texto').fill('pages:home.lead');
  await expect.poll(() => rows.count(), POLL).toBe(1);
  await rows.getByRole('button', { name: 'Editar pages:home.lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar pages:home.lead' });
  await dialog.getByLabel('Espanhol', { exact: true }).fill('Texto de bienvenida cambiado.');
  // Esc with an edit asks first (Refine's question); answered "stay", the dialog and the edit are still there.
  expect(await escapeAndStay(page)).toHaveLength(1);
  expect(await dialog.getByLabel('Espanhol', { exact: true }).inputValue()).toBe('Texto de bienvenida cambiado.');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'i18n-dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => dialog.count(), POLL).toBe(0);
  await page.getByRole('alert').filter({ hasText: 'Tradução de pages:home.lead salva.' }).first().waitFor(POLL);
  await expect.poll(() => rows.locator('[data-state="overridden"]').textContent(), POLL).toContain('Texto de bienvenida cambiado.');
  await page.getByLabel('Buscar por chave ou texto').fill('');
  await page.getByRole('radio', { name: 'Só alteradas' }).check();
  await expect.poll(() => rows.filter({ hasText: 'home.lead' }).count(), POLL).toBe(1);
  expect(await rows.filter({ hasNot: page.locator('[data-state="overridden"]') }).count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'i18n-overridden');
  await darkShots(page, '/i18n', 'i18n');

  // Restoring the shipped text removes the override: the key leaves "only changed" and Spanish reads as shipped.
  await page.goto(`${suite.server.url}/i18n`);
  await page.getByLabel('Buscar por chave ou texto').fill('pages:home.lead');
  await expect.poll(() => rows.count(), POLL).toBe(1);
  await rows.getByRole('button', { name: 'Editar pages:home.lead' }).click();
  await dialog.getByRole('button', { name: 'Restaurar o texto original (Espanhol)' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => dialog.count(), POLL).toBe(0);
  await expect.poll(() => rows.locator('[data-state="overridden"]').count(), POLL).toBe(0);
  expect(await rows.textContent()).not.toContain('Texto de bienvenida cambiado.');
  await context.close();
});

it('shows an override of a Portuguese text to visitors after a reload, and not in other languages', async () => {
  await api('PUT', '/api/i18n/overrides', { locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Portal AGA renovado' });
  const { page, context } = await newPage(suite.browser);
  await page.goto(`${suite.server.url}/`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe('Portal AGA renovado');
  await page.goto(`${suite.server.url}/?lang=en`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toMatch(/\w/);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Portal AGA renovado');
  await context.close();
});

it('keeps Interno out of /theme and /i18n', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  for (const path of ['/theme', '/i18n']) {
    await page.goto(`${suite.server.url}${path}`);
    await page.waitForURL((url) => url.pathname === '/erro/401');
  }
  await context.close();
});
