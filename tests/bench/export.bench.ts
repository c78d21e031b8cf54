/**
 * Exports of 100,000 plans from the real server (its own process, SQLite): time, size and the server's
 * resident memory sampled every 50 ms while the download streams. Run: npx tsx tests/bench/export.bench.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { freePort } from '../helpers/server';
import { generatePlans } from './generate-plans';
import { waitFor } from './wait-for';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RSS_GOAL_MB = 250;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-export-'));
const db = openDatabase({ dataDir: dir });
await migrateToLatest(db);
const rows = generatePlans(ROWS);
for (let i = 0; i < rows.length; i += 500)
  await db
    .insertInto('plans')
    .values(rows.slice(i, i + 500))
    .execute();
await db.destroy();

const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve-ours.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'inherit',
});
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`, server);
  console.log(`${ROWS.toLocaleString('en')} plans, server process RSS sampled every 50 ms (goal < ${RSS_GOAL_MB} MB)`);
  for (const format of ['csv', 'xlsx', 'pdf']) {
    const before = rssMb(server.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid!));
    }, 50);
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/plans/export.${format}?_sort=aerodrome_name&_order=asc`);
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid!));
    const rowsNote = response.headers.get('x-export-rows') ?? response.headers.get('x-total-count') ?? '';
    console.log(
      `${format.padEnd(5)} ${response.status} ${((Date.now() - started) / 1000).toFixed(1)} s  ${(bytes / 1e6).toFixed(1)} MB  server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (${peak < RSS_GOAL_MB ? 'under' : 'over'} ${RSS_GOAL_MB} MB)${rowsNote ? `  rows ${rowsNote}` : ''}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  fs.rmSync(dir, { recursive: true, force: true });
}
