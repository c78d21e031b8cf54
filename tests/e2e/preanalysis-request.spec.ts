import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

describe('pre-analysis request (/preanalise)', () => {
  it('logs a visitor in, explains a point outside Brazil, then answers a DMS request with a protocol', async () => {
    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    await page.goto(`${suite.server.url}/preanalise`);
    await page.getByRole('button', { name: 'Entrar para solicitar' }).click();
    await new LoginPage(page).logIn('externo');
    await page.locator('#preanalysis-latitude').waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe('/preanalise');

    // Madrid: well-formed, but not in Brazil.
    await page.fill('#preanalysis-latitude', `40°25'00"N`);
    await page.fill('#preanalysis-longitude', `3°42'00"W`);
    await expect.poll(() => page.getByText('O ponto está fora do território brasileiro.').count(), POLL).toBeGreaterThan(0);
    await page.fill('#preanalysis-latitude', "12°75'S");
    await expect.poll(() => page.getByText('Os minutos devem ser menores que 60.').count(), POLL).toBeGreaterThan(0);

    // The middle of the Xingu, far from any aerodrome, in degrees, minutes and seconds.
    await page.fill('#preanalysis-latitude', `12°54'00"S`);
    await page.fill('#preanalysis-longitude', `53°18'00"W`);
    await page.fill('#preanalysis-baseAltitude', '300');
    await page.fill('#preanalysis-height', '20');
    await page.locator('#preanalysis-objectType').click();
    await page.getByRole('option', { name: 'Edificação' }).click();
    expect(await page.getByText('O ponto está fora do território brasileiro.').count()).toBe(0);
    await page.getByRole('button', { name: 'Solicitar pré-análise' }).click();

    await expect.poll(() => page.getByTestId('preanalysis-protocol').textContent(), POLL).toMatch(/^[0-9A-F]{10}$/);
    const protocol = (await page.getByTestId('preanalysis-protocol').textContent())!;
    expect(await page.getByTestId('preanalysis-request-outcome').textContent()).toBe('Análise do DECEA não necessária');
    expect(await page.getByText('Resultado válido até', { exact: false }).count()).toBe(1);
    const href = await page.getByRole('link', { name: 'Baixar Declaração de Inexigibilidade (PDF)' }).getAttribute('href');
    expect(href).toBe(`/api/preanalyses/lookup/${protocol}/declaration.pdf?lang=pt`);
    const row = await suite.server.app.db.selectFrom('preanalyses').selectAll().where('protocol', '=', protocol).executeTakeFirstOrThrow();
    expect(Number(row.latitude)).toBeCloseTo(-12.9, 6);
    expect(Number(row.longitude)).toBeCloseTo(-53.3, 6);
    expect(errors).toEqual([]);
    await context.close();
  });
});
