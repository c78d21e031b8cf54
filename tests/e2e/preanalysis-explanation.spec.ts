import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/constants';
import { findingLine, type PreanalysisFinding } from '../../src/domain/preanalysis';
import { SAMPLE_PROTOCOLS } from '../../src/server/db/seed/preanalyses';
import { newPage, type PageOptions } from '../helpers/browser';
import { LoginPage } from '../helpers/pages/login-page';
import { pdfText } from '../helpers/pdf-text';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 30_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-preanalysis';
const suite = useBrowserSuite({ requireBuild: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const lines = (page: Page) => page.getByTestId('preanalysis-findings').locator('li').allTextContents();
const squash = (text: string) => text.replace(/\s+/g, '');
const resultSection = (page: Page) => page.locator('section[aria-labelledby="preanalysis-result-heading"]');

async function expectedLines(page: Page, protocol: string, locale: Locale): Promise<string[]> {
  const record = (await (await page.request.get(`${suite.server.url}/api/preanalyses/lookup/${protocol}`)).json()) as { findings: PreanalysisFinding[] };
  return record.findings.map((f) => findingLine(f, locale));
}

async function pdfOf(page: Page, href: string): Promise<string> {
  const response = await page.request.get(`${suite.server.url}${href}`);
  expect(response.status()).toBe(200);
  return squash(pdfText(Buffer.from(await response.body())));
}

/** The protocol of the Congonhas example, requested by the first test. */
let congonhas = '';

describe('one coherent pre-analysis explanation: signed-in result, lookup and PDF (/preanalise)', () => {
  it('pt, 1440 px: the Congonhas example gives one line per surface on the signed-in result, the PDF button, SYSAGA; the lookup repeats them', async () => {
    const options: PageOptions = { locale: 'pt-BR', ...DESKTOP };
    const { page, context, errors } = await newPage(suite.browser, options);
    await page.goto(`${suite.server.url}/preanalise?lang=pt`);
    await page.locator('section[aria-labelledby="preanalysis-request-heading"]').getByRole('button').first().click();
    await new LoginPage(page).logIn('externo');
    await page.locator('#preanalysis-latitude').waitFor(POLL);
    // The lookup leads the page for a signed-in user too.
    const lookupTop = (await page.locator('#preanalysis-lookup-heading').boundingBox())!.y;
    expect(lookupTop).toBeLessThan((await page.locator('#preanalysis-request-heading').boundingBox())!.y);
    expect(lookupTop).toBeLessThan(DESKTOP.height);

    await page.fill('#preanalysis-latitude', '-23.6378');
    await page.fill('#preanalysis-longitude', '-46.6488');
    await page.fill('#preanalysis-baseAltitude', '801');
    await page.fill('#preanalysis-height', '32');
    await page.locator('#preanalysis-objectType').click();
    await page.getByRole('option', { name: 'Edificação' }).click();
    await page.getByRole('button', { name: 'Solicitar pré-análise' }).click();
    await expect.poll(() => page.getByTestId('preanalysis-protocol').textContent(), POLL).toMatch(/^[0-9A-F]{10}$/);
    congonhas = (await page.getByTestId('preanalysis-protocol').textContent())!;

    const expected = await expectedLines(page, congonhas, 'pt');
    const shown = await lines(page);
    expect(shown).toEqual(expected);
    // One line per runway end and surface: 35L and 35R approaches once each, both reasons, never "excesso 0 m".
    expect(shown.filter((l) => l.includes('superfície de aproximação')).map((l) => /cabeceira (\w+)/.exec(l)?.[1])).toEqual(['35L', '35R']);
    expect(shown[0]).toContain(
      'altitude permitida 810,47 m; topo do objeto 833 m; excesso 22,53 m. Motivos: o topo ultrapassa a superfície; Art. 109: objeto na primeira seção da aproximação.',
    );
    expect(shown.join(' ')).not.toMatch(/excesso 0 m|RWY/);
    expect(await page.getByTestId('preanalysis-sysaga').getByRole('link', { name: 'Ir para o SYSAGA' }).getAttribute('href')).toBe('/sysaga');
    const pdfButton = page.getByRole('link', { name: 'Baixar Aviso de abertura de processo (PDF)' });
    const href = (await pdfButton.getAttribute('href'))!;
    expect(href).toBe(`/api/preanalyses/lookup/${congonhas}/declaration.pdf?lang=pt`);
    const pdf = await pdfOf(page, href);
    for (const line of expected) expect(pdf).toContain(squash(line));
    expect(pdf).toContain('AVISODEABERTURADEPROCESSO');
    await shoot(page, 'explanation-signed-in-pt-light-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'explanation-signed-in-pt-light-phone');

    // The public page of the same protocol shows the very same lines.
    await page.getByRole('link', { name: 'Ver a página pública deste protocolo' }).click();
    await expect.poll(() => resultSection(page).count(), POLL).toBe(1);
    expect(await resultSection(page).getByTestId('preanalysis-findings').locator('li').allTextContents()).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each<[Locale, string, 'light' | 'dark']>([
    ['en', 'en-GB', 'dark'],
    ['es', 'es-ES', 'light'],
  ])(
    "%s on a phone: the lookup comes first, its lines and PDF are in the page's language, the same as the JSON",
    async (language, browserLocale, colorScheme) => {
      expect(congonhas).toMatch(/^[0-9A-F]{10}$/);
      const { page, context, errors } = await newPage(suite.browser, { locale: browserLocale, ...PHONE, colorScheme });
      await page.goto(`${suite.server.url}/preanalise?lang=${language}&protocolo=${congonhas}`);
      await expect.poll(() => resultSection(page).count(), POLL).toBe(1);
      // The protocol field is on the first screen of a phone, above the page's explanations.
      expect((await page.locator('#preanalysis-protocol').boundingBox())!.y).toBeLessThan(PHONE.height - 60);
      const shown = await lines(page);
      expect(shown).toEqual(await expectedLines(page, congonhas, language));
      expect(shown.join(' ')).toContain(language === 'en' ? 'threshold 35L, approach surface' : 'umbral 35L, superficie de aproximación');
      expect(shown.join(' ')).not.toMatch(/cabeceira|Superfície|superfície|excesso|RWY/);
      const href = (await page.getByTestId('preanalysis-pdf').getAttribute('href'))!;
      expect(href).toContain(`?lang=${language}`);
      const pdf = await pdfOf(page, href);
      for (const line of shown) expect(pdf).toContain(squash(line));
      expect(pdf).not.toMatch(/cabeceira|Superfície|superfície|primeiraseção/);
      // Another language may be chosen beside the button.
      await page.getByLabel(language === 'en' ? 'PDF language' : 'Idioma del PDF').selectOption('pt');
      expect(await page.getByTestId('preanalysis-pdf').getAttribute('href')).toBe(`/api/preanalyses/lookup/${congonhas}/declaration.pdf?lang=pt`);
      await shoot(page, `explanation-lookup-${language}-${colorScheme}-phone`);
      await page.setViewportSize(DESKTOP);
      await shoot(page, `explanation-lookup-${language}-${colorScheme}-desktop`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('pt on a phone: a new lookup, malformed or unknown, clears the previous result', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt-BR', ...PHONE, colorScheme: 'dark' });
    await page.goto(`${suite.server.url}/preanalise?protocolo=${SAMPLE_PROTOCOLS.caseRequired}`);
    await expect.poll(() => resultSection(page).count(), POLL).toBe(1);
    await shoot(page, 'explanation-lookup-pt-dark-phone');
    const field = page.locator('#preanalysis-protocol');
    await field.fill('12345XYZ');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => resultSection(page).count(), POLL).toBe(0);
    expect(await page.getByText('O protocolo tem exatamente 10 caracteres', { exact: false }).count()).toBe(1);

    await field.fill(SAMPLE_PROTOCOLS.caseRequired);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => resultSection(page).count(), POLL).toBe(1);
    await field.fill('FFFFFFFFFF');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.getByText('Nenhuma pré-análise tem o protocolo FFFFFFFFFF', { exact: false }).count(), POLL).toBe(1);
    expect(await resultSection(page).count()).toBe(0);
    await context.close();
  });
});
