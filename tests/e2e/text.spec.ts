import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { parseCsv } from '../helpers/csv';
import { ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

/** Part B of issue 13: sample marks, enumerated values and plurals as the language says them, links in texts. */
const POLL = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-text';
const suite = useBrowserSuite({ requireBuild: true });

const LANGS = {
  pt: { locale: 'pt-BR', mark: 'Exemplo', yes: 'Sim', separator: ';', zone: 'Faixa de pista', preanalysis: /^pré-análise$/i, none: 'Nenhum resultado' },
  en: { locale: 'en-US', mark: 'Sample', yes: 'Yes', separator: ',', zone: 'Runway strip', preanalysis: /^pre-analysis$/i, none: 'No results' },
  es: { locale: 'es-ES', mark: 'Ejemplo', yes: 'Sí', separator: ';', zone: 'Franja de pista', preanalysis: /^preanálisis$/i, none: 'Ningún resultado' },
} as const;
const CASES = (['pt', 'en', 'es'] as const).flatMap((lang) => [390, 1440].map((width) => [lang, width] as const));

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('text on the public pages, in pt, en and es, on a phone and a desktop', () => {
  it.each(CASES)('%s at %i px: sample plans marked in the table and its export; zones in the language', async (lang, width) => {
    const l = LANGS[lang];
    const dark = width === 390 && lang !== 'pt';
    const { page, context, errors } = await newPage(suite.browser, {
      locale: l.locale,
      width,
      height: width === 390 ? 844 : 900,
      colorScheme: dark ? 'dark' : 'light',
    });
    const screen = new ListScreen(page);
    await page.goto(`${suite.server.url}/planos?lang=${lang}`);
    // The seeded plans are samples: the first result shows the mark, in the page's language, and it is on screen:
    // in the grid's first cell on a desktop, on the first card on a phone.
    let mark;
    if (width === 390) {
      await expect.poll(() => page.getByTestId('list-card').count(), POLL).toBeGreaterThan(0);
      mark = page.getByTestId('list-card').first().getByTestId('sample-mark');
    } else {
      await expect.poll(() => screen.column('aerodrome_name'), POLL).not.toEqual([]);
      mark = page.locator('.MuiDataGrid-row [data-field="aerodrome_name"]').first().getByTestId('sample-mark');
    }
    expect(await mark.innerText()).toBe(l.mark);
    expect(await mark.isVisible()).toBe(true);
    await shoot(page, `plans-${lang}-${width}${dark ? '-dark' : ''}`);
    if (width === 1440) {
      // Protection zones read in the language (stored in Portuguese).
      expect((await screen.column('protection_zones'))[0]).toContain(l.zone);
      if (lang === 'en') expect((await screen.column('protection_zones')).join(' ')).not.toMatch(/Faixa|Área|Superfície/);
      // The export the menu offers says which rows are samples, in the same words and the language's separator.
      await page.getByRole('button', { name: /^(Exportar|Export)$/ }).click();
      const href = await page.getByRole('menuitem', { name: /^CSV/ }).getAttribute('href');
      await page.keyboard.press('Escape');
      const body = await (await fetch(`${suite.server.url}${href}`)).text();
      const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''), l.separator);
      expect(header?.at(-1)).toBe(l.mark);
      expect(rows[0]?.at(-1)).toBe(l.yes);
      expect(rows[0]?.[header!.indexOf(lang === 'en' ? 'Protection zones' : lang === 'pt' ? 'Zonas de proteção' : 'Zonas de protección')]).toContain(l.zone);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(CASES)('%s at %i px: /opea links the pre-analysis it names; a search with no result says so in words', async (lang, width) => {
    const l = LANGS[lang];
    const { page, context, errors } = await newPage(suite.browser, { locale: l.locale, width, height: width === 390 ? 844 : 900 });
    await page.goto(`${suite.server.url}/opea?lang=${lang}`);
    const link = page.getByRole('main').getByRole('link', { name: l.preanalysis }).first();
    await link.waitFor(POLL);
    expect(await link.getAttribute('href')).toBe('/preanalise');
    await shoot(page, `opea-${lang}-${width}`);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/preanalise');

    await page.goto(`${suite.server.url}/duvidas?lang=${lang}`);
    await page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first().fill('zzqxwv');
    await expect.poll(() => page.getByRole('main').getByRole('status').first().innerText(), POLL).toBe(l.none);
    expect(errors).toEqual([]);
    await context.close();
  });
});
