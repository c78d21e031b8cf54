import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

const CASES = [
  { lang: 'pt', width: 390, signIn: 'Entrar para solicitar', type: 'Edificação', submit: 'Solicitar pré-análise', refusal: 'O maior valor aceito é 3.000.' },
  { lang: 'en', width: 1440, signIn: 'Sign in to request', type: 'Building', submit: 'Request pre-analysis', refusal: 'The largest value accepted is 3,000.' },
] as const;

describe('pre-analysis request: the server refusal of a field lands on it', () => {
  it.each(CASES.map((c) => [`${c.lang}-${c.width}`, c] as const))('%s', async (_label, c) => {
    const { page, context } = await newPage(suite.browser, { locale: c.lang === 'pt' ? 'pt-BR' : c.lang, width: c.width, height: c.width < 600 ? 844 : 900 });
    await page.goto(`${suite.server.url}/preanalise`);
    await page.getByRole('button', { name: c.signIn }).click();
    await new LoginPage(page).logIn('externo');
    await page.locator('#preanalysis-latitude').waitFor(POLL);
    await page.fill('#preanalysis-latitude', `12°54'00"S`);
    await page.fill('#preanalysis-longitude', `53°18'00"W`);
    await page.fill('#preanalysis-baseAltitude', '300');
    await page.fill('#preanalysis-height', '20');
    await page.locator('#preanalysis-objectType').click();
    await page.getByRole('option', { name: c.type }).click();
    // The browser's checks bypassed: the API gets a base altitude out of its range.
    await page.route('**/api/preanalyses', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), base_altitude_m: 5000 }) }),
    );
    await page.getByRole('button', { name: c.submit }).click();
    await expect.poll(() => page.locator('#preanalysis-baseAltitude-helper-text').textContent(), POLL).toBe(c.refusal);
    expect(await page.locator('#preanalysis-baseAltitude').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    // Changing the field takes the server's message away.
    await page.fill('#preanalysis-baseAltitude', '301');
    await expect.poll(() => page.getByText(c.refusal).count(), POLL).toBe(0);
    await context.close();
  });
});
