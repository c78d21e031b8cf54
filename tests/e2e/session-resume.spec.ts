import { expect, it } from 'vitest';
import { InternalArea, LoginPage, signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });
const POLL = { timeout: 20_000 };

it('a reload of a staff screen resumes the session with one token refresh, no identity-provider iframe, and asks for its rows once', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  await page.goto(`${suite.server.url}/denuncias`);
  await page.locator('.MuiDataGrid-row').first().waitFor();

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.reload();
  await page.locator('.MuiDataGrid-row').first().waitFor();
  const idp = requests.filter((p) => p.startsWith('/realms/'));
  expect(idp).toEqual(['/realms/aga/protocol/openid-connect/token']);
  // The first page is asked for once, as soon as the session is resumed: before the user record, not again by the grid.
  expect(requests.filter((p) => p === '/api/complaints')).toHaveLength(1);
  expect(requests.indexOf('/api/complaints')).toBeLessThan(requests.indexOf('/keycloak/user_info'));
  expect(await new InternalArea(page).heading().innerText()).toBe('Denúncias');
  expect(errors).toEqual([]);
  await context.close();
});

it('a logout in another tab ends the session in this one; the next internal screen asks for the login', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const other = await context.newPage();
  await other.goto(`${suite.server.url}/denuncias`);
  await other.locator('.MuiDataGrid-row').first().waitFor();

  await page.getByRole('button', { name: /^Menu do perfil de/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The tab left open forgot its tokens: navigating to another internal screen goes to the login page.
  await expect.poll(() => other.evaluate(() => sessionStorage.getItem('vva_tokens')), POLL).toBeNull();
  await other.goto(`${suite.server.url}/dashboard`);
  await new LoginPage(other).waitFor();
  await context.close();
});
