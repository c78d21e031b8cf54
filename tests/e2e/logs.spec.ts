import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('reports an error thrown in the page; Desenvolvedor finds it on /logs through the bug icon, by day and category', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Desenvolvedor');
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/logs/browser') && r.request().method() === 'POST');
  const message = `e2e falha proposital ${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  expect((await reported).status()).toBe(202);

  await page.getByRole('link', { name: 'Logs de erros' }).click();
  await page.waitForURL((url) => url.pathname === '/logs');
  await page.getByRole('heading', { level: 1, name: 'Logs de erros' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: `Error: ${message}` });
  await row.waitFor();
  expect(await row.textContent()).toMatch(/Erro.*Navegador/);

  // Today carries the dot of "has entries".
  const today = page.locator('[data-has-entries="true"]').filter({ hasText: String(new Date().getDate()) });
  await today.first().waitFor();
  expect(await today.first().getAttribute('aria-current')).toBe('date');

  await row.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('log-context').waitFor();
  expect(await dialog.getByTestId('log-context').textContent()).toContain('"kind": "error"');
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('combobox', { name: /^Categoria/ }).click();
  await page.getByRole('option', { name: 'Servidor' }).click();
  await expect.poll(() => row.count()).toBe(0);
  await page.getByText('Nenhum registro.').waitFor();
  expect(new URL(page.url()).search).toContain('category');
  await page.getByRole('button', { name: 'Limpar categoria' }).click();
  await row.waitFor();

  await today.first().click();
  await page.getByText(/^Dia: /).waitFor();
  await row.waitFor();
  expect(await violations(page)).toEqual([]);
  await context.close();
});

it('keeps /logs from Interno: no bug icon, and the route lands on /erro/401', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  expect(await page.getByRole('link', { name: 'Logs de erros' }).count()).toBe(0);
  await page.goto(`${suite.server.url}/logs`);
  await page.waitForURL((url) => url.pathname === '/erro/401');
  await context.close();
});
