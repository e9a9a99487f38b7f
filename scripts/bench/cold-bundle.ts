// Cold start of every api/ file bundled the way the platform bundles a function (esbuild: one
// ESM file per function with its dependencies inlined, Node 20), imported in a fresh plain
// `node` process, against zod alone bundled and imported the same way. Rounds are interleaved
// (baseline, then every file) and medians reported.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { listRouteFiles, PROJECT_ROOT } from '../../lib/routes.js';
import { median } from './stats.js';

export interface BundleRow {
  target: string;
  importMs: number;
  bundleKiB: number;
  rssMiB: number;
}

export const BUNDLE_BASELINE = 'zod alone';
const COLD_BASELINE_PACKAGE = 'zod';

// The child: time one dynamic import of the bundle, nothing else.
// Resident memory after the import: what one function instance holds before its first request.
const CHILD = `const start = performance.now(); await import(process.argv[1]); const ms = performance.now() - start; process.stdout.write(JSON.stringify({ ms, rss: process.memoryUsage().rss }));`;

function importOnce(file: string): Promise<{ ms: number; rss: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', CHILD, file], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d));
    proc.stderr.on('data', (d: Buffer) => (err += d));
    proc.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { ms: number; rss: number }) : reject(new Error(`${file}: ${err.slice(0, 400)}`))));
  });
}

async function bundle(entry: string, outfile: string): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    nodePaths: [path.join(PROJECT_ROOT, 'node_modules')],
    logLevel: 'silent',
    // CommonJS dependencies bundled into ESM still call require() for Node's own modules.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0) / 1024;
}

export async function bundledColdStarts(rounds: number, filter?: string): Promise<BundleRow[]> {
  const dir = path.join(os.tmpdir(), `gradetrack-cold-${process.pid}`);
  await mkdir(dir, { recursive: true });
  try {
    const baselineEntry = path.join(dir, 'zod-entry.mjs');
    // The baseline is the zod package itself, named as a module specifier (as cold-start.ts does),
    // not an application import of it: lib/zod.ts stays the only module that imports zod.
    await writeFile(baselineEntry, `export { z } from ${JSON.stringify(COLD_BASELINE_PACKAGE)};\n`);
    const targets: Array<{ target: string; file: string; kib: number }> = [
      { target: BUNDLE_BASELINE, file: path.join(dir, 'zod.mjs'), kib: await bundle(baselineEntry, path.join(dir, 'zod.mjs')) },
    ];
    for (const f of (await listRouteFiles()).filter((f) => !filter || f.includes(filter))) {
      const file = path.join(dir, `${f.replace(/[/[\]]/g, '_')}.mjs`);
      targets.push({ target: f, file, kib: await bundle(path.join(PROJECT_ROOT, f), file) });
    }
    for (const t of targets) await importOnce(t.file); // page cache, for every file alike
    const samples = new Map(targets.map((t) => [t.target, [] as Array<{ ms: number; rss: number }>]));
    for (let round = 0; round < rounds; round++) for (const t of targets) samples.get(t.target)!.push(await importOnce(t.file));
    return targets.map((t) => ({
      target: t.target,
      importMs: median(samples.get(t.target)!.map((s) => s.ms)),
      rssMiB: median(samples.get(t.target)!.map((s) => s.rss)) / 2 ** 20,
      bundleKiB: t.kib,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
