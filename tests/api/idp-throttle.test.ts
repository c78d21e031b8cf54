import crypto from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/idp/users';
import { feedbackOf, freshIp, IdpBrowser } from '../helpers/idp-browser';
import { startServer, type TestServer } from '../helpers/server';

const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379' };
const INVALID = 'Usuário ou senha inválidos.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = (name: string) => `${name}.${crypto.randomBytes(4).toString('hex')}`;

/** A verified user with a name of its own (runs sharing Redis must not share throttle keys). */
async function verifiedUser(server: TestServer, name: string): Promise<string> {
  const username = unique(name);
  await createUser(server.app.db, {
    username,
    email: `${username}@example.com`,
    firstName: 'T',
    lastName: 'T',
    cpf: null,
    password: 'certa123',
    roles: [],
    emailVerified: true,
    locale: null,
  });
  return username;
}

const person = (username: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Maria',
  lastName: 'Souza',
  email: `${username}@example.com`,
  cpf: generateCpf(),
  username,
  password: 'segredo123',
  'password-confirm': 'segredo123',
  ...overrides,
});

const mailsTo = (server: TestServer, address: string) =>
  server.app.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', address).orderBy('id').execute();

describe.each([
  ['in memory', {}],
  ['in Redis', REDIS],
])('login throttling (%s)', (_, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env });
  });
  afterAll(() => server?.close());

  it('stops the address of whoever guesses a password, never locking the owner out', async () => {
    const owner = await verifiedUser(server, 'administrador');
    const ip = freshIp();
    const attacker = new IdpBrowser(server.url, ip);
    // The attempts made during the wait have their login pages open before it starts: the first wait is 1 s, and on a
    // loaded machine (CI runs three suites side by side) opening a page too once took longer (the attempt got a 401).
    const duringWait = await Promise.all([owner, 'someone-else'].map(async (login) => ({ login, post: await new IdpBrowser(server.url, ip).openLogin() })));
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await attacker.login(owner, 'wrong-password');
      expect(response.status).toBe(401);
      expect(feedbackOf(await response.text())).toBe(INVALID);
    }
    // The attacker's address waits now, whatever account it tries, and the password is not even looked at.
    for (const { login, post } of duringWait) {
      const refused = await post(login, 'certa123');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(feedbackOf(await refused.text())).toMatch(/^Muitas tentativas sem sucesso\. Aguarde \d+ segundo\(s\)/);
    }
    // The owner, elsewhere, signs in at once.
    expect((await new IdpBrowser(server.url, freshIp()).login(owner, 'certa123')).status).toBe(302);
  });

  it('answers an existing and a missing account alike, and delays an account only briefly', async () => {
    const existing = await verifiedUser(server, 'interno');
    const missing = unique('ninguem');
    const answers: Record<string, string[]> = { [existing]: [], [missing]: [] };
    for (const login of [existing, missing]) {
      // The attempt during the account's 1 s wait has its page open before the wait starts (see above).
      const duringWait = await new IdpBrowser(server.url, freshIp()).openLogin();
      // Ten failures from ten addresses (the realm's failureFactor is 5: twice that per account).
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await new IdpBrowser(server.url, freshIp()).login(login, `wrong-${attempt}`);
        answers[login]!.push(`${response.status} ${feedbackOf(await response.text())}`);
      }
      // Now the account name waits, even from a new address and with the right password.
      const refused = await duringWait(login, 'certa123');
      answers[login]!.push(`${refused.status} ${feedbackOf(await refused.text())}`);
    }
    expect(answers[existing]).toEqual(answers[missing]);
    expect(answers[existing]!.slice(0, 10)).toEqual(Array(10).fill(`401 ${INVALID}`));
    expect(answers[existing]![10]).toBe('429 Muitas tentativas sem sucesso. Aguarde 1 segundo(s) e tente novamente.');
    // The first wait is one second: after it the owner signs in, which clears the account's count.
    await sleep(1200);
    expect((await new IdpBrowser(server.url, freshIp()).login(existing, 'certa123')).status).toBe(302);
    expect((await new IdpBrowser(server.url, freshIp()).login(existing, 'wrong')).status).toBe(401);
  });

  it('counts only failed attempts per address, so many correct logins from one address go through', async () => {
    const user = await verifiedUser(server, 'externo');
    const ip = freshIp();
    const office = new IdpBrowser(server.url, ip);
    for (let i = 0; i < 6; i++) expect((await new IdpBrowser(server.url, ip).login(user, 'certa123')).status).toBe(302);
    for (let i = 0; i < 4; i++) expect((await office.login(user, 'wrong')).status).toBe(401);
    expect((await office.login(user, 'certa123')).status).toBe(302);
  });
});

describe('throttles shared through Redis', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    [one, two] = await Promise.all([startServer({ env: REDIS }), startServer({ env: REDIS })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('stops an address on every instance once it failed on one', async () => {
    const ip = freshIp();
    const login = unique('ninguem');
    const duringWait = await new IdpBrowser(two.url, ip).openLogin(); // opened before the 1 s wait starts (see above)
    for (let attempt = 1; attempt <= 5; attempt++) expect((await new IdpBrowser(one.url, ip).login(login, 'x')).status).toBe(401);
    expect((await duringWait(login, 'x')).status).toBe(429);
    expect((await new IdpBrowser(two.url, freshIp()).login(login, 'x')).status).toBe(401);
  });
});

describe('registration and activation e-mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('gives the same answer whether the username, e-mail or CPF is taken, and tells only the mailbox', async () => {
    const first = person(unique('maria'));
    const pages: string[] = [];
    const register = async (fields: Record<string, string>) => {
      const response = await new IdpBrowser(server.url, freshIp()).register(fields);
      expect(response.status).toBe(200);
      pages.push(feedbackOf(await response.text()).replace(fields.email!, '<email>'));
    };
    await register(first);
    const sameEmail = person(unique('outra'), { email: first.email });
    await register(sameEmail);
    const sameUsername = person(first.username, { email: `${unique('nova')}@example.com` });
    await register(sameUsername);
    const sameCpf = person(unique('cpf'), { cpf: first.cpf });
    await register(sameCpf);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toMatch(/^Se os dados puderem ser usados, enviamos uma mensagem para <email>\./);

    // Only the first registration created an account.
    const users = await server.app.db
      .selectFrom('idp_users')
      .select('username')
      .where('username', 'in', [first.username, sameEmail.username, sameCpf.username])
      .execute();
    expect(users.map((u) => u.username)).toEqual([first.username]);
    // The owner of the address is told someone tried to use it; the others learn what is taken, in their own mailbox.
    const toOwner = await mailsTo(server, first.email);
    expect(toOwner.map((m) => m.subject)).toEqual(['Ative sua conta no Portal AGA', 'Tentativa de cadastro no Portal AGA']);
    expect(toOwner[1]!.text).toContain('Alguém tentou criar uma conta');
    expect((await mailsTo(server, sameUsername.email)).map((m) => m.text).join()).toContain('o usuário escolhido já está em uso');
    expect((await mailsTo(server, sameCpf.email)).map((m) => m.text).join()).toContain('o CPF informado já está em uso');
  });

  it('throttles registrations per address', async () => {
    const browser = new IdpBrowser(server.url, freshIp());
    for (let i = 0; i < 5; i++) expect((await browser.register(person(unique('lote')))).status).toBe(200);
    const refused = await browser.register(person(unique('lote')), 'en');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many registrations from this address.');
  });

  it('sends an unverified account at most one activation e-mail per 15 minutes, however often it logs in', async () => {
    const fields = person(unique('ana'));
    expect((await new IdpBrowser(server.url, freshIp()).register(fields)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const response = await new IdpBrowser(server.url, freshIp()).login(fields.username, fields.password);
      expect(response.status).toBe(401);
      expect(feedbackOf(await response.text())).toMatch(/^Sua conta ainda não foi ativada\. Um link de ativação foi enviado/);
    }
    expect(await mailsTo(server, fields.email)).toHaveLength(1);
  });
});
