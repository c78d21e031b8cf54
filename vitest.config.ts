import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/helpers/slow-first-sequencer';

const inline = [/@refinedev\//, /@mui\/x-/];
/** API test files that replace a module with vi.mock (see the api-mocked project), found by reading them. */
const API_FILES_THAT_MOCK_MODULES = fs
  .readdirSync('tests/api')
  .filter((file) => file.endsWith('.test.ts') && fs.readFileSync(path.join('tests/api', file), 'utf8').includes('vi.mock('))
  .map((file) => `tests/api/${file}`);
/** The api and api-mocked projects' settings; one pool, as vitest runs projects of one worker count side by side. */
const API_SETTINGS = {
  globalSetup: ['tests/helpers/template-db.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: true,
  // Two files at a time on this 2-core machine (vitest's default is one fewer than the cores): a file waits on
  // its server and database much of the time, so two fill the cores (131 → 87 s on SQLite).
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          server: { deps: { inline } },
        },
      },
      {
        extends: true,
        test: {
          ...API_SETTINGS,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_FILES_THAT_MOCK_MODULES,
          // A worker runs its files in one module graph: the server's modules are evaluated once per worker, not once
          // per file (SQLite run: import 56.5 → 6.5 s, 208 → 112 CPU-s, 114 → 90 s, measured 2026-12-05). Each file still
          // starts its own server and database; the server's module-level caches are keyed by what they hold.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...API_SETTINGS,
          // A file that replaces a module (vi.mock) gets a module graph of its own: in a shared one the replacement
          // would reach the files after it. Run with the api project (scripts/test.mjs, npm run test:api).
          name: 'api-mocked',
          include: API_FILES_THAT_MOCK_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          // Servers start from one seeded SQLite file rather than each seeding its own (10 s and more under load).
          globalSetup: ['tests/helpers/template-db.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/helpers/template-db.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each with its own server and Chromium: one file keeps ~1.3 of the 2 cores busy (it
          // waits on idle networks and timers), two ~1.9 (browser suite 1,372 → ~950 s, measured 2026-12-05).
          fileParallelism: true,
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph: the server's modules (Fastify, Kysely, the
          // identity provider…) are evaluated once per worker, not once per file (import 31 → 8 s, 336 → 299 CPU-s over
          // twelve small files, measured 2026-12-05). Each file still starts its own server, database and Chromium.
          isolate: false,
          // Shared, noisy CI machines: a browser test gets one more try; a real defect fails twice. A failed attempt's
          // error is printed even when the retry passes.
          retry: 1,
          // expect.poll gives up after 1 s by default: a debounced search plus its request took longer than that on a
          // loaded CI machine (outbox.spec failed so, 2026-12-05). A poll that passes returns at once, so this only
          // lengthens a poll that was going to fail.
          expect: { poll: { timeout: 10_000 } },
          setupFiles: ['tests/helpers/report-failed-attempts.ts'],
        },
      },
    ],
  },
});
