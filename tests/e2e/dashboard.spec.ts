import { expect, it } from 'vitest';
import type { Dashboard } from '../../src/domain/schemas/dashboard';
import { violations } from '../helpers/axe';
import { LoginPage, demoUser, signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

const suite = useBrowserSuite({ requireBuild: true });

async function api(role: 'Interno' | 'Externo', path: string) {
  const response = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${await tokenFor(suite.server, role)}` } });
  return { total: response.headers.get('x-total-count'), body: (await response.json()) as unknown };
}

it('shows Interno the complaint and pre-analysis figures of the API in cards, charts and their data tables', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const complaints = await api('Interno', '/api/complaints?_start=0&_end=1');
  const dashboard = (await api('Interno', '/api/dashboard')).body as Dashboard;

  const cards = page.getByRole('list', { name: 'Totais' });
  await expect.poll(() => cards.getByRole('link', { name: /Denúncias/ }).textContent()).toBe(`${complaints.total}Denúncias`);
  expect(await cards.getByRole('link', { name: /Planos/ }).textContent()).toContain(String(dashboard.plans.total));

  const byRegional = page.getByRole('figure', { name: 'Denúncias por regional' });
  await byRegional.locator('svg').first().waitFor();
  const firstRegional = dashboard.complaints?.by_regional[0];
  expect(await byRegional.getByRole('row', { name: new RegExp(`^${firstRegional?.regional} ${firstRegional?.count}$`) }).count()).toBe(1);
  await page.getByRole('figure', { name: 'Denúncias por mês' }).locator('svg').first().waitFor();
  await page.getByRole('figure', { name: 'Planos por estado' }).locator('svg').first().waitFor();
  // Staff follow every pre-analysis.
  await page
    .getByRole('figure', { name: /Pré-análises/ })
    .locator('svg')
    .first()
    .waitFor();

  const recent = page.getByRole('region', { name: 'Atividade recente' }).getByRole('link');
  expect(await recent.count()).toBe(dashboard.recent.length);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('shows Externo its own version: its pre-analyses and the plans, no complaints', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Externo');
  const own = (await api('Externo', '/api/dashboard')).body as Dashboard;
  const cards = page.getByRole('list', { name: 'Totais' });
  await expect.poll(() => cards.getByRole('link', { name: /Minhas pré-análises/ }).textContent()).toBe(`${own.preanalyses?.total}Minhas pré-análises`);
  await page.getByRole('figure', { name: 'Minhas pré-análises por resultado, mês a mês' }).waitFor();
  expect(await cards.getByRole('link', { name: /Denúncias/ }).count()).toBe(0);
  await page.getByRole('figure', { name: 'Planos por tipo' }).waitFor();
  expect(await page.getByRole('figure', { name: /Denúncias/ }).count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Atividade recente' }).getByText('Denúncia', { exact: false }).count()).toBe(0);
  await context.close();
});

it('offers a retry when the figures cannot be loaded', async () => {
  // No service worker, so the test can answer the API request in its place.
  const context = await suite.browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const dashboardRequest = (url: URL) => url.pathname === '/api/dashboard';
  await page.route(dashboardRequest, (route) =>
    route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"title":"Unavailable","status":503}' }),
  );
  await page.goto(`${suite.server.url}/dashboard`);
  await new LoginPage(page).logIn(demoUser('Interno'));
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await retry.waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('Não foi possível carregar o painel.');
  await page.unroute(dashboardRequest);
  await retry.click();
  await page.getByRole('figure', { name: 'Denúncias por regional' }).waitFor();
  await context.close();
});
