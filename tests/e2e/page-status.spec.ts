import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

const TITLES = {
  pt: { 404: 'Página não encontrada', 500: 'Erro interno do servidor' },
  en: { 404: 'Not Found', 500: 'Internal Server Error' },
  es: { 404: 'Página no encontrada', 500: 'Error interno del servidor' },
} as const;

const CASES = (['pt', 'en', 'es'] as const).flatMap((lang) => [390, 1440].map((width) => [`${lang}-${width}`, lang, width] as const));

describe('status of pages as a browser gets them (no soft 404)', () => {
  it.each(CASES)('%s: an unknown address answers 404 with the error page; /erro/500 answers 500; a page 200', async (_label, lang, width) => {
    const { page, context } = await newPage(suite.browser, { locale: lang === 'pt' ? 'pt-BR' : lang, width, height: width < 600 ? 844 : 900 });
    const unknown = await page.goto(`${suite.server.url}/pagina-que-nao-existe`);
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Whoops, 404' }).count(), POLL).toBe(1);
    expect(await page.getByText(TITLES[lang][404]).count()).toBe(1);

    const failed = await page.goto(`${suite.server.url}/erro/500`);
    expect(failed?.status()).toBe(500);
    await expect.poll(() => page.getByText(TITLES[lang][500]).count(), POLL).toBe(1);

    expect((await page.goto(`${suite.server.url}/planos`))?.status()).toBe(200);
    await context.close();
  });
});
