// npm test: everything a change can break, in order, with a summary. In CI PostgreSQL is required.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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

const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['unit and component tests', bin('vitest'), ['run', '--project', 'unit']],
  ['API tests on SQLite', bin('vitest'), ['run', '--project', 'api'], { TEST_DATABASE_URL: '' }],
];
if (await postgresReachable()) {
  steps.push(['API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl }]);
} else if (ci) {
  console.error(`PostgreSQL is not reachable at ${pgUrl}; CI requires it (set TEST_DATABASE_URL).`);
  process.exit(1);
} else {
  console.warn(`Skipping the PostgreSQL run of the API tests: nothing answers at ${pgUrl} (set TEST_DATABASE_URL to run it).`);
}
steps.push(['reliability: kill -9 durability, 60 s mixed load, fuzzed writes', bin('vitest'), ['run', '--project', 'reliability'], { TEST_DATABASE_URL: '' }]);
steps.push(['build', bin('vite'), ['build', '--logLevel', 'warn']]);
steps.push(['browser tests (Chromium)', bin('vitest'), ['run', '--project', 'e2e'], { TEST_DATABASE_URL: '' }]);

const summary = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    console.log(`\nSummary:\n  ${summary.join('\n  ')}\n\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nSummary:\n  ${summary.join('\n  ')}\n\n✔ all checks passed`);
