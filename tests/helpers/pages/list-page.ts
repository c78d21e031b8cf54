import type { Locator, Page } from 'playwright-core';

/** One page of a simple-rest list fetched straight from the API, to compare with what the screen shows. */
export async function apiList<T>(baseUrl: string, resource: string, query: Record<string, string | number>): Promise<{ rows: T[]; total: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${baseUrl}/api/${resource}?${params}`);
  if (!response.ok) throw new Error(`GET /api/${resource}?${params} → ${response.status}: ${await response.text()}`);
  return { rows: (await response.json()) as T[], total: Number(response.headers.get('x-total-count')) };
}

/**
 * A public list screen (plans, TACs): its filter bar (state → municipality → text), its results
 * grid (MUI X DataGrid) and the state Refine keeps in the URL (`filters[i][field]`, `sorters`, `pageSize`).
 */
export class ListScreen {
  constructor(readonly page: Page) {}

  get grid(): Locator {
    return this.page.locator('.MuiDataGrid-root');
  }

  /** The text of one column for the rows on the current page, top to bottom, without the sample mark (sampleMarks). */
  async column(field: string): Promise<string[]> {
    const texts = await this.grid.locator(`.MuiDataGrid-row [data-field="${field}"]`).evaluateAll((cells) =>
      cells.map((cell) => {
        const mark = (cell.querySelector('[data-testid="sample-mark"]') as HTMLElement | null)?.innerText;
        const text = (cell as HTMLElement).innerText;
        return mark && text.startsWith(mark) ? text.slice(mark.length) : text;
      }),
    );
    return texts.map((text) => text.trim());
  }

  /** Per row on the current page, whether its cell in `field` shows the sample mark ("Exemplo"). */
  async sampleMarks(field: string): Promise<boolean[]> {
    return this.grid
      .locator(`.MuiDataGrid-row [data-field="${field}"]`)
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('[data-testid="sample-mark"]') !== null));
  }

  async headers(): Promise<string[]> {
    const texts = await this.grid.locator('.MuiDataGrid-columnHeaderTitle').allInnerTexts();
    return texts.map((text) => text.trim());
  }

  async count(): Promise<string> {
    return (await this.page.getByTestId('list-count').innerText()).trim();
  }

  stateSelect(label: string): Locator {
    return this.page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  }

  municipalityInput(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  async chooseState(label: string, stateName: string): Promise<void> {
    await this.stateSelect(label).click();
    await this.page.getByRole('option', { name: stateName, exact: true }).click();
  }

  async chooseMunicipality(label: string, name: string): Promise<void> {
    const input = this.municipalityInput(label);
    await input.click();
    await input.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Through the portal's language menu (its button is named "<Language>: <name> (PT)"). */
  async switchLanguage(language: 'pt' | 'en' | 'es'): Promise<void> {
    const names = { pt: 'Português', en: 'English', es: 'Español' } as const;
    await this.page.getByRole('button', { name: /\((PT|EN|ES)\)$/ }).click();
    await this.page.getByRole('menuitem', { name: names[language] }).click();
  }

  /** Equality filters Refine wrote into the URL, as field → value. */
  urlFilters(): Record<string, string> {
    const params = new URL(this.page.url()).searchParams;
    const filters: Record<string, string> = {};
    for (let i = 0; params.has(`filters[${i}][field]`); i += 1) {
      filters[params.get(`filters[${i}][field]`) ?? ''] = params.get(`filters[${i}][value]`) ?? '';
    }
    return filters;
  }

  /** The scroll extent of the page and of the grid's body, to check a phone layout. */
  async widths(): Promise<{ page: number; viewport: number; gridScroll: number; gridClient: number }> {
    return this.page.evaluate(() => {
      const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        gridScroll: scroller?.scrollWidth ?? 0,
        gridClient: scroller?.clientWidth ?? 0,
      };
    });
  }
}
