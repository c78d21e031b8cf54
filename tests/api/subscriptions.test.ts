import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp } from '../helpers/idp-browser';
import { latestMailTo } from '../helpers/mail';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
const json = { 'content-type': 'application/json' };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const subscribe = (body: unknown, headers: Record<string, string> = {}, target = server) =>
  fetch(`${target.url}/api/subscriptions`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

/** The token of the link of the given kind in the last e-mail to an address. */
async function linkToken(address: string, kind: 'confirmar' | 'cancelar') {
  const mail = await latestMailTo(server, address);
  const match = new RegExp(`${server.url}/inscricao/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  expect(match, `a /inscricao/${kind} link in the e-mail to ${address}`).not.toBeNull();
  return match![1]!;
}

async function createPlan(municipalityId: number, municipality: string) {
  const response = await fetch(`${server.url}/api/plans`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${await tokenFor(server, 'Interno')}` },
    body: JSON.stringify({
      aerodrome_name: 'Campo Teste',
      icao: null,
      type: 'PBZPA',
      signature_date: '2026-01-10',
      date: '2026-02-01',
      ordinance: 'Portaria 77/2026',
      state_code: 'SP',
      municipality_id: municipalityId,
      municipality,
    }),
  });
  expect(response.status).toBe(201);
}

const mailsTo = async (address: string) =>
  server.app.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', address).orderBy('id').execute();

describe('subscription by city', () => {
  it('answers 202 alike for a new and an already subscribed address, and e-mails a confirmation in the chosen language', async () => {
    const first = await subscribe({ email: ' Carla@Example.com ', municipality_ids: [SAO_PAULO, CAMPINAS], locale: 'es' });
    expect(first.status).toBe(202);
    const firstBody = await first.json();
    const mail = await latestMailTo(server, 'carla@example.com');
    expect(mail?.subject).toBe('Confirme su suscripción al Portal AGA');
    expect(mail?.text).toContain('Campinas/SP');
    expect(mail?.text).toContain('São Paulo/SP');
    const token = await linkToken('carla@example.com', 'confirmar');
    expect(token).toBe(await linkToken('carla@example.com', 'cancelar'));
    const rows = await server.app.db.selectFrom('subscriptions').selectAll().where('email', '=', 'carla@example.com').execute();
    expect(rows).toHaveLength(2);
    // Only a hash of the token is stored.
    expect(rows.every((r) => r.token_hash !== token && r.token_hash.length === 64 && r.confirmed_at === null)).toBe(true);

    const confirmed = await fetch(`${server.url}/api/subscriptions/confirm?token=${token}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      status: 'confirmed',
      municipalities: [
        { municipality: 'Campinas', state_code: 'SP' },
        { municipality: 'São Paulo', state_code: 'SP' },
      ],
    });

    const again = await subscribe({ email: 'carla@example.com', municipality_ids: [SAO_PAULO], locale: 'es' });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(firstBody);
    // The active subscription is untouched by a second request (a stranger cannot reset it).
    const after = await server.app.db.selectFrom('subscriptions').select(['confirmed_at']).where('email', '=', 'carla@example.com').execute();
    expect(after.every((r) => r.confirmed_at !== null)).toBe(true);
  });

  it('refuses a bad address, unknown municipalities and unknown links with translated problems', async () => {
    // From another client address, so these requests do not count against the others' rate limit.
    const other = server;
    const ip = { 'x-forwarded-for': '10.0.0.2' };
    const bad = await subscribe({ email: 'not-an-address', municipality_ids: [SAO_PAULO] }, { 'accept-language': 'en', ...ip }, other);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await bad.json()).errors[0].path).toBe('body.email');
    const tooMany = await subscribe({ email: 'a@example.com', municipality_ids: Array.from({ length: 11 }, (_, i) => SAO_PAULO + i) }, ip, other);
    expect(tooMany.status).toBe(400);
    const unknown = await subscribe({ email: 'a@example.com', municipality_ids: [9999999] }, { 'accept-language': 'en', ...ip }, other);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toMatch(/Unknown municipality id\(s\): 9999999/);
    const link = await fetch(`${other.url}/api/subscriptions/confirm?token=${'x'.repeat(43)}`);
    expect(link.status).toBe(404);
    expect((await link.json()).detail).toMatch(/link de inscrição é inválido/);
    expect((await fetch(`${other.url}/api/subscriptions/unsubscribe?token=short`)).status).toBe(400);
  });

  it.each([
    ['pt', 'Use no máximo 200 caracteres.'],
    ['en', 'Use at most 200 characters.'],
    ['es', 'Use como máximo 200 caracteres.'],
  ])('names the field of a refusal and words it for a person in %s (a 3,000-character address)', async (language, sentence) => {
    const response = await subscribe(
      { email: `${'a'.repeat(2990)}@example.com`, municipality_ids: [SAO_PAULO] },
      { 'accept-language': language, 'x-forwarded-for': '10.0.0.3' },
    );
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([{ path: 'body.email', message: sentence }]);
  });

  it('words a malformed link token without its pattern', async () => {
    const response = await fetch(`${server.url}/api/subscriptions/confirm?token=short`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([{ path: 'querystring.token', message: expect.stringMatching(/^The subscription link is invalid/) }]);
    expect(JSON.stringify(problem)).not.toMatch(/A-Za-z|\^|pattern/);
  });

  it('e-mails confirmed subscribers when a plan is created for their municipality, until they unsubscribe', async () => {
    expect((await subscribe({ email: 'pending@example.com', municipality_ids: [CAMPINAS] })).status).toBe(202);
    await createPlan(CAMPINAS, 'Campinas');
    const notices = await mailsTo('carla@example.com');
    const notice = notices.at(-1)!;
    expect(notice.subject).toBe('Nuevo plan publicado: Campinas/SP');
    expect(notice.text).toContain('Portaria 77/2026');
    // Nobody is told before confirming.
    expect((await mailsTo('pending@example.com')).map((m) => m.subject)).toEqual(['Confirme sua inscrição no Portal AGA']);

    const token = await linkToken('carla@example.com', 'cancelar');
    const cancelled = await fetch(`${server.url}/api/subscriptions/unsubscribe?token=${token}`);
    expect(await cancelled.json()).toEqual({ status: 'unsubscribed', municipalities: [{ municipality: 'Campinas', state_code: 'SP' }] });
    const before = (await mailsTo('carla@example.com')).length;
    await createPlan(CAMPINAS, 'Campinas');
    expect(await mailsTo('carla@example.com')).toHaveLength(before);
    // São Paulo is still subscribed.
    await createPlan(SAO_PAULO, 'São Paulo');
    expect((await mailsTo('carla@example.com')).at(-1)?.subject).toBe('Nuevo plan publicado: São Paulo/SP');
  });
});

describe('a repeated request', () => {
  it('keeps the pending link valid and sends no second e-mail within 15 minutes, answering alike', async () => {
    const address = `owner.${Date.now()}@example.com`;
    const first = await subscribe({ email: address, municipality_ids: [CAMPINAS] }, { 'x-forwarded-for': '10.0.1.1' });
    const token = await linkToken(address, 'confirmar');
    // A stranger repeats the request (and adds a city) from another address.
    const again = await subscribe({ email: address, municipality_ids: [CAMPINAS, SAO_PAULO] }, { 'x-forwarded-for': '10.0.1.2' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
    expect(await mailsTo(address)).toHaveLength(1);
    const confirmed = await fetch(`${server.url}/api/subscriptions/confirm?token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed', municipalities: [{ municipality: 'Campinas', state_code: 'SP' }] });
  });

  it('resends the same link once the interval is over, listing every pending city', async () => {
    const address = `later.${Date.now()}@example.com`;
    await subscribe({ email: address, municipality_ids: [CAMPINAS] }, { 'x-forwarded-for': '10.0.1.3' });
    const token = await linkToken(address, 'confirmar');
    // 16 minutes later (only the clock is faked; the server keeps running).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      await subscribe({ email: address, municipality_ids: [SAO_PAULO] }, { 'x-forwarded-for': '10.0.1.4' });
    } finally {
      vi.useRealTimers();
    }
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(await linkToken(address, 'confirmar')).toBe(token);
    expect(mails[1]!.text).toContain('Campinas/SP');
    expect(mails[1]!.text).toContain('São Paulo/SP');
  });

  it('is counted once for all instances sharing Redis', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
    try {
      const address = `shared.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      // The rate limit lives in the same Redis and outlives this run (10 minutes): an address of its own keeps
      // earlier runs (the SQLite pass, another checkout's suite) from counting against this one.
      const caller = { 'x-forwarded-for': freshIp() };
      expect((await subscribe({ email: address, municipality_ids: [CAMPINAS] }, caller, one)).status).toBe(202);
      expect((await subscribe({ email: address, municipality_ids: [CAMPINAS] }, caller, two)).status).toBe(202);
      const sent = async (target: TestServer) => (await target.app.db.selectFrom('outbox').select('id').where('to_address', '=', address).execute()).length;
      expect([await sent(one), await sent(two)]).toEqual([1, 0]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('rate limit', () => {
  it('allows 5 requests per 10 minutes per address and then answers 429 problem+json', async () => {
    const other = server;
    const ip = { 'x-forwarded-for': '10.0.0.9' };
    for (let i = 0; i < 5; i += 1) expect((await subscribe({ email: `r${i}@example.com`, municipality_ids: [SAO_PAULO] }, ip, other)).status).toBe(202);
    const limited = await subscribe({ email: 'r6@example.com', municipality_ids: [SAO_PAULO] }, { 'accept-language': 'en', ...ip }, other);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await limited.json()).title).toBe('Too many requests');
  });
});
