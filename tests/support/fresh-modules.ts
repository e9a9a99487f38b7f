// First setup file of the database projects, which run many files in one worker thread
// (isolate: false in vitest.config.ts). Each file starts from the same state as in a worker of its
// own: the project's modules (lib/, api/, tests/) evaluated afresh, process.env as the worker
// started, and no mock, stub or fake timer left behind by the file before. What stays loaded is
// node_modules: PGlite keeps its compiled WebAssembly, so a file's database starts warm.
import { afterAll, vi } from 'vitest';

// vitest's own variables (VITEST_WORKER_ID...) are set for each file: left as they are.
const ours = (name: string) => !name.startsWith('VITEST');
const pristine = ((globalThis as { pristineEnv?: Record<string, string> }).pristineEnv ??= Object.fromEntries(
  Object.entries(process.env).filter((e): e is [string, string] => ours(e[0]) && e[1] !== undefined),
));
for (const name of Object.keys(process.env)) if (ours(name) && !(name in pristine)) delete process.env[name];
Object.assign(process.env, pristine);
vi.resetModules();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
