import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects. `unit`: tests/lib/**, pure code, no database and no server, so one file runs in
// seconds (`npx vitest run tests/lib/paging.test.ts`, or `npx vitest run --project unit`).
// `db`: everything else; each file has its own copy of the migrated database (see tests/support/).
// The files of `unit` and `db` share worker threads (isolate: false): tests/support/fresh-modules.ts
// gives each file fresh project modules (lib/, api/, tests/), the worker's first process.env and no
// mock left over, while node_modules stay loaded, PGlite's compiled WebAssembly with them. Measured
// on the shared 2-core machine: a database file's setup fell from about 1.2 s to 0.5 s (the tests/api
// files: 82 -> 55 s of CPU), the unit project's setup and imports summed from 68 s to 8 s (141 ->
// 105-113 s of CPU).
// (A vi.mock ends with its file: the next file in the worker imports the real module.)
// `db-process`: the database files that set process-wide state worker threads may not touch (the
// umask the embedded database's data folder is created under), each in a process of its own.
// `npm test` runs all three.
const database = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/fresh-modules.ts', 'tests/support/setup-unit.ts', 'tests/support/setup.ts'],
};
const ownProcess = ['tests/db/session-server.test.ts'];

export default defineConfig({
  test: {
    // Worker threads start faster than processes and share one transform cache: the whole suite ran
    // in 264 s against 316 s in forked processes on a quiet 2-core machine. Shared workers, the
    // smaller snapshot kept between runs (tests/support/global-setup.ts) and compiling each response
    // schema once (tests/support/contract.ts) then took the whole suite from 480 to 312 s of CPU and
    // from 386 to 258 s wall, setup summed from 185 to 64 s, both runs beside other work on the same
    // 2 cores (load average 4-5).
    pool: 'threads',
    // One worker per core (vitest's default keeps one core for itself, which on a 2-core machine ran
    // every file in turn): the main process only schedules. Three workers on two cores were slower
    // (355 s against 316 s, forks).
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
          isolate: false,
          setupFiles: ['tests/support/fresh-modules.ts', 'tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/**/*.test.ts'],
          // The built deployment has its own suite and config (vitest.built.config.ts).
          exclude: ['tests/lib/**', 'tests/built/**', '**/node_modules/**', ...ownProcess],
          isolate: false,
          ...database,
        },
      },
      {
        extends: true,
        test: { name: 'db-process', include: ownProcess, pool: 'forks', ...database },
      },
    ],
  },
});
