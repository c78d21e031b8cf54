import { expect, it } from 'vitest';
import pt from '../../src/client/i18n/locales/pt/adminpages.json';
import road from '../../src/client/i18n/locales/pt/roadmap.json';
import { violations } from '../helpers/axe';
import { escapeAndStay } from '../helpers/confirm';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';
import en from '../../src/client/i18n/locales/en/adminpages.json';

const suite = useBrowserSuite({ requireBuild: true });
const POLL = { timeout: 20_000 };
const PAYLOAD = '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>';

it('Administrador edits a guide section with preview; the text stays after a reload and its HTML never runs', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/guide`);
  await page.getByRole('heading', { level: 1, name: pt.guide.title }).waitFor();
  const nav = page.getByRole('navigation', { name: pt.sections });
  await nav.getByRole('button', { name: 'Denúncias', exact: true }).click();
  const article = page.getByRole('article');
  await article.getByRole('heading', { level: 2, name: 'Denúncias' }).waitFor();
  expect(await violations(page)).toEqual([]);

  await article.getByRole('button', { name: pt.actions.edit }).click();
  const body = page.getByLabel(pt.editor.body);
  const marker = `Revisado no e2e ${Date.now()}`;
  await body.fill(`## ${marker}\n\n${PAYLOAD}\n\n| Coluna | Valor |\n|---|---|\n| a | 1 |`);
  const preview = page.getByTestId('section-preview');
  await preview.getByRole('heading', { name: marker }).waitFor();
  await preview.getByRole('table').waitFor();
  expect(await preview.textContent()).toContain('<img src=x onerror=');
  expect(await violations(page)).toEqual([]);

  // Cancel with changes asks first; keeping on editing loses nothing.
  await page.getByRole('button', { name: pt.actions.cancel }).click();
  await page.getByRole('dialog', { name: pt.discard_title }).getByRole('button', { name: pt.actions.keep_editing }).click();
  expect(await body.inputValue()).toContain(marker);
  // The server's schema checks the title on its field; nothing is sent until it holds.
  const title = page.getByLabel(pt.editor.title);
  const kept = await title.inputValue();
  await title.fill('x');
  await page.getByRole('button', { name: pt.actions.save }).click();
  await page.getByText(pt.errors.title).waitFor(POLL);
  expect(await title.getAttribute('aria-invalid')).toBe('true');
  await title.fill(kept);
  await page.getByRole('button', { name: pt.actions.save }).click();
  await article.getByRole('heading', { name: marker }).waitFor(POLL);
  await page.getByRole('alert').filter({ hasText: pt.saved }).first().waitFor(POLL);

  await page.reload();
  await page.getByRole('article').getByRole('heading', { name: marker }).waitFor(POLL);
  expect(await page.getByRole('article').textContent()).toContain('<script>window.__pwned=2</script>');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('article img').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the Portuguese sections with a note when a language has none, and translating creates that version', async () => {
  const headers = { authorization: `Bearer ${await tokenFor(suite.server, 'Administrador')}` };
  const english = (await (await fetch(`${suite.server.url}/api/documentation?locale=en`, { headers })).json()) as { id: number }[];
  for (const { id } of english) await fetch(`${suite.server.url}/api/documentation/${id}`, { method: 'DELETE', headers });

  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/documentation?lang=en`);
  await page.getByTestId('fallback-note').waitFor(POLL);
  const article = page.getByRole('article');
  await article.getByRole('heading', { level: 2, name: 'Visão geral e arquitetura' }).waitFor();
  await article.getByRole('button', { name: en.actions.translate }).click();
  await page.getByLabel(en.editor.title).fill('Overview');
  await page.getByRole('button', { name: en.actions.save }).click();
  await page.getByRole('article').getByRole('heading', { level: 2, name: 'Overview' }).waitFor(POLL);
  expect(await page.getByTestId('fallback-note').count()).toBe(0);
  const created = (await (await fetch(`${suite.server.url}/api/documentation?locale=en`, { headers })).json()) as { slug: string }[];
  expect(created.map((section) => section.slug)).toEqual(['arquitetura']);
  expect(errors).toEqual([]);
  await context.close();
});

it('Administrador creates a roadmap item, changes its status in place and deletes it', async () => {
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await page.goto(`${suite.server.url}/roadmap`);
  await page.getByRole('heading', { level: 1, name: road.title }).waitFor();
  await page.getByTestId('roadmap-item').first().waitFor(POLL);

  const title = `Item e2e ${Date.now()}`;
  await page.getByRole('button', { name: road.actions.create }).click();
  const dialog = page.getByRole('dialog', { name: road.create_title });
  // The schema's refusal on its field, then Esc with edits asks first (answered "stay": nothing is lost).
  await dialog.getByLabel(road.fields.title).fill('ab');
  await dialog.getByRole('button', { name: road.actions.save }).click();
  await dialog.getByText(road.errors.title).waitFor();
  expect(await escapeAndStay(page)).toHaveLength(1);
  await dialog.getByLabel(road.fields.title).fill(title);
  await dialog.getByLabel(road.fields.target).fill('2027-T4');
  await dialog.getByRole('button', { name: road.actions.save }).click();
  await dialog.waitFor({ state: 'detached', ...POLL });
  await page
    .getByRole('alert')
    .filter({ hasText: road.notify.created.replace('{{title}}', title) })
    .waitFor(POLL);
  const planned = page.getByRole('region', { name: road.status.planned });
  await planned.getByTestId('roadmap-item').filter({ hasText: title }).waitFor(POLL);

  await page.getByRole('combobox', { name: road.status_of.replace('{{title}}', title) }).click();
  await page.getByRole('option', { name: road.status.done }).click();
  const done = page.getByRole('region', { name: road.status.done });
  await done.getByTestId('roadmap-item').filter({ hasText: title }).waitFor(POLL);
  await page.getByRole('button', { name: new RegExp(`^${road.status.done} \\(`) }).click();
  await expect.poll(() => page.getByRole('region', { name: road.status.planned }).count()).toBe(0);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: road.actions.delete.replace('{{title}}', title) }).click();
  const confirm = page.getByRole('dialog', { name: road.delete_title.replace('{{title}}', title) });
  await confirm.getByRole('button', { name: road.actions.confirm_delete }).click();
  await confirm.waitFor({ state: 'detached', ...POLL });
  await expect.poll(() => page.getByText(title).count(), POLL).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps Interno out of /guide and /roadmap: /erro/401', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  for (const path of ['/guide', '/roadmap']) {
    await page.goto(`${suite.server.url}${path}`);
    await page.waitForURL((url) => url.pathname === '/erro/401', POLL);
  }
  await context.close();
});
