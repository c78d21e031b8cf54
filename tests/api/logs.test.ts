import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { pruneToNewest, recordLog } from '../../src/server/logs/recorder';
import { BROWSER_CONTEXT_MAX, BROWSER_LOG_BUDGET_PER_MINUTE, BROWSER_LOG_RATE, BROWSER_STACK_MAX } from '../../src/server/logs/routes';
import { sendMail } from '../../src/server/mail/index';
import { startMailWorker } from '../../src/server/mail/worker';
import { freePort, startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let developer: Record<string, string>;
beforeAll(async () => {
  server = await startServer({ seed: false });
  developer = { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}` };
});
afterAll(() => server?.close());

/** Each test reports from its own address (the app trusts X-Forwarded-For), so their rate limits are apart. */
function report(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/logs/browser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function list(query: string, headers: Record<string, string> = developer) {
  const response = await fetch(`${server.url}/api/logs?${query}`, { headers });
  return { status: response.status, total: Number(response.headers.get('x-total-count')), body: (await response.json()) as Record<string, unknown>[] };
}

describe('browser reports', () => {
  it('records a valid report with its page, stack and the signed-in user', async () => {
    const response = await report(
      {
        message: 'TypeError: x is undefined (alpha)',
        url: 'http://portal/planos?uf=SP&token=abc123#top',
        stack: 'at Plans (plans.js:1:2)',
        context: { line: 1 },
      },
      '10.1.0.1',
      developer,
    );
    expect(response.status).toBe(202);
    const { body } = await list('q=alpha');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      level: 'error',
      category: 'browser',
      message: 'TypeError: x is undefined (alpha)',
      source: 'http://portal/planos?uf=SP&token=%E2%80%A6',
    });
    expect(body[0]!.user_id).toEqual(expect.any(String));
    expect(JSON.parse(String(body[0]!.context))).toMatchObject({ line: 1, stack: 'at Plans (plans.js:1:2)' });

    expect((await report({ message: 'render failed (beta)', category: 'render', level: 'warning' }, '10.1.0.1')).status).toBe(202);
    const anonymous = await list('q=beta');
    expect(anonymous.body[0]).toMatchObject({ category: 'render', level: 'warning', user_id: null });
  });

  it.each([
    ['no message', { url: '/x' }],
    ['an empty message', { message: '  ' }],
    ['an unknown category', { message: 'm', category: 'server' }],
    ['an unknown field', { message: 'm', password: 'x' }],
    ['a message too long', { message: 'm'.repeat(2001) }],
    ['malformed JSON', '{"message":'],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await report(body, '10.1.0.2');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('stores a repeated report once and counts the repeats on it (finding #6)', async () => {
    const same = { message: 'TypeError: repeated (delta)', url: 'http://portal/planos', stack: 'at x' };
    for (let i = 0; i < 5; i++) expect((await report(same, '10.1.0.7')).status).toBe(202);
    expect((await report({ ...same, url: 'http://portal/tacs' }, '10.1.0.7')).status).toBe(202);
    const { body } = await list('q=delta&_sort=id&_order=asc');
    expect(body.map((e) => e.source)).toEqual(['http://portal/planos', 'http://portal/tacs']);
    expect(JSON.parse(String(body[0]!.context))).toMatchObject({ stack: 'at x', repeats: 4, last_seen_at: expect.any(String) });
    expect(JSON.parse(String(body[1]!.context))).not.toHaveProperty('repeats');
  });

  it('cuts a long stack and a large context to a sane size (finding #6)', async () => {
    const response = await report({ message: 'big report (epsilon)', stack: 's'.repeat(8000), context: { blob: 'c'.repeat(6000) } }, '10.1.0.8');
    expect(response.status).toBe(202);
    const [entry] = (await list('q=epsilon')).body;
    const context = JSON.parse(String(entry!.context)) as Record<string, string>;
    expect(context.stack).toHaveLength(BROWSER_STACK_MAX);
    expect(context.context_truncated).toHaveLength(BROWSER_CONTEXT_MAX);
    expect(context).not.toHaveProperty('blob');
    expect(String(entry!.context).length).toBeLessThan(BROWSER_STACK_MAX + BROWSER_CONTEXT_MAX + 500);
  });

  it('refuses an oversized body with 413', async () => {
    expect((await report({ message: 'big', context: { blob: 'x'.repeat(40_000) } }, '10.1.0.3')).status).toBe(413);
  });

  it(`answers 429 after ${BROWSER_LOG_RATE.max} reports a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= BROWSER_LOG_RATE.max; i++) statuses.push((await report({ message: `flood ${i}` }, '10.1.0.4')).status);
    expect(statuses.slice(0, BROWSER_LOG_RATE.max).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await report({ message: 'other address' }, '10.1.0.5')).status).toBe(202);
  });
});

describe('server errors', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second app on the same database with a route that throws, as a bug in a handler would.
    other = await buildApp(server.app.config, { seed: false, logger: false });
    other.get('/api/boom', async () => {
      throw new Error('kaboom in handler');
    });
  });
  afterAll(() => other?.close());

  it('records a 5xx with its route and stack, but not a 4xx', async () => {
    const response = await other.inject({ method: 'GET', url: '/api/boom?secret=1' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('kaboom');
    await other.inject({ method: 'GET', url: '/api/nowhere' });
    const { body } = await list('category=server');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ level: 'error', category: 'server', message: 'Error: kaboom in handler', source: 'GET /api/boom' });
    const context = JSON.parse(String(body[0]!.context)) as Record<string, unknown>;
    expect(context).toMatchObject({ status: 500, path: '/api/boom' });
    expect(String(context.stack)).toContain('kaboom in handler');
  });

  it('answers a malformed page path with 400, not a 500, and stores nothing (finding #6)', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    const pages = await buildApp({ ...server.app.config, clientDir }, { seed: false, logger: false });
    try {
      const before = (await list('category=server')).total;
      for (const url of ['/x%00', '/a%01b', '/x%zz', '/%E0%A4%A', '/planos/%00.js']) {
        const response = await pages.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type'], url).toMatch(/problem\+json/);
      }
      // A name too long for the file system is no file: the app's page for an unknown address (404), not a 500.
      expect((await pages.inject({ method: 'GET', url: `/${'a'.repeat(300)}` })).statusCode).toBe(404);
      expect((await pages.inject({ method: 'GET', url: '/planos' })).statusCode).toBe(200);
      expect((await list('category=server')).total).toBe(before);
    } finally {
      await pages.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('records a mail worker pass whose deliveries fail as a mail warning', async () => {
    // SMTP on a port where nothing listens: every attempt fails.
    const mailing = await buildApp({ ...server.app.config, smtpUrl: `smtp://127.0.0.1:${await freePort()}` }, { seed: false, logger: false });
    startMailWorker(mailing, 50);
    try {
      const { id } = await sendMail(mailing.db, mailing.config, { to: 'ninguem@example.com', subject: 'Teste do log', text: 'Corpo.' });
      await mailing.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await expect
        .poll(async () => (await list('category=mail')).body, { timeout: 15_000, interval: 200 })
        .toEqual([expect.objectContaining({ level: 'warning', category: 'mail', source: 'mail worker', message: 'mail worker: 1 message(s) failed again' })]);
    } finally {
      await mailing.close();
    }
  });

  it('never lets a failing log write escape', async () => {
    const closed = await buildApp({ ...server.app.config }, { seed: false, logger: false });
    await closed.close();
    expect(await recordLog(closed.db, { level: 'error', category: 'server', message: 'after close' })).toBe(false);
  });
});

describe('reading the log', () => {
  it('is for developers only', async () => {
    expect((await list('', {})).status).toBe(401);
    for (const role of ['Interno', 'Administrador', 'Externo'] as const) {
      expect((await list('', { authorization: `Bearer ${await tokenFor(server, role)}` })).status).toBe(403);
      const dates = await fetch(`${server.url}/api/logs/dates?month=2026-01`, { headers: { authorization: `Bearer ${await tokenFor(server, role)}` } });
      expect(dates.status).toBe(403);
    }
    expect((await fetch(`${server.url}/api/logs/dates?month=2026-01`)).status).toBe(401);
  });

  it('filters by level, category and time, and searches', async () => {
    await report({ message: 'gamma warning', level: 'warning' }, '10.1.0.6');
    const warnings = await list('level=warning&_end=100');
    expect(warnings.total).toBeGreaterThan(0);
    expect(warnings.body.every((e) => e.level === 'warning')).toBe(true);
    const browser = await list('category=browser&_end=100');
    expect(browser.body.every((e) => e.category === 'browser')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const inDay = await list(`created_at_gte=${today}T00:00:00.000Z&created_at_lte=${today}T23:59:59.999Z&q=gamma`);
    expect(inDay.body.map((e) => e.message)).toEqual(['gamma warning']);
    expect((await list('created_at_lte=2000-01-01T00:00:00.000Z')).total).toBe(0);
    expect((await list('colour=red')).status).toBe(400);
    const newestFirst = (await list('_end=5')).body.map((e) => Number(e.id));
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
  });

  it("lists the days of a month that have entries, in the viewer's time zone", async () => {
    const { db } = server.app;
    await recordLog(db, { level: 'error', category: 'mail', message: 'late at night' }, new Date('2026-03-01T01:30:00.000Z'));
    await recordLog(db, { level: 'warning', category: 'mail', message: 'mid month' }, new Date('2026-03-15T12:00:00.000Z'));
    const dates = async (query: string) => {
      const response = await fetch(`${server.url}/api/logs/dates?${query}`, { headers: developer });
      return { status: response.status, body: (await response.json()) as { dates: string[] } };
    };
    expect((await dates('month=2026-03')).body.dates).toEqual(['2026-03-01', '2026-03-15']);
    // 01:30 UTC on the 1st is still the 28th of February in Brasília (UTC−3).
    expect((await dates('month=2026-03&tz_offset=-180')).body.dates).toEqual(['2026-03-15']);
    expect((await dates('month=2026-02&tz_offset=-180')).body.dates).toEqual(['2026-02-28']);
    expect((await dates('month=2026-03&level=warning')).body.dates).toEqual(['2026-03-15']);
    expect((await dates('month=2026-03&category=browser')).body.dates).toEqual([]);
    const today = new Date().toISOString();
    expect((await dates(`month=${today.slice(0, 7)}`)).body.dates).toContain(today.slice(0, 10));
    for (const bad of ['month=2026-13', 'month=march', '', 'month=2026-03&tz_offset=9999', 'month=2026-03&category=nope']) {
      expect((await dates(bad)).status).toBe(400);
    }
  });
});

describe('the bound of the logs table (finding #6)', () => {
  it('keeps about the newest LOGS_MAX_ROWS entries as it grows, and trims at start when the bound is lowered', async () => {
    const bounded = await startServer({ seed: false, env: { LOGS_MAX_ROWS: '100' } });
    try {
      const { db } = bounded.app;
      for (let i = 0; i < 250; i++) await recordLog(db, { level: 'error', category: 'server', message: `bounded ${i}` });
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('logs')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBeLessThanOrEqual(110);
      const messages = (await db.selectFrom('logs').select('message').execute()).map((r) => r.message);
      expect(messages).toContain('bounded 249');
      expect(messages).not.toContain('bounded 0');
      // What the plugin does at start when LOGS_MAX_ROWS is lowered.
      expect(await pruneToNewest(db, 30)).toBeGreaterThan(0);
      expect(await count()).toBe(30);
      expect(await pruneToNewest(db, 30)).toBe(0);
    } finally {
      await bounded.close();
    }
  });

  it(`stores at most ${BROWSER_LOG_BUDGET_PER_MINUTE} browser reports a minute from all addresses together`, async () => {
    // Last in the file: it spends this minute's budget of the shared server.
    const before = (await list('category=browser')).total;
    let stored = 0;
    let refused = 0;
    for (let i = 0; stored + refused < BROWSER_LOG_BUDGET_PER_MINUTE + 5; i++) {
      const response = await report({ message: `budget ${i}` }, `10.2.${Math.floor(i / BROWSER_LOG_RATE.max)}.1`);
      expect(response.status).toBe(202);
      if ((await response.json()).recorded) stored += 1;
      else refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(5);
    expect((await list('category=browser')).total - before).toBe(stored);
    expect(stored).toBeLessThanOrEqual(BROWSER_LOG_BUDGET_PER_MINUTE);
  });
});
