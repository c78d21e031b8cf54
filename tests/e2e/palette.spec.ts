import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('runs commands from the keyboard: Ctrl+K, a screen, the language, the dark theme, a new complaint', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const palette = page.getByRole('dialog', { name: /Paleta de comandos|Command palette/ });
  /** Opens the palette, types the query, waits until the highlighted command is the expected one, runs it. */
  const run = async (query: string, expected = query) => {
    await page.keyboard.press('Control+k');
    const search = palette.getByRole('combobox');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement).catch(() => false)).toBe(true);
    await page.keyboard.type(query);
    await expect.poll(() => search.inputValue()).toBe(query);
    await expect.poll(() => palette.getByRole('option', { selected: true }).textContent()).toContain(expected);
    await page.keyboard.press('Enter');
    await expect.poll(() => palette.count()).toBe(0);
  };

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
  await expect.poll(() => palette.getByRole('combobox').evaluate((input) => input === document.activeElement).catch(() => false)).toBe(true);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.type('denúncia');
  await palette.getByText('Nenhum comando encontrado.').waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => palette.count()).toBe(0);
  await context.close();
});
