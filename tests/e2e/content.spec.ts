import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Faq } from '../../src/domain/schemas/faq';
import type { ContentPage } from '../../src/domain/schemas/page';
import { newPage } from '../helpers/browser';
import { apiList } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const LOCALES = ['pt', 'en', 'es'] as const;
/** Route → the `pages` row it shows. */
const ROUTES: Record<string, string> = {
  '/opea': 'opea',
  '/aerodromo': 'aerodromo',
  '/aerodromo/alteracao': 'alteracao',
  '/aerodromo/exploracao': 'exploracao',
  '/aerodromo/plano-diretor': 'plano-diretor',
  '/aerodromo/inscricao': 'inscricao',
  '/documentos': 'documentos',
  '/legislacao': 'legislacao',
  '/duvidas': 'duvidas',
  '/atendimento': 'atendimento',
};
/** What an untranslated key looks like on screen: `ns:key` or `section.key` of our namespaces. */
const RAW_KEY =
  /\b(?:pages|content|common|list|errors):[\w.]+|\b(?:home|opea|aerodrome\w*|masterPlan|faq|support|contact|documents|legislation)\.[a-z_]+(?:\.[\w]+)*\b/;

const suite = useBrowserSuite({ requireBuild: true });

async function mainText(page: Page): Promise<string> {
  return page.locator('main').first().innerText();
}

describe('public content pages', () => {
  it.each(LOCALES)('show their stored title and content in %s, with no raw keys', async (locale) => {
    const { rows } = await apiList<ContentPage>(suite.server.url, 'pages', { locale, _start: 0, _end: 100 });
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const { page, context, errors } = await newPage(suite.browser, { locale });
    for (const [route, slug] of Object.entries(ROUTES)) {
      const content = bySlug.get(slug);
      if (!content) throw new Error(`no ${slug} page in ${locale}`);
      await page.goto(`${suite.server.url}${route}?lang=${locale}`);
      await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe(content.title);
      await expect.poll(() => mainText(page), POLL).toContain(content.summary);
      const sections = JSON.parse(content.body) as { heading: string }[];
      for (const section of sections) expect(await mainText(page), `${route} ${locale}`).toContain(section.heading);
      expect(await page.title()).toContain(content.title);
      expect(await page.locator('body').innerText(), `${route} ${locale}`).not.toMatch(RAW_KEY);
    }
    // The home takes its lead from the `inicio` row.
    await page.goto(`${suite.server.url}/inicio?lang=${locale}`);
    await expect.poll(() => mainText(page), POLL).toContain(bySlug.get('inicio')?.summary ?? '?');
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('language switch', () => {
  it('refetches the page content in the new language', async () => {
    const { rows } = await apiList<ContentPage>(suite.server.url, 'pages', { slug: 'opea', _start: 0, _end: 10 });
    const title = (locale: string) => rows.find((row) => row.locale === locale)?.title ?? '?';
    const { page, context } = await newPage(suite.browser, { locale: 'pt' });
    await page.goto(`${suite.server.url}/opea`);
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe(title('pt'));
    await page.locator('button[aria-haspopup="menu"]').filter({ hasText: 'PT' }).first().click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe(title('es'));
    await expect.poll(() => mainText(page), POLL).toContain(rows.find((row) => row.locale === 'es')?.summary ?? '?');
    await context.close();
  });
});

describe('/duvidas', () => {
  it('lists every question and the search narrows them', async () => {
    const { rows } = await apiList<Faq>(suite.server.url, 'faqs', { locale: 'en', _sort: 'position', _start: 0, _end: 100 });
    const { page, context } = await newPage(suite.browser, { locale: 'en' });
    await page.goto(`${suite.server.url}/duvidas?lang=en`);
    const questions = () => page.getByTestId('faq-list').locator('h2').allInnerTexts();
    await expect.poll(questions, POLL).toEqual(rows.map((faq) => faq.question));
    await page.getByRole('searchbox', { name: /Search the questions/ }).fill('SYSAGA sign');
    await expect.poll(async () => (await questions()).length, POLL).toBeLessThan(rows.length);
    expect(await questions()).toContain('How do I sign up for SYSAGA?');
    await page.getByRole('button', { name: 'How do I sign up for SYSAGA?' }).click();
    await expect.poll(() => page.getByTestId('faq-list').innerText(), POLL).toContain('activate the account');
    await page.getByRole('searchbox', { name: /Search the questions/ }).fill('zzzz');
    await expect.poll(() => page.getByTestId('content-empty').isVisible(), POLL).toBe(true);
    await context.close();
  });
});

describe('/documentos', () => {
  it('downloads a document as a PDF', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt' });
    await page.goto(`${suite.server.url}/documentos?lang=pt`);
    const link = page.getByRole('link', { name: /Baixar Lista de verificação para solicitação de OPEA/ });
    await expect.poll(() => link.isVisible(), POLL).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('lista-verificacao-opea.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});

describe('/atendimento', () => {
  it('shows validation errors, keeps the text, then sends the message', async () => {
    const { page, context } = await newPage(suite.browser, { locale: 'pt' });
    await page.goto(`${suite.server.url}/atendimento?lang=pt`);
    const send = page.getByRole('button', { name: 'Enviar mensagem' });
    await expect.poll(() => send.isVisible(), POLL).toBe(true);
    await page.getByLabel('Nome').fill('Ana Lima');
    await page.getByLabel('E-mail').fill('ana-sem-arroba');
    await send.click();
    const form = page.getByTestId('contact-form');
    await expect.poll(() => form.innerText(), POLL).toContain('Informe um e-mail válido');
    expect(await form.innerText()).toContain('Informe o assunto');
    expect(await form.innerText()).toContain('Escreva a mensagem');
    expect(await page.getByLabel('Nome').inputValue()).toBe('Ana Lima');

    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Assunto').fill('Consulta sobre inscrição');
    await page.getByLabel('Mensagem').fill('Gostaria de saber como regularizar o plano do meu aeródromo.');
    await send.click();
    await expect.poll(() => form.innerText(), POLL).toContain('Mensagem enviada');
    const stored = await suite.server.app.db.selectFrom('contact_messages').selectAll().where('email', '=', 'ana@example.com').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe('Consulta sobre inscrição');
    await context.close();
  });
});
