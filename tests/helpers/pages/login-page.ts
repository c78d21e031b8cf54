import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from '../browser';

export const DEMO_ROLES = ['Externo', 'Interno', 'Administrador', 'Desenvolvedor'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** The demo user of a role: user name = password = the role in lower case. */
export const demoUser = (role: DemoRole) => role.toLowerCase();

/** The identity provider's login page (Keycloak's element ids). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.locator('#kc-form-login').waitFor();
  }

  async logIn(username: string, password = username): Promise<void> {
    await this.waitFor();
    await this.page.fill('#username', username);
    await this.page.fill('#password', password);
    await this.page.click('#kc-login');
  }
}

/** The internal area as a signed-in user sees it: the drawer's menu and the top bar. */
export class InternalArea {
  constructor(readonly page: Page) {}

  get nav() {
    return this.page.getByRole('navigation', { name: 'Navegação da área interna' });
  }

  /** The paths the menu links to (children of closed groups included), in menu order. */
  async menuPaths(): Promise<string[]> {
    const hrefs = await this.nav.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return hrefs;
  }

  /** The labels of the expandable groups. */
  async menuGroups(): Promise<string[]> {
    return (await this.nav.locator('[aria-expanded]').allInnerTexts()).map((t) => t.trim());
  }

  /**
   * Opens a menu group and waits for its links to stop moving: a link clicked while the group still unfolds can be
   * missed (in CI the click on /charts once left the page on /dashboard). A group already open is left open.
   */
  async expandGroup(name: string): Promise<void> {
    const button = this.nav.getByRole('button', { name });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    const list = this.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await list.and(this.page.locator('.MuiCollapse-entered')).waitFor();
  }

  heading() {
    return this.page.locator('main h1');
  }
}

/**
 * The page's errors (uncaught exceptions, console errors), without the identity provider's login page asking the
 * browser for a /favicon.ico it does not have.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/**
 * A context signed in as a role through the real login page: /dashboard → login → back at /dashboard.
 * Returns once the dashboard shows, so the context holds the identity provider's session.
 */
export async function signedInContext(browser: Browser, baseUrl: string, role: DemoRole): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await newPage(browser);
  const errors = collectErrors(page);
  await page.goto(`${baseUrl}/dashboard`);
  await new LoginPage(page).logIn(demoUser(role));
  await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/dashboard');
  await new InternalArea(page).heading().filter({ hasText: 'Painel' }).waitFor();
  return { context, page, errors };
}
