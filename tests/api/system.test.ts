import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config';
import fs from 'node:fs';
import os from 'node:os';
import { freePort, startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';
import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '../../src/domain/color-scheme-script';
import { APP_LOADER_SCRIPT } from '../../src/domain/prerendered';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('system routes', () => {
  it('reports health with a database check', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', version: '2.0.17' });
  });

  it('keeps liveness (/api/health) apart from readiness (/api/health/ready), which proves the database accepts writes (finding #12)', async () => {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', version: '2.0.17' });
    const { db } = server.app;
    const postgres = Boolean(server.app.config.databaseUrl);
    // SQLite: the app's one connection turns read-only. PostgreSQL (a pool): the heartbeat table refuses every write.
    if (postgres) await sql`alter table health_heartbeat add constraint health_heartbeat_never check (id < 0) not valid`.execute(db);
    else await sql`pragma query_only = on`.execute(db);
    try {
      const refused = await fetch(`${server.url}/api/health/ready`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      if (postgres) await sql`alter table health_heartbeat drop constraint health_heartbeat_never`.execute(db);
      else await sql`pragma query_only = off`.execute(db);
    }
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });

  it('serves the runtime config of the browser, pointing at the embedded identity provider', async () => {
    const body = await (await fetch(`${server.url}/config.json`)).json();
    expect(body).toEqual({
      version: '2.0.17',
      keycloak: { url: server.url, realm: 'aga', clientId: 'aga-portal' },
      siteSearchUrl: expect.stringMatching(/^https:\/\//),
      tileUrl: expect.any(String),
    });
  });

  it('sends security headers with a CSP that allows no inline script but the colour-scheme one and the app loader, by their hashes', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    // The prerendered pages set light or dark before any script file runs (domain/color-scheme-script.ts) and ask for
    // the app's code after their first paint (domain/prerendered.ts).
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash(COLOR_SCHEME_SCRIPT)}' 'sha256-${hash(APP_LOADER_SCRIPT)}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document with every resource', async () => {
    const doc = await (await fetch(`${server.url}/api/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const name of ['plans', 'tacs', 'aerodromes', 'states', 'municipalities']) {
      expect(Object.keys(doc.paths)).toContain(`/api/${name}`);
      expect(Object.keys(doc.paths)).toContain(`/api/${name}/{id}`);
    }
    expect((await fetch(`${server.url}/api/docs`, { redirect: 'manual' })).status).toBeLessThan(400);
  });

  it('answers an unknown API path with a 404 problem, and a malformed JSON body with a 400 problem', async () => {
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/problem\+json/);
    const token = await tokenFor(server, 'Interno');
    const malformed = await fetch(`${server.url}/api/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).detail).toMatch(/JSON/);
  });
});

describe('reference resources', () => {
  it('lists the 27 states and the municipalities of a state, searchable by name', async () => {
    const states = await fetch(`${server.url}/api/states?_start=0&_end=100`);
    expect(states.headers.get('x-total-count')).toBe('27');
    const sp = await (await fetch(`${server.url}/api/municipalities?state_code=SP&q=são paulo&_end=5`)).json();
    expect(sp.map((m: { name: string }) => m.name)).toContain('São Paulo');
    const aerodrome = await (await fetch(`${server.url}/api/aerodromes?icao=SBSP`)).json();
    expect(aerodrome).toEqual([expect.objectContaining({ state_code: 'SP', municipality: 'São Paulo' })]);
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ KEYCLOAK_URL: 'not a url' }, 'KEYCLOAK_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.com' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'ftp://cache:6379' }, 'REDIS_URL'],
    [{ LIST_CACHE_MAX_BYTES: '32MB' }, 'LIST_CACHE_MAX_BYTES'],
    [{ MAIL_WORKER_INTERVAL_MS: '5' }, 'MAIL_WORKER_INTERVAL_MS'],
    [{ AUDIT_RETENTION_DAYS: '-1' }, 'AUDIT_RETENTION_DAYS'],
    [{ AUDIT_RETENTION_DAYS: '30 days' }, 'AUDIT_RETENTION_DAYS'],
  ])('refuses %o naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${variable}:`));
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or proxy addresses', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(0);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', '::1']);
  });

  it("reads REDIS_URL and the list cache's byte budget", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(loadConfig({}).listCacheMaxBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ LIST_CACHE_MAX_BYTES: '0' }).listCacheMaxBytes).toBe(0);
  });

  it('stops start-up with a message naming the bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/PORT/);
  });
});

describe('process lifecycle', () => {
  it('finishes in-flight requests on SIGTERM, closes the database and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-life-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    // A first start seeds an empty database through tsx: under a loaded CI machine that took over 30 s once.
    const up = async () =>
      fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    const deadline = Date.now() + 120_000;
    while (!(await up())) {
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 120 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const inFlight = fetch(`${base}/api/aerodromes?_start=0&_end=1000&_sort=name`);
    // Give the server time to accept the connection; the request is then in flight when the signal lands.
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).length).toBe(1000);
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM received/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
