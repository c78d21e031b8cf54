// npm run bench (second part): pre-analysis evaluations per second over HTTP, beside a hello-world Fastify in the
// same run. One evaluation per request (POST /api/preanalyses/batch with one row: the engine, validation, auth and
// JSON, nothing stored) and 100 rows per request. Prints the numbers and the ratio; goals are reported, not asserted.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { destination } from '../../src/domain/preanalysis/geodesy';
import { freePort } from '../helpers/server';
import { waitFor } from './wait-for';
import { tokenFor } from '../helpers/tokens';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL = 2000;

let seed = 20261124;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const TYPES = ['building', 'tower_mast_antenna', 'power_line_cable', 'wind_turbine', 'crane_temporary', 'other'];
/** Points within 20 km of the big Brazilian airports (the densest, slowest cases) and anywhere in Brazil. */
const CENTRES = [
  [-23.6261, -46.6564],
  [-23.4356, -46.4731],
  [-22.9105, -43.1631],
  [-22.81, -43.2506],
  [-15.8697, -47.9208],
  [-19.6244, -43.9719],
  [-30.0, -51.17],
  [-12.91, -38.33],
];
function row(i: number) {
  const near = i % 4 !== 3;
  const c = CENTRES[i % CENTRES.length]!;
  const p = near ? destination({ latitude: c[0]!, longitude: c[1]! }, rnd() * 360, rnd() * 20000) : { latitude: -30 + rnd() * 28, longitude: -57 + rnd() * 20 };
  return {
    id: `b${i}`,
    latitude: p.latitude.toFixed(6),
    longitude: p.longitude.toFixed(6),
    base_altitude_m: String(Math.round(rnd() * 900)),
    object_height_m: String(1 + Math.round(rnd() * 150)),
    object_type: TYPES[i % TYPES.length],
  };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, post?: { headers: Record<string, string>; bodies: string[] }): Promise<Row> {
  let n = 0;
  const requests = post
    ? [{ method: 'POST' as const, headers: post.headers, setupRequest: (r: { path: string }) => ({ ...r, body: post.bodies[n++ % post.bodies.length] }) }]
    : undefined;
  const result = await autocannon({ url, connections: 10, duration: SECONDS, timeout: 30, requests });
  const out = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(
    `${name.padEnd(52)} ${out.rps.toFixed(0).padStart(8)} req/s   p50 ${String(out.p50).padStart(5)} ms   p99 ${String(out.p99).padStart(6)} ms   errors ${out.errors}`,
  );
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-bench-preanalysis-'));
const [port, helloPort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve-preanalysis.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '', PREANALYSIS_BATCH_RATE_MAX: '100000000' },
  stdio: 'inherit',
});
const hello = fork('tests/bench/servers.mjs', ['hello', String(helloPort)]);
try {
  await waitFor(`${url}/api/health`, app);
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  const token = await tokenFor({ dataDir: dir, url }, 'Externo');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const one = Array.from({ length: 400 }, (_, i) => JSON.stringify({ rows: [row(i)] }));
  const hundred = Array.from({ length: 20 }, (_, k) => JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => row(k * 100 + i)) }));
  // Warm-up: builds the engine (first request) and lets the JIT settle.
  for (const body of [...one.slice(0, 50), ...hundred.slice(0, 3)]) await fetch(`${url}/api/preanalyses/batch`, { method: 'POST', headers, body });

  console.log(`\nPre-analysis over HTTP (${SECONDS} s each, 10 connections, ${os.cpus().length} CPUs)`);
  const base = await measure('hello-world Fastify (baseline)', `http://127.0.0.1:${helloPort}/`);
  const single = await measure('POST /api/preanalyses/batch, 1 row per request', `${url}/api/preanalyses/batch`, { headers, bodies: one });
  const batch = await measure('POST /api/preanalyses/batch, 100 rows per request', `${url}/api/preanalyses/batch`, { headers, bodies: hundred });
  const again = await measure('hello-world Fastify (again, to show load drift)', `http://127.0.0.1:${helloPort}/`);
  console.log('');
  console.log(`machine load average (1 min): ${os.loadavg()[0]!.toFixed(1)}; baseline moved ${((again.rps / base.rps - 1) * 100).toFixed(0)} % during the run`);
  console.log(
    `single request: ${single.rps.toFixed(0)} evaluations/s (goal ≥ ${GOAL}: ${single.rps >= GOAL ? 'met' : 'NOT met'}); ${((single.rps / base.rps) * 100).toFixed(1)} % of hello-world`,
  );
  console.log(`batch of 100:   ${(batch.rps * 100).toFixed(0)} evaluations/s (${batch.rps.toFixed(0)} requests/s)`);
} finally {
  app.kill();
  hello.kill();
  fs.rmSync(dir, { recursive: true, force: true });
}
