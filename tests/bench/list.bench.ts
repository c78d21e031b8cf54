// npm run bench: the list API against json-server 0.17 on the same rows and a hello-world Fastify,
// measured in one run on this machine; prints req/s, latency and the ratios (goals are reported, not asserted).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { freePort } from '../helpers/server';
import { generatePlans } from './generate-plans';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The portal's plan search: one state, listed by aerodrome name, first page, with the total count.
const QUERY = '?state_code=SP&_sort=aerodrome_name&_order=asc&_start=0&_end=25';

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** distinctPages: requests cycle through the first 40 pages (run against the server without a list cache). */
async function measure(name: string, url: string, distinctPages = false) {
  let n = 0;
  const requests = distinctPages
    ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${new URL(url).pathname}${QUERY.replace('_start=0&_end=25', `_start=${(n++ % 40) * 25}&_end=${((n - 1) % 40) * 25 + 25}`)}` }) }]
    : undefined;
  const result = await autocannon({ url, connections: 10, duration: SECONDS, requests });
  const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(`${name.padEnd(28)} ${row.rps.toFixed(0).padStart(8)} req/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(6)} ms   errors ${row.errors}`);
  return row;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-'));
  console.log(`Generating ${ROWS.toLocaleString('en')} plans…`);
  const rows = generatePlans(ROWS);
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('plans').values(rows.slice(i, i + 500)).execute();
  await db.destroy();
  const rowsFile = path.join(dir, 'plans.json');
  fs.writeFileSync(rowsFile, JSON.stringify(rows.map((r, i) => ({ id: i + 1, ...r }))));

  const [ours, uncached, hello, json] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const serveOurs = (port: number, cacheEntries: string) => spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve-ours.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', LIST_CACHE_ENTRIES: cacheEntries }, stdio: 'inherit',
  });
  const children = [
    serveOurs(ours, '500'),
    fork('tests/bench/servers.mjs', ['hello', String(hello)]),
    fork('tests/bench/servers.mjs', ['json-server', String(json), rowsFile]),
    serveOurs(uncached, '0'),
  ];
  try {
    await waitFor(`http://127.0.0.1:${ours}/api/health`, children[0]!);
    await waitFor(`http://127.0.0.1:${hello}/`, children[1]!);
    await waitFor(`http://127.0.0.1:${json}/plans?_start=0&_end=1`, children[2]!);
    await waitFor(`http://127.0.0.1:${uncached}/api/health`, children[3]!);
    console.log(`\n${os.cpus().length} cores, Node ${process.version}, ${ROWS.toLocaleString('en')} rows, ${SECONDS} s each, 10 connections; list: ${QUERY}\n`);
    const a = await measure('Portal AGA /api/plans', `http://127.0.0.1:${ours}/api/plans${QUERY}`);
    const b = await measure('json-server 0.17 /plans', `http://127.0.0.1:${json}/plans${QUERY}`);
    const c = await measure('hello-world Fastify', `http://127.0.0.1:${hello}/`);
    const d = await measure('Portal AGA, no cache, 40 pages', `http://127.0.0.1:${uncached}/api/plans${QUERY}`, true);
    const vsJson = a.rps / Math.max(b.rps, 0.1);
    const vsHello = a.rps / c.rps;
    console.log(`\nthis / json-server  = ${vsJson.toFixed(0)}×   (goal ≥ 200×: ${vsJson >= 200 ? 'met' : 'not met'})`);
    console.log(`this / hello-world  = ${(vsHello * 100).toFixed(1)}%   (goal ≥ 50%: ${vsHello >= 0.5 ? 'met' : 'not met'})`);
    console.log(`without the list cache, paging: ${(d.rps / Math.max(b.rps, 0.1)).toFixed(0)}× json-server, ${((d.rps / c.rps) * 100).toFixed(1)}% of hello-world`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
