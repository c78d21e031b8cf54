import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import type { Municipality } from '../../src/domain/schemas/municipality';
import { apiList, ListScreen } from '../helpers/pages/list-page';
import { useBrowserSuite } from '../helpers/suite';

/** Lists stop counting at LIST_COUNT_BOUND: past it the count says "more than", in the visitor's language. */
/** Above the public search's page (25 rows), as the real bound (10,000) is above every page size. */
const BOUND = 30;
const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true, env: { LIST_COUNT_BOUND: String(BOUND) } });

const LANGUAGES = [
  { locale: 'pt-BR', more: `Mais de ${BOUND} resultados` },
  { locale: 'en-US', more: `More than ${BOUND} results` },
  { locale: 'es-ES', more: `Más de ${BOUND} resultados` },
] as const;

/** A search of /planos (Refine's filters in the address) whose first page holds every row: São Paulo's plans. */
async function narrowSearch() {
  const { rows } = await apiList<Municipality>(suite.server.url, 'municipalities', { state_code: 'SP', q: 'São Paulo', _start: 0, _end: 50 });
  const city = rows.find((m) => m.name === 'São Paulo');
  if (!city) throw new Error('the seed has no São Paulo');
  const response = await fetch(`${suite.server.url}/api/plans?status=published&municipality_id=${city.id}&_start=0&_end=25`);
  expect(response.headers.get('x-total-count-exact')).toBeNull();
  const total = Number(response.headers.get('x-total-count'));
  expect(total).toBeGreaterThan(0);
  const filters = [
    ['state_code', 'SP'],
    ['municipality_id', String(city.id)],
  ].flatMap(([field, value], i) => [`filters[${i}][field]=${field}`, `filters[${i}][operator]=eq`, `filters[${i}][value]=${value}`]);
  return { url: filters.join('&'), total };
}

describe('a list with more rows than the count bound', () => {
  it.each(LANGUAGES)('says "more than" the bound on the grid and on the phone cards ($locale)', async ({ locale, more }) => {
    const response = await fetch(`${suite.server.url}/api/plans?status=published&_start=0&_end=25`);
    expect(response.headers.get('x-total-count-exact')).toBe('false');
    const narrow = await narrowSearch();
    for (const width of [1280, 390]) {
      const { page, context, errors } = await newPage(suite.browser, { locale, width });
      try {
        const screen = new ListScreen(page);
        await page.goto(`${suite.server.url}/planos`);
        await expect.poll(() => screen.count(), POLL).toBe(more);
        // A search that fits on one page is counted exactly again.
        await page.goto(`${suite.server.url}/planos?${narrow.url}`);
        await expect.poll(() => screen.count(), POLL).toMatch(new RegExp(`^${narrow.total}\\b`));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('pages on past the bound, on the grid and on the phone cards', async () => {
    for (const width of [1280, 390]) {
      const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR', width });
      try {
        await page.goto(`${suite.server.url}/planos`);
        const next = page.getByRole('button', { name: /próxima página/i });
        // Page 2 ends at row 50, past the bound (30): page 3 must still be reachable, and page 4.
        for (const expected of ['2', '3', '4']) {
          await expect.poll(() => next.isEnabled(), POLL).toBe(true);
          await next.click();
          await expect.poll(() => new URL(page.url()).searchParams.get('currentPage'), POLL).toBe(expected);
        }
        await expect.poll(() => page.getByText(/^76–100 de mais de/).count(), POLL).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
