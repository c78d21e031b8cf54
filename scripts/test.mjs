// npm test: everything a change can break, in order, with a summary. In CI PostgreSQL and Redis are required.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisReachable() {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

// npm run test:quick: the inner loop (type check, lint, unit, API on SQLite); npm test adds the rest.
const quick = process.argv.includes('--quick');
/**
 * Stages run one after the other; the steps of a stage run side by side. On this 2-core machine a step that leaves a
 * core idle much of the time (a checker reading files, an API suite waiting on its server) is paired with another:
 * the summary gives each stage's CPU-seconds and cores, which is what a new pairing should be judged by. A stage of
 * several steps prints each step's output whole as it ends, so outputs do not interleave; a stage of one streams it.
 */
const checks = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['lint: unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
  ['lint: formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['unit and component tests', bin('vitest'), ['run', '--project', 'unit']],
];
/** The API tests: files sharing a module graph, and those that mock a module (vitest.config.ts). */
const apiRun = ['run', '--project', 'api', '--project', 'api-mocked'];
const apiOnSqlite = ['API tests on SQLite', bin('vitest'), apiRun, { TEST_DATABASE_URL: '' }];
const stages = [checks, [apiOnSqlite]];
/** PostgreSQL run of the API tests, reliability, build and browser tests: what npm test adds to the quick loop. */
async function fullStages() {
  // The build beside the checks: it reads the sources only, and the browser tests need it.
  checks.push(['build', bin('vite'), ['build', '--logLevel', 'warn']]);
  const postgresUp = await postgresReachable();
  if (!postgresUp && ci) {
    console.error(`PostgreSQL is not reachable at ${pgUrl}; CI requires it (set TEST_DATABASE_URL).`);
    process.exit(1);
  } else if (!postgresUp) {
    console.warn(`Skipping the PostgreSQL run of the API tests: nothing answers at ${pgUrl} (set TEST_DATABASE_URL to run it).`);
  }
  const redisUp = await redisReachable();
  if (!redisUp && ci) {
    console.error(`Redis is not reachable at ${redisUrl}; CI requires it for the several-instances test (set TEST_REDIS_URL).`);
    process.exit(1);
  } else if (!redisUp || !postgresUp) {
    console.warn(`The several-instances reliability test will be skipped: it needs PostgreSQL (${pgUrl}) and Redis (${redisUrl}).`);
  }
  // Reliability beside the SQLite API suite: its longest test is 60 s of load on one in-process server (one core).
  // The several-instances test reads TEST_PG_URL / TEST_REDIS_URL itself (the others run on SQLite).
  stages[1].push([
    'reliability: kill -9 durability, 60 s mixed load, fuzzed writes, two instances on PostgreSQL and Redis',
    bin('vitest'),
    ['run', '--project', 'reliability'],
    { TEST_DATABASE_URL: '', TEST_PG_URL: pgUrl, TEST_REDIS_URL: redisUrl },
  ]);
  // PostgreSQL's run beside them too: it mostly waits on the database (~1 core), and the reliability suite is the
  // stage's longest step (189 s here, 2026-12-05); the three side by side took 253 s against 189 + 152 s.
  if (postgresUp) stages[1].push(['API tests on PostgreSQL', bin('vitest'), apiRun, { TEST_DATABASE_URL: pgUrl }]);
  stages.push([['browser tests (Chromium)', bin('vitest'), ['run', '--project', 'e2e'], { TEST_DATABASE_URL: '' }]]);
}
if (!quick) await fullStages();

/**
 * Busy CPU-seconds of the whole machine so far (Linux's /proc/stat; null elsewhere): a step's share of the cores
 * shows whether running it beside another could gain anything on this 2-core machine.
 */
function machineCpuSeconds() {
  try {
    const [, user, nice, system, , , irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}
/** ", 412 CPU-s (1.6 cores)" for a step that took `seconds` from `cpuBefore`, or "" where /proc/stat is missing. */
function cpuText(cpuBefore, seconds) {
  const cpuAfter = machineCpuSeconds();
  if (cpuBefore === null || cpuAfter === null) return '';
  const busy = cpuAfter - cpuBefore;
  return `, ${Math.round(busy)} CPU-s (${(busy / Math.max(Number(seconds), 0.1)).toFixed(1)} cores)`;
}

const summary = [];
const runStarted = Date.now();
const fail = (name, status) => {
  console.log(`\nSummary:\n  ${summary.join('\n  ')}\n\n✖ ${name} failed`);
  process.exit(status ?? 1);
};

/** Runs a step with its output collected; resolves with its name, status, seconds and output. */
function collected([name, command, args, env]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (status) => resolve({ name, status, seconds: ((Date.now() - started) / 1000).toFixed(1), output }));
  });
}

/** Runs one step with its output streamed. */
function streamed([name, command, args, env]) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { name, status: result.status, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

for (const stage of stages) {
  const started = Date.now();
  const cpuBefore = machineCpuSeconds();
  let results;
  if (stage.length === 1) {
    console.log(`\n▶ ${stage[0][0]}`);
    results = [streamed(stage[0])];
  } else {
    console.log(`\n▶ side by side: ${stage.map(([name]) => name).join(', ')}`);
    results = await Promise.all(
      stage.map((step) =>
        collected(step).then((result) => {
          console.log(`\n▶ ${result.name} (${result.seconds} s)\n${result.output.trimEnd()}`);
          return result;
        }),
      ),
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const { name, status, seconds: own } of results) {
    summary.push(`${status === 0 ? '✔' : '✖'} ${name} (${own} s${stage.length === 1 ? cpuText(cpuBefore, seconds) : ', side by side'})`);
  }
  if (stage.length > 1) summary.push(`  (side by side: ${seconds} s${cpuText(cpuBefore, seconds)})`);
  const failed = results.find((result) => result.status !== 0);
  if (failed) fail(failed.name, failed.status);
}
const total = ((Date.now() - runStarted) / 1000 / 60).toFixed(1);
console.log(
  `\nSummary:\n  ${summary.join('\n  ')}\n\n✔ all checks passed in ${total} min${quick ? ' (quick: npm test adds PostgreSQL, reliability, build and browser tests)' : ''}`,
);
