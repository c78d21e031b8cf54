import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { newPage } from '../helpers/browser';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

/** Markup that would run script if any screen injected stored text as HTML. */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const MARK = 'Xsszeta';
/** A made-up municipality of Acre, inserted below: a plan's municipality must lie in its state. */
const TOWN = { municipality_id: 9000888, municipality: `Vila ${MARK}`, state_code: 'AC' };

const suite = useBrowserSuite({ requireBuild: true });

async function store(role: 'Interno' | 'Administrador', resource: string, body: Record<string, unknown>) {
  const token = await tokenFor(suite.server, role);
  const response = await fetch(`${suite.server.url}/api/${resource}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST /api/${resource} → ${response.status}: ${await response.text()}`);
}

/** Opens a screen, waits for the stored text to show as text, and checks no payload ran nor became an element. */
async function expectInert(page: Page, path: string, search?: { label: string | RegExp; value: string }) {
  await page.goto(`${suite.server.url}${path}`);
  if (search) await page.getByLabel(search.label).first().fill(search.value);
  await page.getByText(MARK).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? null,
    // The payload's own elements: an <img src=x>, or an inline script holding its code (the prerendered pages'
    // colour-scheme script is the app's own, allowed by its hash in the CSP).
    injected:
      document.querySelectorAll('img[src="x"]').length +
      [...document.querySelectorAll('script:not([src])')].filter((script) => script.textContent?.includes('__xss')).length,
  }));
  expect({ path, ...state }).toEqual({ path, ran: null, injected: 0 });
}

// Stored once for the file: a retried test (the e2e project retries once) finds the records there, rather than
// failing on the municipality's and the complaint NUP's uniqueness.
beforeAll(async () => {
  await suite.server.app.db.insertInto('municipalities').values({ id: TOWN.municipality_id, name: TOWN.municipality, state_code: TOWN.state_code }).execute();
  await store('Interno', 'plans', {
    aerodrome_name: `${MARK} ${PAYLOAD}`,
    icao: 'ZZXS',
    type: 'PBZPA',
    signature_date: '2026-03-02',
    date: '2026-03-10',
    ordinance: PAYLOAD,
    ...TOWN,
  });
  await store('Interno', 'tacs', {
    aerodrome_name: `${MARK} ${PAYLOAD}`,
    icao: 'ZZXT',
    type: 'Regularização',
    signature_date: '2026-01-05',
    dou_reference: PAYLOAD,
    date: '2026-01-10',
    validity: '2027-01-10',
    ...TOWN,
  });
  await store('Interno', 'complaints', {
    regional: 'CINDACTA 1',
    summary: `${MARK} ${PAYLOAD}`.slice(0, 200),
    nup: formatNup('600000012342025'),
    content: PAYLOAD,
    // A real state and no ICAO (the server checks both); the free-text names carry the payload.
    process_type: 'Denúncia',
    state_code: 'DF',
    municipality: PAYLOAD,
    aerodrome_name: PAYLOAD,
    icao: null,
  });
  await store('Administrador', 'roadmap', { title: `${MARK} ${PAYLOAD}`.slice(0, 120), description: PAYLOAD, status: 'planned', target: PAYLOAD.slice(0, 40) });
});

it('stores script-bearing text in every kind of record and shows it as text on every screen that lists it', async () => {
  const visitor = await newPage(suite.browser);
  await expectInert(visitor.page, '/planos', { label: 'Nome do aeródromo ou código ICAO', value: 'ZZXS' });
  await expectInert(visitor.page, '/tac', { label: /Nome do aeródromo ou código ICAO/, value: 'ZZXT' });
  await visitor.context.close();

  const interno = await signedInContext(suite.browser, suite.server.url, 'Interno');
  await expectInert(interno.page, '/denuncias');
  await expectInert(interno.page, '/gestao/planos', { label: 'Aeródromo, ICAO ou município', value: 'ZZXS' });
  await expectInert(interno.page, '/dashboard');
  await interno.context.close();

  const administrador = await signedInContext(suite.browser, suite.server.url, 'Administrador');
  await expectInert(administrador.page, '/roadmap');
  await administrador.context.close();
});
