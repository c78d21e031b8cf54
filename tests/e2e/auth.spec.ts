import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsNow } from '../helpers/axe';
import { launchBrowser, newPage } from '../helpers/browser';
import { latestMailTo } from '../helpers/mail';
import { InternalArea, LoginPage, collectErrors } from '../helpers/pages/login-page';
import { startServer, type TestServer } from '../helpers/server';

const POLL = { timeout: 20_000 };
/** The built app; CLIENT_DIR points at another build (a build of its own keeps a run apart from parallel rebuilds). */
const CLIENT_DIR = process.env.TEST_CLIENT_DIR ?? process.env.CLIENT_DIR ?? 'dist/client';
let server: TestServer;
let browser: Browser;
/** The chunks that hold keycloak-js itself (recognised by the 3p-cookies page it frames). */
let keycloakChunks: string[];

beforeAll(async () => {
  if (!fs.existsSync(`${CLIENT_DIR}/index.html`)) throw new Error(`${CLIENT_DIR} is missing: run \`npx vite build\` first.`);
  const assets = path.join(CLIENT_DIR, 'assets');
  keycloakChunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes('3p-cookies/step1.html'));
  expect(keycloakChunks).toHaveLength(1);
  server = await startServer({ env: { CLIENT_DIR } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

/** A valid CPF: nine random digits and their two check digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

describe('identity and access in the browser', () => {
  it('an anonymous visitor of the public pages never downloads keycloak-js nor calls the identity provider', async () => {
    const { page, context } = await newPage(browser);
    const errors = collectErrors(page);
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('tab', { name: 'SYSAGA' }).click();
    await page.getByRole('button', { name: 'Entrar no SYSAGA' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cadastrar-se' }).isVisible()).toBe(true);
    expect(requests.filter((p) => keycloakChunks.some((chunk) => p.endsWith(chunk)) || p.startsWith('/realms/') || p.startsWith('/keycloak/'))).toEqual([]);
    expect(await page.getByRole('link', { name: /ir para a área interna/ }).count()).toBe(0);
    expect(await violationsNow(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an anonymous /dashboard to the login page and back; the session shows on the portal and logout ends it', async () => {
    const { page, context } = await newPage(browser);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/dashboard`);
    const login = new LoginPage(page);
    await login.waitFor();
    const authUrl = new URL(page.url());
    expect(authUrl.pathname).toBe('/realms/aga/protocol/openid-connect/auth');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${server.url}/dashboard`);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    await login.logIn('interno');
    await expect.poll(() => pathOf(page), POLL).toBe('/dashboard');
    const area = new InternalArea(page);
    await area.heading().filter({ hasText: 'Painel' }).waitFor();
    const name = (await page.getByRole('button', { name: /Menu do perfil de/ }).innerText()).trim();
    expect(name).not.toBe('');

    // The user record is cached encrypted under vva_user_<sub>.
    const keys = await storedKeys(page);
    const userKey = keys.find((k) => k.startsWith('vva_user_'));
    expect(userKey).toBeDefined();
    expect(await page.evaluate((k) => localStorage.getItem(k), userKey!)).not.toContain('Interno');

    // On the portal the header names the user and leads back to the internal area; API calls carry the token.
    // (A bare /planos asks for its first, public page before the app has started, without a session: the address
    // carries a filter here, so the list's request is the data provider's.)
    const apiCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/plans');
    await page.goto(`${server.url}/planos?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=SBSP`);
    expect((await apiCall).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const sessionLink = page.getByRole('link', { name: /ir para a área interna/ });
    expect((await sessionLink.innerText()).trim()).toBe(name);
    await sessionLink.click();
    await area.heading().filter({ hasText: 'Painel' }).waitFor();

    // Logout: back at the portal, nothing of the user left, and the internal area asks for a login again.
    await page.getByRole('button', { name: /Menu do perfil de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => pathOf(page), POLL).toBe('/');
    await page.locator('h1').first().waitFor();
    expect((await storedKeys(page)).filter((k) => k.startsWith('vva_user_') || k === 'vva_session')).toEqual([]);
    expect(await page.getByRole('link', { name: /ir para a área interna/ }).count()).toBe(0);
    await page.goto(`${server.url}/dashboard`);
    await login.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in from /sysaga and comes back to the dashboard', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/sysaga`);
    await page.getByRole('button', { name: 'Entrar no SYSAGA' }).click();
    await new LoginPage(page).logIn('administrador');
    await expect.poll(() => pathOf(page), POLL).toBe('/dashboard');
    await new InternalArea(page).heading().filter({ hasText: 'Painel' }).waitFor();
    await context.close();
  });

  it('registers from /sysaga, activates the account through the e-mail and enters the dashboard', async () => {
    const { page, context } = await newPage(browser);
    const errors = collectErrors(page);
    const username = `pessoa${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    await page.goto(`${server.url}/sysaga`);
    await page.getByRole('button', { name: 'Cadastrar-se' }).click();
    await page.locator('#kc-register-form').waitFor();
    await page.fill('#firstName', 'Paula');
    await page.fill('#lastName', 'Cadastro');
    await page.fill('#email', email);
    await page.fill('#cpf', randomCpf());
    await page.fill('#username', username);
    await page.fill('#password', 'segredo123');
    await page.fill('#password-confirm', 'segredo123');
    await page.click('#kc-register');
    await page.getByText(email).first().waitFor();

    const mail = await latestMailTo(server, email);
    const link = /https?:\/\/\S+\/login-actions\/action-token\?key=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.locator(`a[href="${server.url}/dashboard"]`).click();

    await new LoginPage(page).logIn(username, 'segredo123');
    await expect.poll(() => pathOf(page), POLL).toBe('/dashboard');
    const area = new InternalArea(page);
    await area.heading().filter({ hasText: 'Painel' }).waitFor();
    // A new account has no role: the dashboard only.
    await expect.poll(() => area.menuPaths(), POLL).toEqual(['/dashboard']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
