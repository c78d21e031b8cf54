import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const now = () => Math.floor(Date.now() / 1000);
async function userInfo(token: string) {
  return fetch(`${server.url}/keycloak/user_info`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
}

describe('bearer token verification', () => {
  it.each([
    ['a foreign signing key', () => tokenFor(server, 'Desenvolvedor', {}, { key: 'foreign' })],
    ['an expired token', () => tokenFor(server, 'Desenvolvedor', { exp: now() - 60, iat: now() - 400 })],
    ['a token not valid yet', () => tokenFor(server, 'Desenvolvedor', { nbf: now() + 600 })],
    ['a wrong issuer', () => tokenFor(server, 'Desenvolvedor', { iss: 'http://evil.example/realms/aga' })],
    ['a wrong audience', () => tokenFor(server, 'Desenvolvedor', { aud: 'another-client' })],
    ['alg none', () => tokenFor(server, 'Desenvolvedor', {}, { alg: 'none' })],
    ['HS256 with a made-up secret', () => tokenFor(server, 'Desenvolvedor', {}, { alg: 'HS256' })],
    ['an EC key', () => tokenFor(server, 'Desenvolvedor', {}, { alg: 'ES256' })],
    [
      'a forged signature',
      async () => {
        const [header, payload, signature] = (await tokenFor(server, 'Externo')).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        claims.resource_access['aga-portal'].roles = ['Desenvolvedor'];
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('refuses %s with a 401 problem, even on a public route', async (_name, make) => {
    const token = await make();
    const response = await fetch(`${server.url}/api/plans`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await userInfo(token)).status).toBe(401);
  });

  it('stops accepting a token it already verified once the token expires (verified tokens are remembered only until exp)', async () => {
    const token = await tokenFor(server, 'Desenvolvedor', { exp: now() + 1, iat: now() - 60 });
    expect((await userInfo(token)).status).toBe(200);
    expect((await userInfo(token)).status).toBe(200);
    // Past exp and the verifier's 5 s clock tolerance.
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect((await userInfo(token)).status).toBe(401);
  });

  it('accepts a well-formed token of the stand-in', async () => {
    const response = await fetch(`${server.url}/api/plans?_end=1`, { headers: { authorization: `Bearer ${await tokenFor(server, 'Externo')}` } });
    expect(response.status).toBe(200);
  });
});

describe('GET /keycloak/user_info', () => {
  it('needs a token', async () => {
    const response = await fetch(`${server.url}/keycloak/user_info`);
    expect(response.status).toBe(401);
  });

  it('returns the user, roles and CASL rules, and records the visit', async () => {
    const response = await userInfo(await tokenFor(server, 'Administrador'));
    expect(response.status).toBe(200);
    const info = await response.json();
    expect(info).toMatchObject({ name: expect.any(String), email: 'administrador@aga.local', roles: ['Administrador'], status: 'active' });
    expect(info.cpf).toMatch(/^\d{11}$|^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(info.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info.permissions).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: expect.arrayContaining(['read', 'update', 'export']), subject: 'User' })]),
    );
    expect(info.permissions.some((rule: { subject: string }) => rule.subject === 'Log')).toBe(false);
    const row = await server.app.db.selectFrom('users').selectAll().where('id', '=', info.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'administrador', groups: 'Administrador', preanalysis_blocked_until: null });
    expect(row.first_seen_at <= row.last_seen_at).toBe(true);
  });

  it('keeps the first visit and the block date on a later visit, and reports the block', async () => {
    const token = await tokenFor(server, 'Externo');
    const first = await (await userInfo(token)).json();
    const firstRow = await server.app.db.selectFrom('users').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    await server.app.db.updateTable('users').set({ preanalysis_blocked_until: '2999-01-01' }).where('id', '=', first.id).execute();
    const again = await (await userInfo(token)).json();
    expect(again.status).toBe('blocked');
    expect(again.user).toMatchObject({ first_seen_at: firstRow.first_seen_at, preanalysis_blocked_until: '2999-01-01' });
  });
});
