import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../src/client/navigation/screens';
import { CHROMIUM, loadSettled, navigateSettled } from '../helpers/browser';
import { collectErrors, demoUser, InternalArea, LoginPage } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

/** What the error page (ErrorPage: "Whoops, 500") and the chunk-failure boundary (ChunkError) show instead of a screen. */
const ERROR_TEXTS = [/Whoops/i, /Não foi possível carregar esta página/i, /Erro interno do servidor/i];

/**
 * Issue "no hidden crash": every other browser test runs with reduced motion, where animated demos (react-countup)
 * never render, so /components crashed in the production build unseen. Here the production build is visited with
 * motion allowed, once per screen of the app's own screen table (a new screen is covered without editing this test).
 */
describe(`every internal screen, as Desenvolvedor, without reduced motion (${CHROMIUM})`, () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // The service worker is offline.spec's subject; here, as in newPage, it is kept out of the loads.
    const context = await suite.browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'no-preference',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(20_000);
    // Every change of the address the app makes (Refine writes a list's page, sort and filters into it), and every
    // Content-Security-Policy violation (reported to the page, not to its console).
    await context.addInitScript(() => {
      const reported = window as unknown as { policyViolations: string[] };
      reported.policyViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        reported.policyViolations.push(`CSP ${event.violatedDirective} violated by ${event.sourceFile}:${event.lineNumber}`);
      });
      const counted = window as unknown as { addressChanges: number };
      counted.addressChanges = 0;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          counted.addressChanges += 1;
          original(...args);
        };
      }
    });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(`${suite.server.url}/dashboard`);
    await new LoginPage(page).logIn(demoUser('Desenvolvedor'));
    await page.waitForURL((url) => url.origin === suite.server.url && url.pathname === '/dashboard');
  });
  afterAll(() => page?.context().close());

  it('motion is not reduced in this context', async () => {
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  });

  const addressChanges = () => page.evaluate(() => (window as unknown as { addressChanges: number }).addressChanges);

  it.each(ADMIN_SCREENS.map((screen) => screen.path))(
    '%s renders with no error page, no boundary text, no console or page error and no CSP violation',
    async (path) => {
      const before = errors.length;
      await loadSettled(page, `${suite.server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      const found = ERROR_TEXTS.filter((pattern) => pattern.test(text)).map((pattern) => `shows ${pattern}`);
      const violations = await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
      expect([...found, ...errors.slice(before), ...violations]).toEqual([]);
    },
  );

  it('each list screen opened inside the app, once settled, leaves its address alone', async () => {
    // /logs, /auditoria and /outbox once rewrote it about ten times a second, rendering the whole screen each time:
    // their grids dropped the default sort (by id, not a column) and Refine put it back.
    const moving: string[] = [];
    // The screens over an API resource: Refine writes their page, sort and filters into the address.
    for (const screen of ADMIN_SCREENS.filter((candidate) => candidate.resource).reverse()) {
      await navigateSettled(page, screen.path);
      const settled = await addressChanges();
      await page.waitForTimeout(600);
      const changes = (await addressChanges()) - settled;
      if (changes > 0) moving.push(`${screen.path}: ${changes} changes in 600 ms`);
    }
    expect(moving).toEqual([]);
  });

  it('a list screen opened from the menu finds its page and sort in the link, and renders without an address change of its own', async () => {
    // A link to the bare path made the list write its table state as it mounted: a second navigation, which rendered
    // the whole screen again (navigation/screen-address.ts).
    const nav = new InternalArea(page).nav;
    const extra: string[] = [];
    for (const screen of ADMIN_SCREENS.filter((candidate) => candidate.resource && !candidate.hidden)) {
      await navigateSettled(page, '/dashboard');
      const link = nav.locator(`a[href^="${screen.path}?"]`);
      const before = await addressChanges();
      await link.click();
      await page.waitForURL((url) => url.pathname === screen.path && url.searchParams.get('pageSize') === '25');
      await page.getByRole('grid').first().waitFor();
      await page.waitForTimeout(600);
      const changes = (await addressChanges()) - before;
      if (changes !== 1) extra.push(`${screen.path}: ${changes} changes of address`);
    }
    expect(extra).toEqual([]);
  });
});
