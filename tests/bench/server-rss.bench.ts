/**
 * The server's footprint, compiled (node dist/server/main.js, what npm start runs) beside the same server through
 * tsx (how it ran before) and a hello-world Fastify: restart to first 200, resident memory idle, with the
 * pre-analysis engine loaded, and at the peak of a 100,000-row CSV export. Each server is its own process on one
 * seeded SQLite database; RSS is read from /proc. Run: npm run build && npx tsx tests/bench/server-rss.bench.ts
 * (prints, does not assert).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/index';
import { freePort } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';
import { generatePlans } from './generate-plans';
import { waitFor } from './wait-for';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const GOALS = { idleMb: 150, loadedMb: 200, restartMs: 1500 };
/** The issue's figures for the server through tsx, before this change. */
const ISSUE_BASELINE = { idleMb: 205, engineMb: 280, exportMb: 245 };
/** Lets start-up garbage be collected and lazy timers settle before "idle" is read. */
const SETTLE_MS = 3000;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU time (user + system) the process has used so far, in ms: start-up work, less sensitive than wall time to a busy machine. */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!fs.existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run npm run build first');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-rss-'));
const variants = {
  compiled: ['dist/server/main.js'],
  'through tsx': ['--import', 'tsx', 'src/server/main.ts'],
} as const;
type Variant = keyof typeof variants;

function start(variant: Variant, port: number): ChildProcess {
  return spawn(process.execPath, variants[variant], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '', PREANALYSIS_BATCH_RATE_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Spawn → first 200 of /api/health: wall time and the CPU time the server used, in ms. */
async function restart(variant: Variant): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = start(variant, port);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 10);
    return { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid!) };
  } finally {
    await stop(child);
  }
}

async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

interface Footprint {
  restartMs: number;
  restartCpuMs: number;
  idleMb: number;
  engineMb: number;
  exportMb: number;
}

async function footprint(variant: Variant): Promise<Footprint> {
  const restarts: { wallMs: number; cpuMs: number }[] = [];
  for (let i = 0; i < RESTARTS; i++) restarts.push(await restart(variant));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = start(variant, port);
  try {
    await waitFor(`${url}/api/health`, child);
    await sleep(SETTLE_MS);
    const idleMb = rssMb(child.pid!);
    const token = await tokenFor({ dataDir: dir, url }, 'Externo');
    const engineMb = await peakDuring(child.pid!, async () => {
      const body = JSON.stringify({
        rows: [{ id: 'r1', latitude: '-23.62', longitude: '-46.65', base_altitude_m: '760', object_height_m: '80', object_type: 'building' }],
      });
      const response = await fetch(`${url}/api/preanalyses/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      if (!response.ok) throw new Error(`pre-analysis answered ${response.status}: ${await response.text()}`);
    });
    const exportMb = await peakDuring(child.pid!, async () => {
      const response = await fetch(`${url}/api/plans/export.csv?_sort=aerodrome_name&_order=asc`);
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const reader = response.body!.getReader();
      while (!(await reader.read()).done) {
        /* drain */
      }
    });
    return { restartMs: median(restarts.map((r) => r.wallMs)), restartCpuMs: median(restarts.map((r) => r.cpuMs)), idleMb, engineMb, exportMb };
  } finally {
    await stop(child);
  }
}

async function helloIdleMb(): Promise<number> {
  const port = await freePort();
  const hello = fork('tests/bench/servers.mjs', ['hello', String(port)]);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, hello);
    await sleep(SETTLE_MS);
    return rssMb(hello.pid!);
  } finally {
    await stop(hello);
  }
}

try {
  // First start seeds the reference data (aerodromes for the engine); then the export's rows are added.
  const port = await freePort();
  const first = start('compiled', port);
  await waitFor(`http://127.0.0.1:${port}/api/health`, first);
  await stop(first);
  const db = openDatabase({ dataDir: dir });
  const rows = generatePlans(ROWS);
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('plans')
      .values(rows.slice(i, i + 500))
      .execute();
  await db.destroy();

  const hello = await helloIdleMb();
  const compiled = await footprint('compiled');
  const tsx = await footprint('through tsx');
  const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nServer footprint (SQLite, ${ROWS.toLocaleString('en')} plans; restart = median of ${RESTARTS}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(`${''.padEnd(34)}${'compiled'.padStart(10)}${'tsx'.padStart(10)}${'issue'.padStart(10)}   goal`);
  console.log(
    `${'restart to first 200'.padEnd(34)}${`${compiled.restartMs.toFixed(0)} ms`.padStart(10)}${`${tsx.restartMs.toFixed(0)} ms`.padStart(10)}${'—'.padStart(10)}   ≤ ${GOALS.restartMs} ms: ${verdict(compiled.restartMs <= GOALS.restartMs)}`,
  );
  console.log(
    `${'  CPU time used until then'.padEnd(34)}${`${compiled.restartCpuMs.toFixed(0)} ms`.padStart(10)}${`${tsx.restartCpuMs.toFixed(0)} ms`.padStart(10)}`,
  );
  console.log(
    `${'RSS idle'.padEnd(34)}${mb(compiled.idleMb).padStart(10)}${mb(tsx.idleMb).padStart(10)}${mb(ISSUE_BASELINE.idleMb).padStart(10)}   ≤ ${GOALS.idleMb} MB: ${verdict(compiled.idleMb <= GOALS.idleMb)}`,
  );
  console.log(
    `${'RSS with the pre-analysis engine'.padEnd(34)}${mb(compiled.engineMb).padStart(10)}${mb(tsx.engineMb).padStart(10)}${mb(ISSUE_BASELINE.engineMb).padStart(10)}   ≤ ${GOALS.loadedMb} MB: ${verdict(compiled.engineMb <= GOALS.loadedMb)}`,
  );
  console.log(
    `${'RSS peak during a CSV export'.padEnd(34)}${mb(compiled.exportMb).padStart(10)}${mb(tsx.exportMb).padStart(10)}${mb(ISSUE_BASELINE.exportMb).padStart(10)}   ≤ ${GOALS.loadedMb} MB: ${verdict(compiled.exportMb <= GOALS.loadedMb)}`,
  );
  console.log(`${'hello-world Fastify, idle'.padEnd(34)}${mb(hello).padStart(10)}`);
  console.log(
    `compiled / tsx: idle ${(compiled.idleMb / tsx.idleMb).toFixed(2)}×, restart ${(compiled.restartMs / tsx.restartMs).toFixed(2)}×; compiled idle is ${(compiled.idleMb / hello).toFixed(1)}× hello-world`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
