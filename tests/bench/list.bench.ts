// npm run bench: the list API against json-server 0.17 on the same rows and a hello-world Fastify,
// measured in one run on this machine, for each row count (BENCH_ROWS, default 100k and 1M) and each
// database (SQLite, and PostgreSQL when BENCH_DATABASE_URL or the local default answers).
// Prints req/s, latency and the ratios; goals are reported, never asserted.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { freePort } from '../helpers/server';
import { waitFor } from './wait-for';
import { generatePlans } from './generate-plans';
import { seededRandom, variedQuery } from './varied-queries';

const ROW_COUNTS = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The portal's plan search: one state, listed by aerodrome name, first page, with the total count.
const QUERY = '?state_code=SP&_sort=aerodrome_name&_order=asc&_start=0&_end=25';
/** Goals of issue 7: share of hello-world at 1M rows per database. */
const HELLO_GOAL = { sqlite: 0.5, postgres: 0.25 } as const;
/** Goals of issue 15 for varied, uncached searches at 1M rows: req/s per database, and p99. */
const VARIED_GOAL = { sqlite: 1000, postgres: 500, p99: 100 } as const;

type Database = 'sqlite' | 'postgres';
interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * workload 'pages': requests cycle through the first 40 pages; 'varied': every request is a different search
 * (varied-queries.ts, the same seeded sequence each run). Both run against the server without a list cache.
 */
async function measure(
  name: string,
  url: string,
  workload: 'one' | 'pages' | 'varied' = 'one',
  options: { seconds?: number; seed?: number } = {},
): Promise<Row> {
  let n = 0;
  const pathname = new URL(url).pathname;
  const random = seededRandom(options.seed ?? 15);
  const pathFor = {
    one: null,
    pages: () => {
      const page = n++ % 40;
      return `${pathname}${QUERY.replace('_start=0&_end=25', `_start=${page * 25}&_end=${page * 25 + 25}`)}`;
    },
    varied: () => `${pathname}${variedQuery(random)}`,
  }[workload];
  const requests = pathFor ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: pathFor() }) }] : undefined;
  const result = await autocannon({ url, connections: 10, duration: options.seconds ?? SECONDS, requests, timeout: 30 });
  // Answered searches per second: a 503 from load shedding is fast, and must not count as a search served.
  const row = { name, rps: result['2xx'] / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(
    `${name.padEnd(40)} ${row.rps.toFixed(0).padStart(8)} req/s   p50 ${String(row.p50).padStart(6)} ms   p99 ${String(row.p99).padStart(6)} ms   errors ${row.errors}`,
  );
  return row;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates the database (a SQLite file, or a fresh PostgreSQL schema), migrates it and loads the rows. */
async function loadDatabase(database: Database, rows: ReturnType<typeof generatePlans>, dir: string) {
  let databaseUrl = '';
  let schema = '';
  if (database === 'postgres') {
    schema = `bench_${process.pid}_${rows.length}`;
    await adminQuery(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const started = Date.now();
  const db = openDatabase({ databaseUrl, dataDir: dir });
  await migrateToLatest(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('plans')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  // Statistics for the planner and (PostgreSQL) a visibility map, as a maintained production database has them.
  await sql`analyze`.execute(db);
  if (database === 'postgres') await sql`vacuum analyze plans`.execute(db);
  await db.destroy();
  console.log(`  loaded ${rows.length.toLocaleString('en')} rows into ${database} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { databaseUrl, drop: () => (schema ? adminQuery(`drop schema if exists ${schema} cascade`) : Promise.resolve()) };
}

/** `indexRows` 0 sends every search to SQL (LIST_INDEX_MAX_ROWS); otherwise visitors' searches are answered from memory. */
function serveOurs(port: number, dir: string, databaseUrl: string, cacheEntries: string, indexRows = '2000000') {
  return spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve-ours.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      LIST_CACHE_ENTRIES: cacheEntries,
      LIST_INDEX_MAX_ROWS: indexRows,
    },
    stdio: 'inherit',
  });
}

/** Waits until the server answers a visitor's search from memory (it reads the rows in the background at start). */
async function untilIndexed(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(url);
    if (/desc="memory"/.test(response.headers.get('server-timing') ?? '')) return performance.now() - started;
    if (performance.now() - started > 20 * 60_000) throw new Error(`${url}: the list index was not ready after 20 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A process's resident memory (Linux), in MB. */
function rssOf(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function benchDatabase(database: Database, rows: ReturnType<typeof generatePlans>, json: Row, helloUrl: string, summary: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-db-'));
  const { databaseUrl, drop } = await loadDatabase(database, rows, dir);
  const [cachedPort, uncachedPort, sqlPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const children = [
    serveOurs(cachedPort, dir, databaseUrl, '500'),
    serveOurs(uncachedPort, dir, databaseUrl, '0'),
    serveOurs(sqlPort, dir, databaseUrl, '0', '0'),
  ];
  try {
    await waitFor(`http://127.0.0.1:${cachedPort}/api/health`, children[0]!);
    await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`, children[1]!);
    await waitFor(`http://127.0.0.1:${sqlPort}/api/health`, children[2]!);
    const idleRss = rssOf(children[2]!.pid);
    const indexMs = await untilIndexed(`http://127.0.0.1:${uncachedPort}/api/plans?_start=0&_end=1`);
    await untilIndexed(`http://127.0.0.1:${cachedPort}/api/plans?_start=0&_end=1`);
    const indexedRss = rssOf(children[1]!.pid);
    console.log(
      `  list index read in ${(indexMs / 1000).toFixed(1)} s after start; RSS ${indexedRss.toFixed(0)} MB (a server without it: ${idleRss.toFixed(0)} MB)`,
    );
    const label = `${database}, ${rows.length.toLocaleString('en')} rows`;
    const cached = await measure(`Portal AGA (${label})`, `http://127.0.0.1:${cachedPort}/api/plans${QUERY}`);
    const hello = await measure('hello-world Fastify (same moment)', helloUrl);
    const uncached = await measure(`  no cache, 40 pages (${label})`, `http://127.0.0.1:${uncachedPort}/api/plans${QUERY}`, 'pages');
    // A running server's state (compiled code, the database's pages in memory), reached with other searches than the
    // measured ones (another seed), on both servers alike.
    await measure(`  warm-up, other varied searches (${label})`, `http://127.0.0.1:${uncachedPort}/api/plans`, 'varied', { seconds: 5, seed: 7 });
    await measure(`  warm-up, the same all in SQL (${label})`, `http://127.0.0.1:${sqlPort}/api/plans`, 'varied', { seconds: 5, seed: 7 });
    const varied = await measure(`  no cache, varied searches (${label})`, `http://127.0.0.1:${uncachedPort}/api/plans`, 'varied');
    const variedSql = await measure(`  no cache, varied, all in SQL (${label})`, `http://127.0.0.1:${sqlPort}/api/plans`, 'varied');
    const vsJson = cached.rps / Math.max(json.rps, 0.1);
    const vsHello = cached.rps / hello.rps;
    const goal = rows.length >= 1_000_000 ? HELLO_GOAL[database] : rows.length <= 100_000 && database === 'sqlite' ? 0.5 : null;
    summary.push(
      `${label.padEnd(26)} ${cached.rps.toFixed(0).padStart(7)} req/s | ${vsJson.toFixed(0).padStart(6)}× json-server${rows.length <= 100_000 ? ` (goal ≥ 200×: ${vsJson >= 200 ? 'met' : 'not met'})` : ''}` +
        ` | ${(vsHello * 100).toFixed(1)}% of hello-world${goal ? ` (goal ≥ ${goal * 100}%: ${vsHello >= goal ? 'met' : 'not met'})` : ''}` +
        ` | uncached paging ${uncached.rps.toFixed(0)} req/s = ${(uncached.rps / Math.max(json.rps, 0.1)).toFixed(0)}× json-server, ${((uncached.rps / hello.rps) * 100).toFixed(1)}% of hello-world`,
    );
    const variedGoal =
      rows.length >= 1_000_000
        ? ` (goals ≥ ${VARIED_GOAL[database]} req/s and p99 ≤ ${VARIED_GOAL.p99} ms: ${varied.rps >= VARIED_GOAL[database] && varied.p99 <= VARIED_GOAL.p99 && varied.errors === 0 ? 'met' : 'not met'})`
        : '';
    summary.push(
      `${''.padEnd(26)} varied searches ${varied.rps.toFixed(1)} answered/s, p99 ${varied.p99} ms, ${varied.errors} shed or failed = ${((varied.rps / hello.rps) * 100).toFixed(2)}% of hello-world${variedGoal}`,
      `${''.padEnd(26)} the same all in SQL (LIST_INDEX_MAX_ROWS=0): ${variedSql.rps.toFixed(1)} answered/s, p99 ${variedSql.p99} ms, ${variedSql.errors} shed or failed; index read in ${(indexMs / 1000).toFixed(1)} s, RSS ${indexedRss.toFixed(0)} MB against ${idleRss.toFixed(0)} MB without`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const databases: Database[] = ['sqlite'];
  if (process.env.BENCH_SKIP_POSTGRES !== '1' && (await postgresReachable())) databases.push('postgres');
  else console.log(`PostgreSQL not measured: nothing answers at ${PG_URL} (set BENCH_DATABASE_URL).`);
  const [helloPort, jsonPort] = await Promise.all([freePort(), freePort()]);
  const hello = fork('tests/bench/servers.mjs', ['hello', String(helloPort)]);
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const summary: string[] = [];
  try {
    await waitFor(helloUrl, hello);
    console.log(`${os.cpus().length} cores, Node ${process.version}, ${SECONDS} s each, 10 connections; list: ${QUERY}`);
    for (const count of ROW_COUNTS) {
      console.log(`\n== ${count.toLocaleString('en')} rows ==`);
      const rows = generatePlans(count);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-json-'));
      const rowsFile = path.join(dir, 'plans.json');
      fs.writeFileSync(rowsFile, JSON.stringify(rows.map((r, i) => ({ id: i + 1, ...r }))));
      const jsonServer = fork('tests/bench/servers.mjs', ['json-server', String(jsonPort), rowsFile], { execArgv: ['--max-old-space-size=8192'] });
      try {
        await waitFor(`http://127.0.0.1:${jsonPort}/plans?_start=0&_end=1`, jsonServer);
        const json = await measure(`json-server 0.17 (${count.toLocaleString('en')} rows)`, `http://127.0.0.1:${jsonPort}/plans${QUERY}`);
        for (const database of databases) await benchDatabase(database, rows, json, helloUrl, summary);
      } finally {
        jsonServer.kill('SIGTERM');
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    hello.kill('SIGTERM');
  }
  console.log(`\nSummary (ratios against servers measured in this run):\n  ${summary.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
