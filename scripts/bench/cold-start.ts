// Cold start: each api/ file imported in a fresh Node process with the same loader
// (`node --import tsx`), against a child importing zod alone the same way. Rounds are
// interleaved (baseline, then every file, round after round) and medians reported.
import { spawn } from 'node:child_process';
import { listRouteFiles, PROJECT_ROOT } from '../../lib/local/route-files.js';
import { median } from './stats.js';

export interface ColdRow {
  target: string;
  importMs: number;
  processMs: number;
  /** Modules the import loaded (an untimed pass), and how many came from each package. */
  modules: number;
  packages: Record<string, number>;
}

function run(target: string, count: boolean): Promise<{ out: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/cold-import.ts', target, ...(count ? ['--count'] : [])],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d));
    proc.stderr.on('data', (d: Buffer) => (err += d));
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`importing ${target} exited with ${code}: ${err.slice(0, 500)}`));
      resolve({ out, ms: performance.now() - start });
    });
  });
}

async function child(target: string): Promise<{ importMs: number; processMs: number }> {
  const { out, ms } = await run(target, false);
  return { importMs: (JSON.parse(out) as { ms: number }).ms, processMs: ms };
}

async function count(target: string): Promise<{ modules: number; packages: Record<string, number> }> {
  return JSON.parse((await run(target, true)).out) as { modules: number; packages: Record<string, number> };
}

export const COLD_BASELINE = 'zod';

/** `filter`: only api/ files whose path contains it (the zod baseline always runs). */
export async function coldStarts(rounds: number, filter?: string): Promise<ColdRow[]> {
  const files = (await listRouteFiles()).filter((f) => !filter || f.includes(filter));
  const targets = [COLD_BASELINE, 'lib/zod.ts', ...files];
  await child(COLD_BASELINE); // lets the loader fill its transform cache, for every file alike
  for (const t of targets.slice(1)) await child(t);
  const samples = new Map(targets.map((t) => [t, [] as Array<{ importMs: number; processMs: number }>]));
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) samples.get(t)!.push(await child(t));
  }
  const rows: ColdRow[] = [];
  for (const target of targets) {
    rows.push({
      target,
      importMs: median(samples.get(target)!.map((s) => s.importMs)),
      processMs: median(samples.get(target)!.map((s) => s.processMs)),
      ...(await count(target)),
    });
  }
  return rows;
}
