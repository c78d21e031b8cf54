/**
 * Findings #1/#7: /api/health latency and the server's event-loop delay, idle and while 8 clients loop on PDF and
 * XLSX exports, with heavy work on the event loop (before: HEAVY_WORK_THREADS=0, no load shedding) and in worker
 * threads (after: this code's defaults). Same data, same run. Run: npx tsx tests/bench/export-load.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { freePort } from '../helpers/server';
import { generatePlans } from './generate-plans';
import { waitFor } from './wait-for';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const CLIENTS = 8;
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5_000);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 20_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
const loopDelay = (server: ChildProcess, message: 'reset' | 'read') =>
  new Promise<LoopDelay>((resolve) => {
    server.once('message', (answer) => resolve(answer as LoopDelay));
    server.send(message);
  });
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** /api/health asked one after another (100 ms apart) until `until`: latencies (ms) and statuses. */
async function probe(base: string, until: number) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await sleep(100);
  }
  return { latencies, statuses };
}

/** One client: PDF, XLSX, PDF… (each at its own address would need TRUST_PROXY; the limit is raised instead). */
async function exporter(base: string, until: number, counts: Record<string, number>) {
  for (let i = 0; Date.now() < until; i++) {
    const format = i % 2 === 0 ? 'pdf' : 'xlsx';
    try {
      const response = await fetch(`${base}/api/plans/export.${format}?_sort=aerodrome_name`);
      await response.arrayBuffer();
      const key = `${format} ${response.status}`;
      counts[key] = (counts[key] ?? 0) + 1;
      if (response.status === 503) await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
    } catch {
      counts.failed = (counts.failed ?? 0) + 1;
    }
  }
}

async function measure(label: string, dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve-load.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', EXPORT_RATE_MAX: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await waitFor(`${base}/api/health`, server);
    // Warm up: one of each export, so code loading and the first worker start are not measured.
    for (const format of ['pdf', 'xlsx']) await (await fetch(`${base}/api/plans/export.${format}?state_code=SP&_end=10`)).arrayBuffer();
    await sleep(1_500);
    await loopDelay(server, 'reset');
    const idle = await probe(base, Date.now() + IDLE_MS);
    const idleLoop = await loopDelay(server, 'reset');
    const counts: Record<string, number> = {};
    const until = Date.now() + LOAD_MS;
    const [load] = await Promise.all([probe(base, until), ...Array.from({ length: CLIENTS }, () => exporter(base, until, counts))]);
    const loadLoop = await loopDelay(server, 'read');
    const line = (name: string, loop: LoopDelay, health: Awaited<ReturnType<typeof probe>>) =>
      `${label.padEnd(7)} ${name.padEnd(5)} loop delay p99 ${loop.p99.toFixed(0).padStart(6)} ms (max ${loop.max.toFixed(0)})  ` +
      `health p50 ${percentile(health.latencies, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(health.latencies, 99).toFixed(0).padStart(6)} ms  ` +
      `(${health.latencies.length} probes, status ${JSON.stringify(health.statuses)})`;
    console.log(line('idle', idleLoop, idle));
    console.log(line('load', loadLoop, load));
    console.log(`${label.padEnd(7)} exports in ${LOAD_MS / 1000} s by ${CLIENTS} clients: ${JSON.stringify(counts)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-export-load-'));
try {
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  const rows = generatePlans(ROWS);
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('plans')
      .values(rows.slice(i, i + 500))
      .execute();
  await db.destroy();
  console.log(`${ROWS.toLocaleString('en')} plans (PDF: first 5,000 rows; XLSX: all), ${os.availableParallelism()} cores, ${CLIENTS} exporting clients`);
  await measure('before', dir, { HEAVY_WORK_THREADS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' });
  await measure('after', dir, {});
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
