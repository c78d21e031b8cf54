import { defineConfig } from 'vitest/config';

const inline = [/@refinedev\//, /@mui\/x-/];

export default defineConfig({
  test: {
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
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/template-db.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
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
          fileParallelism: false,
          // Shared, noisy CI machines: a browser test gets one more try; a real defect fails twice. A failed attempt's
          // error is printed even when the retry passes.
          retry: 1,
          setupFiles: ['tests/helpers/report-failed-attempts.ts'],
        },
      },
    ],
  },
});
