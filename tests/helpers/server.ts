import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { signingKeyPath } from '../../src/server/idp/keys';
import { KEY_TEMPLATE_ENV, PG_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV, adminQuery, databaseUrl } from './template-db';

export interface TestServer {
  url: string;
  dataDir: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A fresh PostgreSQL schema on TEST_DATABASE_URL (the API suites run once on SQLite and once on
 * PostgreSQL); returns the URL that selects it and a function that drops it.
 */
async function freshPostgresSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * A PostgreSQL database cloned from the suite's migrated and seeded template (./template-db.ts): a file copy
 * inside the server, much faster than migrating and seeding a fresh schema.
 */
async function clonedPostgresDatabase(baseUrl: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Named after the template, so the global teardown drops whatever a test left behind.
  const name = `${template}_c_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  return {
    url: databaseUrl(baseUrl, name),
    // Without FORCE: a connection the test has not closed yet (a listener) must not be killed under it. A
    // database still in use is left to the global teardown.
    drop: () =>
      adminQuery(baseUrl, `drop database if exists ${name}`).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** The real application on a random port of 127.0.0.1, with its own temporary data directory and database. */
export async function startServer(options: { env?: Record<string, string>; seed?: boolean } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-test-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Seeded servers start from the suite's template database when the global setup made one.
  const seeded = options.seed !== false;
  const pgBase = process.env.TEST_DATABASE_URL;
  const pgTemplate = seeded ? process.env[PG_TEMPLATE_ENV] : undefined;
  const postgres = pgBase ? await (pgTemplate ? clonedPostgresDatabase(pgBase, pgTemplate) : freshPostgresSchema(pgBase)) : null;
  const sqliteTemplate = seeded && !postgres ? process.env[SQLITE_TEMPLATE_ENV] : undefined;
  const keyTemplate = process.env[KEY_TEMPLATE_ENV];
  // A server given a data directory of its own keeps what is there; the others start from the suite's copies.
  if (!options.env?.DATA_DIR) {
    if (sqliteTemplate) fs.copyFileSync(sqliteTemplate, path.join(dataDir, 'portal.sqlite'));
    if (keyTemplate) fs.copyFileSync(signingKeyPath(keyTemplate), signingKeyPath(dataDir));
  }
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The suites play clients at different addresses through a proxy on loopback (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    // No load shedding in tests (browser suites on a loaded 2-core machine); tests/api/heavy-work.test.ts turns it on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(process.env.TEST_KEYCLOAK_URL ? { KEYCLOAK_URL: process.env.TEST_KEYCLOAK_URL } : {}),
    ...(process.env.TEST_CLIENT_DIR ? { CLIENT_DIR: process.env.TEST_CLIENT_DIR } : {}),
    ...options.env,
  });
  const app = await buildApp(config, { seed: options.seed });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    app,
    async close() {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
