import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it("shows Administrador its role's permissions from the ability file, axe-clean; another role's page lands on /erro/401", async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/permission/Administrador`);
  await page.getByRole('heading', { level: 1, name: 'Permissão: Administrador' }).waitFor();
  const table = page.getByRole('table', { name: 'O que o perfil pode fazer' });
  const users = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Usuários', exact: true }) });
  expect(await users.locator('[data-action="update"]').textContent()).toContain('Permitido');
  expect(await users.locator('[data-action="delete"]').textContent()).toContain('Não permitido');
  const profile = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Perfil', exact: true }) });
  expect(await profile.locator('[data-action="update"]').textContent()).toContain('só o próprio');
  const screens = page.getByRole('list', { name: 'Telas internas que o perfil abre' });
  expect(await screens.getByRole('link', { name: 'Usuários' }).getAttribute('href')).toBe('/user');
  expect(await screens.getByRole('link', { name: 'Denúncias' }).count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);

  await page.goto(`${suite.server.url}/permission/Externo`);
  await page.waitForURL((url) => url.pathname === '/erro/401');
  await context.close();
});
