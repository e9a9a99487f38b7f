import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects. `unit`: tests/lib/**, pure code, no database and no server, so one file runs in
// seconds (`npx vitest run tests/lib/paging.test.ts`, or `npx vitest run --project unit`).
// `db`: everything else; each file runs in its own process with its own copy of the migrated
// database (see tests/support/). `npm test` runs both.
export default defineConfig({
  test: {
    pool: 'forks',
    // One worker per core (vitest's default keeps one core for itself, which on a 2-core machine ran
    // every file in turn): the main process only schedules, and a database file's worker waits on
    // its embedded database and HTTP servers part of the time. 2 workers: 724 -> 477 s here, under load.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/lib/**/*.test.ts'],
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/**/*.test.ts'],
          // The built deployment has its own suite and config (vitest.built.config.ts).
          exclude: ['tests/lib/**', 'tests/built/**', '**/node_modules/**'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/setup-unit.ts', 'tests/support/setup.ts'],
        },
      },
    ],
  },
});
