// npm test: everything a change can break, in order, with a summary. In CI PostgreSQL and Redis are required.
import { spawn, spawnSync } from 'node:child_process';
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
 * Checks that read the sources only, run side by side (each waits on its own files or on one core; together they take
 * about the time of the longest): their output is printed whole as each ends, so it does not interleave.
 */
const staticChecks = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['lint: unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
  ['lint: formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['unit and component tests', bin('vitest'), ['run', '--project', 'unit']],
];
const steps = [['API tests on SQLite', bin('vitest'), ['run', '--project', 'api'], { TEST_DATABASE_URL: '' }]];
/** PostgreSQL run of the API tests, reliability, build and browser tests: what npm test adds to the quick loop. */
async function fullSteps() {
  const postgresUp = await postgresReachable();
  if (postgresUp) {
    steps.push(['API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl }]);
  } else if (ci) {
    console.error(`PostgreSQL is not reachable at ${pgUrl}; CI requires it (set TEST_DATABASE_URL).`);
    process.exit(1);
  } else {
    console.warn(`Skipping the PostgreSQL run of the API tests: nothing answers at ${pgUrl} (set TEST_DATABASE_URL to run it).`);
  }
  const redisUp = await redisReachable();
  if (!redisUp && ci) {
    console.error(`Redis is not reachable at ${redisUrl}; CI requires it for the several-instances test (set TEST_REDIS_URL).`);
    process.exit(1);
  } else if (!redisUp || !postgresUp) {
    console.warn(`The several-instances reliability test will be skipped: it needs PostgreSQL (${pgUrl}) and Redis (${redisUrl}).`);
  }
  // The several-instances test reads TEST_PG_URL / TEST_REDIS_URL itself (the others run on SQLite).
  steps.push([
    'reliability: kill -9 durability, 60 s mixed load, fuzzed writes, two instances on PostgreSQL and Redis',
    bin('vitest'),
    ['run', '--project', 'reliability'],
    { TEST_DATABASE_URL: '', TEST_PG_URL: pgUrl, TEST_REDIS_URL: redisUrl },
  ]);
  steps.push(['build', bin('vite'), ['build', '--logLevel', 'warn']]);
  steps.push(['browser tests (Chromium)', bin('vitest'), ['run', '--project', 'e2e'], { TEST_DATABASE_URL: '' }]);
}
if (!quick) await fullSteps();

const summary = [];
const runStarted = Date.now();
const fail = (name, status) => {
  console.log(`\nSummary:\n  ${summary.join('\n  ')}\n\n✖ ${name} failed`);
  process.exit(status ?? 1);
};

/** Runs a check with its output collected; resolves with its name, status, seconds and output. */
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

console.log(`\n▶ side by side: ${staticChecks.map(([name]) => name).join(', ')}`);
const results = await Promise.all(
  staticChecks.map((check) =>
    collected(check).then((result) => {
      console.log(`\n▶ ${result.name} (${result.seconds} s)\n${result.output.trimEnd()}`);
      return result;
    }),
  ),
);
for (const { name, status, seconds } of results) summary.push(`${status === 0 ? '✔' : '✖'} ${name} (${seconds} s, side by side)`);
const failed = results.find((result) => result.status !== 0);
if (failed) fail(failed.name, failed.status);

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
  if (result.status !== 0) fail(name, result.status);
}
const total = ((Date.now() - runStarted) / 1000 / 60).toFixed(1);
console.log(
  `\nSummary:\n  ${summary.join('\n  ')}\n\n✔ all checks passed in ${total} min${quick ? ' (quick: npm test adds PostgreSQL, reliability, build and browser tests)' : ''}`,
);
