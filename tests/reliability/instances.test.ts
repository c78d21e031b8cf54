import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE } from '../../src/server/content/routes';
import { freePort } from '../helpers/server';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { tokenFor } from '../helpers/tokens';

/**
 * Two server processes on one PostgreSQL schema and one Redis, as behind a load balancer: a per-client
 * limit is counted once across both, a write on one is seen on the other's cached list at once (pub/sub),
 * and the outbox delivers each message once although both instances run their mail workers.
 * npm test runs the reliability project without TEST_DATABASE_URL, so this file finds its own services.
 */
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ci = process.env.CI === 'true' || process.env.CI === '1';

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    return `PostgreSQL at ${pgUrl}`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch {
    return `Redis at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
}

const missing = await reachable();
if (missing && ci) throw new Error(`${missing} is not reachable; CI requires it for the several-instances test (set TEST_PG_URL / TEST_REDIS_URL).`);
if (missing) console.warn(`Skipping the several-instances test: nothing answers at ${missing} (set TEST_PG_URL / TEST_REDIS_URL).`);

const run = Math.random().toString(36).slice(2, 10);
const schema = `inst_${process.pid}_${run}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-instances-'));
const children: ChildProcess[] = [];
const logs: string[] = [];
let smtp: TestSmtp;
let db: pg.Client;
let redis: Redis;
let urls: [string, string];
let publicUrl: string;
const redisKeys: string[] = [];

async function startInstance(env: Record<string, string>, port: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited ${child.exitCode}: ${logs.join('')}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} did not start: ${logs.join('')}`);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe.skipIf(missing !== null)('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: pgUrl });
    await db.connect();
    await db.query(`create schema ${schema}`);
    await db.query(`set search_path to ${schema}`);
    const databaseUrl = new URL(pgUrl);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    redis = new Redis(redisUrl);
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort);
    const [portA, portB] = [await freePort(), await freePort()];
    // Both answer under one public address (the balancer's) and share the stand-in's signing key (DATA_DIR),
    // so a token from either is accepted by both.
    publicUrl = `http://127.0.0.1:${portA}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'loopback',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_WORKER_INTERVAL_MS: '200',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    // The first migrates and seeds; the second starts on the ready database (concurrent starts are guarded by
    // Kysely's migration lock and the seed's advisory lock, but one at a time is what the operations doc advises).
    const a = await startInstance(env, portA);
    const b = await startInstance(env, portB);
    urls = [a, b];
  }, 300_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    if (redisKeys.length) await redis?.del(...redisKeys);
    redis?.disconnect();
    await db?.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await db?.end();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts a client's limit once across both instances, in Redis", async () => {
    // A documentation address unique to this run, forwarded by the (loopback) proxy.
    const client = `2001:db8::${run.slice(0, 4)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const key = `aga-rate-limit:POST/api/contact-messages-${client}`;
    redisKeys.push(key);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${urls[i % 2]}/api/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({
          name: 'Maria Souza',
          email: 'maria@example.com',
          subject: `Limite ${i}`,
          message: 'Mensagem enviada a duas instâncias alternadas.',
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE.max).fill(201), ...Array(8 - CONTACT_RATE.max).fill(429)]);
    expect(await redis.get(key)).toBe('8');
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    const stored = await db.query('select count(*)::int as n from contact_messages where ip = $1', [client]);
    expect(stored.rows[0].n).toBe(CONTACT_RATE.max);
  });

  it("shows a plan published on one instance on the other's cached public list within seconds", async () => {
    const token = await tokenFor({ dataDir, url: publicUrl }, 'Interno');
    const ordinance = `instances-${run}`;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await fetch(`${urls[0]}/api/plans`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          aerodrome_name: `Campo Duplo ${i}`,
          type: 'PBZPA',
          signature_date: '2024-01-01',
          date: '2024-01-02',
          ordinance,
          state_code: 'SP',
          municipality_id: 3550308,
          municipality: 'São Paulo',
          status: 'draft',
        }),
      });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    const publicList = `${urls[1]}/api/plans?ordinance=${ordinance}`;
    const total = async () => Number((await fetch(publicList)).headers.get('x-total-count'));
    expect(await total()).toBe(0); // drafts are not public; this answer is now cached on B
    // Published behind the API's back: B keeps serving its cached answer, which shows the cache is in play.
    await db.query(`update plans set status = 'published', published_at = $1 where id = $2`, [new Date().toISOString(), ids[0]]);
    expect(await total()).toBe(0);
    // Published through A: A tells every instance to forget its plans lists.
    const published = await fetch(`${urls[0]}/api/plans/${ids[1]}/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(published.status).toBe(200);
    const started = Date.now();
    expect(await until(total, (n) => n === 2, 5)).toBe(2);
    console.log(`plan published on instance A: on B's public list after ${Date.now() - started} ms (cache TTL 60 s)`);
  });

  it('delivers each queued outbox message once although both instances run the mail worker', async () => {
    const due = new Date(Date.now() - 1000).toISOString();
    const subjects = Array.from({ length: 10 }, (_, i) => `Outbox ${run} #${i}`);
    for (const subject of subjects) {
      await db.query('insert into outbox (to_address, subject, text, created_at, attempts, next_attempt_at) values ($1, $2, $3, $4, 0, $4)', [
        'destino@example.com',
        subject,
        'Uma mensagem, duas instâncias.',
        due,
      ]);
    }
    const sentCount = async () =>
      Number((await db.query('select count(*)::int as n from outbox where subject like $1 and sent_at is not null', [`Outbox ${run} #%`])).rows[0].n);
    expect(await until(sentCount, (n) => n === subjects.length, 30)).toBe(subjects.length);
    // Both workers poll every 200 ms: give a duplicate every chance to arrive before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const received = smtp.received
      .filter((mail) => mail.subject.startsWith(`Outbox ${run} #`))
      .map((mail) => mail.subject)
      .sort();
    expect(received).toEqual([...subjects].sort());
  });
});
