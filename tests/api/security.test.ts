import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS } from '../../src/server/resources/index';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const INJECTIONS = [`' OR '1'='1`, `1; DROP TABLE plans; --`, `") OR 1=1 --`, `%' UNION SELECT * FROM users --`, `\\'; SELECT pg_sleep(1); --`, `\u0000`];

describe('security headers and CORS', () => {
  it('sends nosniff, a referrer policy, HSTS and a CSP without inline scripts (but the colour-scheme one and the app loader, by hash) on pages and API answers', async () => {
    for (const path of ['/api/health', '/api/plans', '/inicio']) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
    }
  });

  it('allows CORS only for the configured origin', async () => {
    const own = await fetch(`${server.url}/api/plans?_end=1`, { headers: { origin: server.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    const evil = await fetch(`${server.url}/api/plans?_end=1`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('injection attempts in every filter of every resource', () => {
  const cases = RESOURCE_DEFINITIONS.flatMap((definition) =>
    Object.keys(definition.list.filterable).flatMap((field) => ['', '_like', '_ne'].map((suffix) => ({ resource: definition.name, key: `${field}${suffix}` }))),
  );

  it.each(cases)('$resource ?$key=<payloads> never fails with a 5xx and changes nothing', async ({ resource, key }) => {
    // As Desenvolvedor, who may read every resource, so each filter really reaches the database.
    const headers = { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}` };
    const fetch = (url: string) => globalThis.fetch(url, { headers });
    const before = (await fetch(`${server.url}/api/${resource}?_end=1`)).headers.get('x-total-count');
    for (const payload of INJECTIONS) {
      const response = await fetch(`${server.url}/api/${resource}?${key}=${encodeURIComponent(payload)}&q=${encodeURIComponent(payload)}`);
      expect([200, 400], `${resource}?${key}=${payload}`).toContain(response.status);
      // Nothing is named like a payload, so an equality or substring match finds nothing; _ne may find everything.
      if (response.status === 200 && !key.endsWith('_ne')) expect(await response.json()).toEqual([]);
    }
    expect((await fetch(`${server.url}/api/${resource}?_end=1`)).headers.get('x-total-count')).toBe(before);
  });

  it('refuses a body over the limit with a 413 problem', async () => {
    const response = await fetch(`${server.url}/api/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ordinance: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

describe('authentication before validation (finding #14b)', () => {
  const send = (method: string, path: string, body: string) => fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body });

  it.each([
    ['PUT', '/api/i18n/overrides'],
    ['PUT', '/api/settings/default-theme'],
    ['POST', '/api/notifications/read'],
    ['POST', '/api/preanalyses'],
    ['POST', '/api/preanalyses/batch'],
    ['POST', '/api/plans'],
    ['PATCH', '/api/plans/1'],
  ])('%s %s answers a visitor with an invalid or malformed body 401, not 400', async (method, path) => {
    for (const body of ['{"nonsense":true}', '{"a":']) {
      const response = await send(method, path, body);
      expect(response.status, body).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });

  it('still validates first on routes open to visitors, and for signed-in users', async () => {
    expect((await send('POST', '/api/logs/browser', '{"nonsense":true}')).status).toBe(400);
    expect((await send('POST', '/api/contact-messages', '{"nonsense":true}')).status).toBe(400);
    expect((await send('POST', '/api/subscriptions', '{"nonsense":true}')).status).toBe(400);
    const response = await fetch(`${server.url}/api/i18n/overrides`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(server, 'Administrador')}` },
      body: '{"nonsense":true}',
    });
    expect(response.status).toBe(400);
  });
});
