import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pt from '../../src/client/i18n/locales/pt/planmgmt.json';
import plansJson from '../../src/client/i18n/locales/pt/plans.json';
import { pt as ptShared } from '../../src/domain/labels/pt';
import { violations } from '../helpers/axe';
import { escapeAndStay } from '../helpers/confirm';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

// The title lives in src/domain/labels (shared with the exports).
const plansPt = { ...plansJson, ...ptShared.plans };

const POLL = { timeout: 20_000 };
const NAME = 'Zeta Campo Publicação E2E';
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const suite = useBrowserSuite({ requireBuild: true });
let page: Page;
let errors: string[];
let context: BrowserContext;
beforeAll(async () => {
  ({ page, errors, context } = await signedInContext(suite.browser, suite.server.url, 'Interno'));
});
afterAll(() => context?.close());

/** Types a date into an MUI X picker, its sections in the language's order (DD/MM/YYYY in Portuguese). */
async function typeDate(dialog: ReturnType<Page['getByRole']>, label: string, ddmmyyyy: string) {
  const field = dialog.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
  return field;
}

async function choose(id: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Searches the public /planos for our plan's name and waits for it to be listed, or for the empty result. */
async function searchPublic(listed: boolean) {
  await page.goto(`${suite.server.url}/planos`);
  await page.getByRole('heading', { level: 1, name: plansPt.title }).waitFor();
  await page.getByLabel(plansPt.filters.q).fill(NAME);
  const grid = page.getByTestId('plans-grid');
  await (listed ? grid.getByRole('row').filter({ hasText: NAME }) : grid.getByText(plansPt.empty)).waitFor(POLL);
}

async function openManagement() {
  await page.goto(`${suite.server.url}/gestao/planos`);
  await page.getByRole('heading', { level: 1, name: pt.plans.title }).waitFor();
  await page.getByLabel(pt.filters.q).fill(NAME);
}

describe('plan management (/gestao/planos)', () => {
  it('Interno creates a draft after validation errors (publication before signature among them); the public search does not show it', async () => {
    await page.goto(`${suite.server.url}/gestao/planos`);
    await page.getByRole('heading', { level: 1, name: pt.plans.title }).waitFor();
    await page.getByTestId('plans-management-grid').getByRole('row').nth(1).waitFor(POLL);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: pt.plans.create }).click();
    const dialog = page.getByRole('dialog', { name: pt.plans.create_title });
    await dialog.getByLabel(pt.fields.aerodrome_name).fill(NAME);
    // The form has the address of its own the registry gives plan management's create action.
    expect(new URL(page.url()).pathname).toBe('/gestao/planos/create');
    await dialog.getByLabel(pt.fields.icao).fill('ZZ');
    await choose('managed-type', 'PBZPA');
    await dialog.getByLabel(pt.fields.ordinance).fill('Portaria 321/DECEA');
    const signature = await typeDate(dialog, pt.fields.signature_date, '10022026');
    // The picker writes the date as the language does, not as the browser's native input would.
    await expect.poll(() => signature.innerText().then((text) => text.replace(/\s/g, ''))).toMatch(/^10\/02\/2026/);
    // Esc with edits asks first (Refine's unsaved-changes guard); answered "stay", nothing is lost.
    expect(await escapeAndStay(page)).toHaveLength(1);
    expect(await dialog.getByLabel(pt.fields.aerodrome_name).inputValue()).toBe(NAME);
    // Published before it was signed: the domain schema's rule, shown on the date field like the server names it.
    await typeDate(dialog, pt.fields.date, '01022026');
    await choose('managed-state_code', 'São Paulo');
    await page.locator('#managed-municipality').fill('Campinas');
    await page.getByRole('option', { name: 'Campinas', exact: true }).click();
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.getByText(pt.errors.invalid_format).waitFor();
    await dialog.getByText(pt.errors.date_before_signature).waitFor();
    expect(await violations(page)).toEqual([]);

    await dialog.getByLabel(pt.fields.icao).fill('ZZPE');
    await typeDate(dialog, pt.fields.date, '01032026');
    await dialog.getByRole('button', { name: pt.actions.save }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await page.getByText(pt.notify.created).waitFor();

    await page.getByLabel(pt.filters.q).fill(NAME);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByText(pt.status.draft).waitFor(POLL);
    await searchPublic(false);
  });

  it('Interno publishes the draft to the public search, then withdraws it with a reason', async () => {
    const row = page.getByRole('row').filter({ hasText: NAME });
    await openManagement();
    await row.getByRole('menuitem', { name: fill(pt.actions.publish_one, { name: NAME }) }).click();
    const publish = page.getByRole('dialog', { name: fill(pt.publish_title, { name: NAME }) });
    await publish.getByText('Campinas', { exact: false }).waitFor();
    await publish.getByRole('button', { name: pt.actions.publish }).click();
    await publish.waitFor({ state: 'detached', ...POLL });
    await row.getByText(pt.status.published).waitFor(POLL);
    await searchPublic(true);

    await openManagement();
    await row.getByRole('menuitem', { name: fill(pt.actions.withdraw_one, { name: NAME }) }).click();
    const withdraw = page.getByRole('dialog', { name: fill(pt.withdraw_title, { name: NAME }) });
    await withdraw.getByRole('button', { name: pt.actions.withdraw }).click();
    await withdraw.getByText(pt.errors.reason).waitFor();
    await withdraw.getByLabel(pt.reason).fill('Portaria revogada por nova publicação');
    await withdraw.getByRole('button', { name: pt.actions.withdraw }).click();
    await withdraw.waitFor({ state: 'detached', ...POLL });
    await row.getByText(pt.status.withdrawn).waitFor(POLL);
    await page.getByText(fill(pt.notify.withdrawn, { name: NAME })).waitFor();
    await searchPublic(false);
    expect(errors).toEqual([]);
  });

  it('Externo lands on /erro/401 and has no menu entry', async () => {
    const externo = await signedInContext(suite.browser, suite.server.url, 'Externo');
    expect(await externo.page.getByRole('link', { name: pt.plans.title }).count()).toBe(0);
    for (const path of ['/gestao/planos', '/gestao/tac']) {
      await externo.page.goto(`${suite.server.url}${path}`);
      await externo.page.waitForURL((url) => url.pathname === '/erro/401', POLL);
    }
    await externo.context.close();
  });
});

describe('TAC management (/gestao/tac) in English', () => {
  it('names the TAC types in English in the grid and in the form, as the exports do', async () => {
    const { page: tacPage, context: tacContext, errors: tacErrors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
    await tacPage.goto(`${suite.server.url}/gestao/tac?lang=en`);
    await tacPage.getByRole('heading', { level: 1, name: 'TAC management' }).waitFor();
    const grid = tacPage.getByTestId('tacs-management-grid');
    await grid.getByRole('row').nth(1).waitFor(POLL);
    const types = await grid.locator('[role="row"] [data-field="type"]').allInnerTexts();
    expect(types.length).toBeGreaterThan(1);
    expect(types.slice(1).every((type) => ['Closure', 'Regularisation', 'Adjustment'].includes(type.trim()))).toBe(true);
    await grid.getByRole('row').nth(1).locator('[data-field="aerodrome_name"]').click();
    const form = tacPage.getByRole('dialog', { name: /^Edit the TAC of / });
    await tacPage.locator('#managed-type').click();
    expect(await tacPage.getByRole('option').allInnerTexts()).toEqual(['Closure', 'Regularisation', 'Adjustment']);
    await tacPage.keyboard.press('Escape');
    await form.waitFor();
    expect(tacErrors).toEqual([]);
    await tacContext.close();
  });
});
