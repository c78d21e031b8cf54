import crypto from 'node:crypto';
import Fastify from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpPlugin } from '../../src/server/idp/index';
import { servedRedirectUris } from '../../src/server/idp/redirect-uris';
import { formIn, IdpBrowser as Browser } from '../helpers/idp-browser';
import { latestMailTo } from '../helpers/mail';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

let server: TestServer;
let realmUrl: string;
let redirectUri: string;

function authQuery(challenge: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: 'aga-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: 'st-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
}

/** GET /auth, then POST the login form; returns the final response and the PKCE verifier. */
async function login(browser: Browser, username: string, password: string, extra: Record<string, string> = {}, headers?: Record<string, string>) {
  const { verifier, challenge } = pkce();
  const page = await browser.go(`/realms/aga/protocol/openid-connect/auth?${authQuery(challenge, extra)}`, { headers });
  expect(page.status).toBe(200);
  const form = formIn(await page.text(), 'kc-form-login');
  const response = await browser.go(form.action, { form: { ...form.hidden, username, password, login: 'Entrar' }, headers });
  return { response, verifier };
}

function codeOf(response: Response): string {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  return location.searchParams.get('code')!;
}

async function token(form: Record<string, string>) {
  const response = await fetch(`${realmUrl}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'aga-portal', ...form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function signIn(username: string) {
  const browser = new Browser(server.url);
  const { response, verifier } = await login(browser, username, username);
  const { status, body } = await token({ grant_type: 'authorization_code', code: codeOf(response), redirect_uri: redirectUri, code_verifier: verifier });
  expect(status).toBe(200);
  return { browser, tokens: body };
}

beforeAll(async () => {
  server = await startServer();
  realmUrl = `${server.url}/realms/aga`;
  redirectUri = `${server.url}/painel`;
});
afterAll(() => server?.close());

describe('embedded identity provider', () => {
  it('publishes Keycloak-style discovery and a JWKS', async () => {
    const discovery = await (await fetch(`${realmUrl}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: realmUrl,
      authorization_endpoint: `${realmUrl}/protocol/openid-connect/auth`,
      token_endpoint: `${realmUrl}/protocol/openid-connect/token`,
      end_session_endpoint: `${realmUrl}/protocol/openid-connect/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('logs in through the HTML form with PKCE and issues Keycloak-shaped tokens', async () => {
    const browser = new Browser(server.url);
    const { verifier, challenge } = pkce();
    const page = await browser.go(`/realms/aga/protocol/openid-connect/auth?${authQuery(challenge, { ui_locales: 'en' })}`);
    const html = await page.text();
    for (const id of ['kc-form-login', 'username', 'password', 'kc-login']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Sign in to your account');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const form = formIn(html, 'kc-form-login');
    const response = await browser.go(form.action, { form: { ...form.hidden, username: 'desenvolvedor', password: 'desenvolvedor' } });
    const location = new URL(response.headers.get('location')!);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ state: 'st-1', iss: realmUrl, session_state: expect.any(String) });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/KEYCLOAK_IDENTITY=[^;]+; Path=\/realms\/aga\/; SameSite=Lax; HttpOnly/);

    const { status, body } = await token({ grant_type: 'authorization_code', code: codeOf(response), redirect_uri: redirectUri, code_verifier: verifier });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, refresh_expires_in: 1800 });
    const jwks = createLocalJWKSet(await (await fetch(`${realmUrl}/protocol/openid-connect/certs`)).json());
    const { payload, protectedHeader } = await jwtVerify(body.access_token!, jwks, { issuer: realmUrl, audience: 'aga-portal' });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      typ: 'Bearer',
      azp: 'aga-portal',
      aud: ['aga-portal', 'account'],
      scope: 'openid profile email',
      preferred_username: 'desenvolvedor',
      email: 'desenvolvedor@aga.local',
      email_verified: true,
      name: 'Davi Desenvolvedor',
      given_name: 'Davi',
      family_name: 'Desenvolvedor',
      cpf: '71460238001',
      sid: location.searchParams.get('session_state'),
      realm_access: { roles: ['default-roles-aga', 'offline_access', 'uma_authorization'] },
      resource_access: { 'aga-portal': { roles: ['Desenvolvedor'] }, account: { roles: ['manage-account', 'view-profile'] } },
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(decodeJwt(body.id_token!)).toMatchObject({ typ: 'ID', aud: 'aga-portal', nonce: 'nonce-1', sub: payload.sub });
    expect(decodeJwt(body.refresh_token!)).toMatchObject({ typ: 'Refresh', sid: payload.sid });

    const userinfo = await fetch(`${realmUrl}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: payload.sub, preferred_username: 'desenvolvedor', cpf: '71460238001' });

    // With the SSO cookie, a new authorization request comes straight back with a code.
    const again = await browser.go(`/realms/aga/protocol/openid-connect/auth?${authQuery(pkce().challenge, { response_mode: 'fragment' })}`);
    expect(again.status).toBe(302);
    expect(new URL(again.headers.get('location')!).hash).toMatch(/code=/);
  });

  it('signs test tokens with the stand-in key, shaped like its own', async () => {
    const { tokens } = await signIn('administrador');
    const real = decodeJwt(tokens.access_token!);
    const made = decodeJwt(await tokenFor(server, 'Administrador'));
    expect(Object.keys(made).sort()).toEqual(Object.keys(real).sort());
    expect(made).toMatchObject({ sub: real.sub, resource_access: real.resource_access, iss: real.iss });
    const jwks = createLocalJWKSet(await (await fetch(`${realmUrl}/protocol/openid-connect/certs`)).json());
    await expect(jwtVerify(await tokenFor(server, null), jwks)).resolves.toBeTruthy();
    await expect(jwtVerify(await tokenFor(server, 'Externo', {}, { key: 'foreign' }), jwks)).rejects.toThrow();
  });

  it('refuses a wrong PKCE verifier and a code used twice', async () => {
    const browser = new Browser(server.url);
    const first = await login(browser, 'administrador', 'administrador');
    const wrong = await token({ grant_type: 'authorization_code', code: codeOf(first.response), redirect_uri: redirectUri, code_verifier: pkce().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const second = await login(new Browser(server.url), 'administrador', 'administrador');
    const code = codeOf(second.response);
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: second.verifier };
    expect((await token(exchange)).status).toBe(200);
    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rotates refresh tokens and refuses an old one', async () => {
    const { tokens } = await signIn('desenvolvedor');
    const first = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token! })).status).toBe(200);
  });

  it('slows down an address after 5 wrong passwords instead of locking the account', async () => {
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response } = await login(new Browser(server.url), 'interno', 'wrong-password', {}, ip);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('Usuário ou senha inválidos.');
    }
    const { response } = await login(new Browser(server.url), 'interno', 'interno', {}, ip);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Muitas tentativas sem sucesso');
    // The account itself is not locked: its owner signs in from elsewhere.
    expect((await login(new Browser(server.url), 'interno', 'interno')).response.status).toBe(302);
  });

  it('refuses unregistered redirect URIs with a page, not a redirect', async () => {
    for (const uri of ['https://evil.example/cb', 'http://localhost:9999/cb', `${server.url}.evil.example/`, `${server.url}/a/../../x`]) {
      const response = await fetch(`${realmUrl}/protocol/openid-connect/auth?${authQuery(pkce().challenge, { redirect_uri: uri })}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Parâmetro inválido: redirect_uri');
    }
  });

  it("honours the realm file's localhost:8080 redirect URIs only when it serves that origin (finding #14c)", async () => {
    expect(new URL(server.url).port).not.toBe('8080');
    for (const uri of ['http://localhost:8080/painel', 'http://127.0.0.1:8080/']) {
      const response = await fetch(`${realmUrl}/protocol/openid-connect/auth?${authQuery(pkce().challenge, { redirect_uri: uri })}`, { redirect: 'manual' });
      expect(response.status, uri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    const own = await fetch(`${realmUrl}/protocol/openid-connect/auth?${authQuery(pkce().challenge, { redirect_uri: `${server.url}/painel` })}`, {
      redirect: 'manual',
    });
    expect(own.status).toBe(200);
    expect(
      servedRedirectUris(['http://localhost:8080/*', 'http://localhost:5173/*', `${server.url}/*`, 'not a uri'], [server.url, 'http://localhost:5173']),
    ).toEqual(['http://localhost:5173/*', `${server.url}/*`]);
  });

  it('answers prompt=none without a session with login_required at the redirect URI', async () => {
    const response = await fetch(`${realmUrl}/protocol/openid-connect/auth?${authQuery(pkce().challenge, { prompt: 'none' })}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'login_required', state: 'st-1' });
  });

  it('ends the SSO session at logout, so its refresh token stops working', async () => {
    const { browser, tokens } = await signIn('desenvolvedor');
    const evil = await browser.go(
      `/realms/aga/protocol/openid-connect/logout?${new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://evil.example/' })}`,
    );
    expect(evil.status).toBe(400);
    const logout = await browser.go(
      `/realms/aga/protocol/openid-connect/logout?${new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${server.url}/`, state: 'bye' })}`,
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${server.url}/?state=bye`);
    expect(await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const userinfo = await fetch(`${realmUrl}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(401);
    const page = await browser.go(`/realms/aga/protocol/openid-connect/auth?${authQuery(pkce().challenge)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="kc-form-login"');
  });
});

describe('self-registration', () => {
  const registration = async (browser: Browser, fields: Record<string, string>, locale = 'pt') => {
    const page = await browser.go(`/realms/aga/protocol/openid-connect/registrations?${authQuery(pkce().challenge, { ui_locales: locale })}`);
    const form = formIn(await page.text(), 'kc-register-form');
    return browser.go(form.action, { form: { ...form.hidden, ...fields } });
  };
  const person = (username: string) => ({
    firstName: 'Maria',
    lastName: 'Souza',
    email: `${username}@example.com`,
    cpf: '529.982.247-25',
    username,
    password: 'segredo123',
    'password-confirm': 'segredo123',
  });

  it('shows a translated error beside an invalid CPF and keeps the values', async () => {
    const response = await registration(new Browser(server.url), { ...person('maria'), cpf: '123.456.789-00' }, 'en');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<span id="input-error-cpf"[^>]*>Invalid CPF\.<\/span>/);
    expect(html).toContain('value="Maria"');
    expect(html).toContain('value="maria@example.com"');
    expect(html).toContain('value="123.456.789-00"');
    expect(html).not.toContain('value="segredo123"');
  });

  it('checks the password policy and the confirmation', async () => {
    const html = await (await registration(new Browser(server.url), { ...person('joao'), password: 'curta', 'password-confirm': 'outra' })).text();
    expect(html).toContain('A senha deve ter pelo menos 8 caracteres.');
    expect(html).toContain('As senhas não conferem.');
  });

  it('activates the account through the e-mailed link before the first login', async () => {
    const browser = new Browser(server.url);
    const done = await registration(browser, person('ana.lima'));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('ana.lima@example.com');

    const early = await login(browser, 'ana.lima', 'segredo123');
    expect(early.response.status).toBe(401);
    expect(await early.response.text()).toContain('ainda não foi ativada');

    const mail = await latestMailTo(server, 'ana.lima@example.com');
    const link = /https?:\/\/\S+\/login-actions\/action-token\?key=[\w-]+/.exec(mail!.text)![0];
    expect(link.startsWith(`${realmUrl}/login-actions/action-token?key=`)).toBe(true);
    const activated = await browser.go(link);
    expect(activated.status).toBe(200);
    expect(await activated.text()).toContain(`href="${redirectUri}"`);
    expect((await browser.go(link)).status).toBe(400);

    const { response, verifier } = await login(browser, 'ana.lima', 'segredo123');
    const { body } = await token({ grant_type: 'authorization_code', code: codeOf(response), redirect_uri: redirectUri, code_verifier: verifier });
    expect(decodeJwt(body.access_token!)).toMatchObject({
      preferred_username: 'ana.lima',
      cpf: '52998224725',
      resource_access: { 'aga-portal': { roles: [] } },
    });
  });
});

describe('safety rails', () => {
  it('refuses to start in production', async () => {
    const app = Fastify();
    await expect(app.register(idpPlugin, { config: { ...server.app.config, production: true }, db: server.app.db }).ready()).rejects.toThrow(/KEYCLOAK_URL/);
    await app.close();
  });

  it('refuses a login form posted without the form cookie', async () => {
    const { challenge } = pkce();
    const response = await fetch(`${realmUrl}/protocol/openid-connect/auth?${authQuery(challenge)}`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'externo', password: 'externo', session_code: 'forged' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});
