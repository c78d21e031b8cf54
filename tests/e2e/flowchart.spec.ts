import { expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('lets Interno switch process, zoom, and read a step by keyboard, axe-clean', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  await page.goto(`${suite.server.url}/fluxograma`);
  await page.getByRole('heading', { level: 1, name: 'Fluxograma' }).waitFor();
  const diagram = page.getByRole('region', { name: 'Diagrama: Pré-análise' });
  await diagram.getByRole('group', { name: 'Decisão: O objeto ultrapassa alguma superfície de proteção?' }).waitFor();

  await page.getByRole('tab', { name: 'Processo OPEA' }).click();
  const opea = page.getByRole('region', { name: 'Diagrama: Processo OPEA' });
  const regional = opea.getByRole('group', { name: 'Etapa: Análise pelo órgão regional' });
  await regional.waitFor();
  expect(await opea.getByText('Não aceito').count()).toBe(1);

  const viewport = opea.locator('.react-flow__viewport');
  const before = await viewport.getAttribute('style');
  await opea.getByRole('button', { name: 'Aproximar' }).click();
  await expect.poll(() => viewport.getAttribute('style')).not.toBe(before);

  await regional.focus();
  await page.keyboard.press('Enter');
  const details = page.getByTestId('flowchart-details');
  await details.getByRole('heading', { level: 3, name: 'Análise pelo órgão regional' }).waitFor();
  expect(await details.textContent()).toContain('SRPV-SP');
  await details
    .getByRole('link', { name: 'Abrir a página relacionada' })
    .count()
    .then((n) => expect(n).toBe(0));

  await opea.getByRole('group', { name: 'Etapa: Abrir o processo no SYSAGA' }).click();
  await details.getByRole('heading', { level: 3, name: 'Abrir o processo no SYSAGA' }).waitFor();
  expect(await details.getByRole('link', { name: 'Abrir a página relacionada' }).getAttribute('href')).toBe('/sysaga');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('sends Externo away from /fluxograma to /erro/401', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Externo');
  await page.goto(`${suite.server.url}/fluxograma`);
  await page.waitForURL((url) => url.pathname === '/erro/401');
  await context.close();
});
