import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptAdmin from '../../src/client/i18n/locales/pt/admin.json';
import { ADMIN_SCREENS } from '../../src/client/navigation/screens';
import { violationsNow } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { traceOf } from '../helpers/load-trace';
import { DEMO_ROLES, InternalArea, signedInContext, type DemoRole } from '../helpers/pages/login-page';
import { startServer, type TestServer } from '../helpers/server';

const POLL = { timeout: 20_000 };
/** The built app; CLIENT_DIR points at another build (a build of its own keeps a run apart from parallel rebuilds). */
const CLIENT_DIR = process.env.TEST_CLIENT_DIR ?? process.env.CLIENT_DIR ?? 'dist/client';
const ALL = ADMIN_SCREENS.map((s) => s.path);

/** What each role may open (spec §2, §6; each role also reads its own /permission page). Written out: this is the contract. */
const OPENS: Record<DemoRole, string[]> = {
  Externo: ['/dashboard', '/permission/Externo'],
  Interno: ['/dashboard', '/denuncias', '/fluxograma', '/gestao/planos', '/gestao/tac', '/permission/Interno'],
  Administrador: ['/dashboard', '/user', '/auditoria', '/documentation', '/guide', '/roadmap', '/theme', '/i18n', '/permission/Administrador'],
  Desenvolvedor: ALL,
};
/** The expandable groups each role sees (a group with one visible child is a plain item). */
const GROUPS: Record<DemoRole, string[]> = {
  Externo: [],
  Interno: [],
  Administrador: ['Administração'],
  Desenvolvedor: ['Administração', 'Permissões', 'Demonstrações'],
};

let server: TestServer;
let browser: Browser;
const pages = new Map<DemoRole, { page: Page; errors: string[] }>();

beforeAll(async () => {
  if (!fs.existsSync(`${CLIENT_DIR}/index.html`)) throw new Error(`${CLIENT_DIR} is missing: run \`npx vite build\` first.`);
  server = await startServer({ env: { CLIENT_DIR } });
  browser = await launchBrowser();
  // Each role logs in once through the real login page; its context is reused by every test below.
  for (const role of DEMO_ROLES) {
    const { page, errors } = await signedInContext(browser, server.url, role);
    pages.set(role, { page, errors });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const titleOf = (path: string) => {
  const screen = ADMIN_SCREENS.find((s) => s.path === path)!;
  return ptAdmin.screens[screen.key].title;
};

/** Where a full load of a path ends: the internal page's title, or the 401 page. */
async function landing(page: Page): Promise<string> {
  const h1 = (await page.locator('h1').allInnerTexts()).join(' | ');
  return `${new URL(page.url()).pathname} ${h1}`;
}

describe.each(DEMO_ROLES)('role %s', (role) => {
  const area = () => new InternalArea(pages.get(role)!.page);

  it('sees in the menu exactly the routes it may open, the hidden /logs and /outbox never listed', async () => {
    const internal = area();
    await internal.page.goto(`${server.url}/dashboard`);
    await internal.heading().filter({ hasText: 'Painel' }).waitFor();
    await expect.poll(() => internal.menuPaths(), POLL).toEqual(OPENS[role].filter((p) => p !== '/logs' && p !== '/outbox'));
    expect(await internal.menuGroups()).toEqual(GROUPS[role]);
    // The bug icon to the error log: developers only.
    expect(await internal.page.getByRole('link', { name: 'Logs de erros' }).count()).toBe(role === 'Desenvolvedor' ? 1 : 0);
    // The profile menu names the user and leads to the identity provider's account page.
    await internal.page.getByRole('button', { name: /Menu do perfil de/ }).click();
    expect(await internal.page.getByRole('menuitem', { name: 'Perfil' }).getAttribute('href')).toBe(`${server.url}/realms/aga/account`);
    await internal.page.keyboard.press('Escape');
  });

  it('opens every internal route it may open and lands on /erro/401 for the others', async () => {
    const { page } = area();
    const trace = traceOf(page, server);
    try {
      for (const path of ALL) {
        trace.reset();
        await page.goto(`${server.url}${path}`);
        const expected = OPENS[role].includes(path) ? `${path} ${titleOf(path)}` : '/erro/401 Whoops, 401';
        try {
          await expect.poll(() => landing(page), { ...POLL, message: `${role} at ${path}` }).toBe(expected);
        } catch (error) {
          // A stall seen once in a while in CI (no h1 for 20 s): what the page asked for and said, to find its cause.
          throw new Error(`${(error as Error).message}\nthe page's requests and console since the load:\n${trace.lines().join('\n')}`);
        }
      }
    } finally {
      trace.stop();
    }
  });

  it('moves between permitted screens through the menu, with breadcrumbs from the dashboard', async () => {
    const internal = area();
    const target = OPENS[role].at(-1)!;
    await internal.page.goto(`${server.url}/dashboard`);
    await internal.heading().filter({ hasText: 'Painel' }).waitFor();
    const group = (await internal.menuGroups()).at(-1);
    if (group && role === 'Desenvolvedor') await internal.expandGroup(group);
    const trace = traceOf(internal.page, server);
    try {
      await internal.nav.getByRole('link', { name: titleOf(target) }).click();
      await expect.poll(() => landing(internal.page), { ...POLL, message: `${role}: the menu's link to ${target}` }).toBe(`${target} ${titleOf(target)}`);
    } catch (error) {
      // Seen twice in one CI run (the URL stayed /dashboard): what the page asked for and said after the click.
      throw new Error(`${(error as Error).message}\nthe page's requests and console since the click:\n${trace.lines().join('\n')}`);
    } finally {
      trace.stop();
    }
    const crumbs = await internal.page.getByRole('navigation', { name: 'Trilha de navegação' }).locator('li:not([aria-hidden])').allInnerTexts();
    expect(crumbs[0]).toBe('Painel');
    expect(crumbs.at(-1)).toBe(titleOf(target));
    expect(pages.get(role)!.errors).toEqual([]);
  });
});

describe('internal layout', () => {
  it('meets WCAG 2.1 AA (axe) with the groups and the profile menu open', async () => {
    const internal = new InternalArea(pages.get('Desenvolvedor')!.page);
    await internal.page.goto(`${server.url}/guide`);
    await internal
      .heading()
      .filter({ hasText: titleOf('/guide') })
      .waitFor();
    for (const group of ['Permissões', 'Demonstrações']) await internal.expandGroup(group);
    expect(await violationsNow(internal.page)).toEqual([]);
    await internal.page.getByRole('button', { name: /Menu do perfil de/ }).click();
    await internal.page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    // Contrast is measured on the settled menu, not half-way through its fade-in.
    await internal.page.waitForFunction(() => {
      const paper = document.querySelector('.MuiPopover-paper');
      return paper !== null && getComputedStyle(paper).opacity === '1' && getComputedStyle(paper).transform === 'none';
    });
    expect(await violationsNow(internal.page)).toEqual([]);
    await internal.page.keyboard.press('Escape');
  });

  it('turns the drawer into a temporary one on phones and follows the language', async () => {
    const internal = new InternalArea(pages.get('Interno')!.page);
    await internal.page.setViewportSize({ width: 390, height: 844 });
    await internal.page.goto(`${server.url}/dashboard`);
    await internal.heading().filter({ hasText: 'Painel' }).waitFor();
    expect(await internal.nav.isVisible()).toBe(false);
    await internal.page.getByRole('button', { name: 'Abrir menu de navegação' }).click();
    await internal.nav.getByRole('link', { name: titleOf('/fluxograma') }).click();
    await expect.poll(() => landing(internal.page), POLL).toBe(`/fluxograma ${titleOf('/fluxograma')}`);
    await expect.poll(() => internal.nav.isVisible(), POLL).toBe(false);

    await internal.page.setViewportSize({ width: 1280, height: 900 });
    await internal.page
      .getByRole('button', { name: /^Idioma:/ })
      .first()
      .click();
    await internal.page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => internal.page.getByRole('navigation', { name: 'Breadcrumbs' }).innerText(), POLL).toContain('Dashboard');
    await internal.page
      .getByRole('button', { name: /^Language:/ })
      .first()
      .click();
    await internal.page.getByRole('menuitem', { name: 'Português' }).click();
    expect(pages.get('Interno')!.errors).toEqual([]);
  });
});
