/**
 * Vitest global setup of the API and browser suites: migrates and seeds ONE database, and makes one signing key,
 * before any test file runs, so that each test server starts from copies of them instead of migrating and seeding
 * its own database (2–10 s a server on this 2-core machine, ~55 servers a run). SQLite: a seeded file copied into each server's data directory.
 * PostgreSQL (TEST_DATABASE_URL): a template database each server clones with CREATE DATABASE … TEMPLATE.
 * startServer (./server.ts) reads the locations from the environment, which vitest hands to its workers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/index';
import { loadSigningKey } from '../../src/server/idp/keys';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/index';

export const SQLITE_TEMPLATE_ENV = 'TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'TEST_PG_TEMPLATE';
/** A data directory holding the identity provider's signing key, copied into each server's (./server.ts). */
export const KEY_TEMPLATE_ENV = 'TEST_KEY_TEMPLATE_DIR';
const quiet = { info: () => undefined };

/** Runs one statement on the server of `baseUrl` (creating and dropping databases). */
export async function adminQuery(baseUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database URL naming another database on the same server (the schema-selecting options are dropped). */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  url.searchParams.delete('options');
  return url.toString();
}

/**
 * One RS256 signing key for every test server: generating it costs ~330 CPU-ms, and npm test starts ~200 servers. A
 * server's tokens are still its own to check (tests/helpers/tokens.ts signs with the key of the server's directory).
 */
async function signingKeyTemplate(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-key-'));
  await loadSigningKey(dir);
  process.env[KEY_TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[KEY_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const dropKey = await signingKeyTemplate();
  const pgBase = process.env.TEST_DATABASE_URL;
  if (pgBase) {
    const name = `aga_template_${process.pid}`;
    await adminQuery(pgBase, `drop database if exists ${name}`);
    await adminQuery(pgBase, `create database ${name}`);
    const db = openDatabase({ databaseUrl: databaseUrl(pgBase, name), dataDir: os.tmpdir() });
    await migrateToLatest(db);
    await seedDatabase(db, quiet);
    await db.destroy();
    process.env[PG_TEMPLATE_ENV] = name;
    console.log(`template database ${name} migrated and seeded in ${Math.round(performance.now() - started)} ms`);
    return async () => {
      dropKey();
      delete process.env[PG_TEMPLATE_ENV];
      // Every test has finished: clones a test could not drop (still connected) go now, then the template.
      const left = await adminQuery(pgBase, `select datname from pg_database where datname like '${name}\\_c\\_%'`);
      for (const { datname } of left.rows as { datname: string }[]) await adminQuery(pgBase, `drop database if exists ${datname} with (force)`);
      await adminQuery(pgBase, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-template-'));
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  await seedDatabase(db, quiet);
  await db.destroy(); // closing the last connection checkpoints the WAL into the file
  process.env[SQLITE_TEMPLATE_ENV] = path.join(dir, 'portal.sqlite');
  console.log(`template SQLite database migrated and seeded in ${Math.round(performance.now() - started)} ms`);
  return async () => {
    dropKey();
    delete process.env[SQLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
