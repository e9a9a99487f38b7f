// Cold start of every api/ file bundled the way the platform bundles a function (esbuild: one
// ESM file per function with its dependencies inlined, Node 20), imported in a fresh plain
// `node` process, against zod alone bundled and imported the same way. Rounds are interleaved
// (baseline, then every file) and medians reported.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { listRouteFiles, PROJECT_ROOT } from '../../lib/local/route-files.js';
import { median } from './stats.js';

export interface BundleRow {
  target: string;
  /** Wall-clock time of the import inside the child. */
  importMs: number;
  /** CPU time (user + system) the child spent on the import: on a shared machine it moves far less with other people's load than wall-clock time. */
  cpuMs: number;
  bundleKiB: number;
  /** The part of the bundle evaluated at import: what the entry reaches by static imports (the rest waits behind an import()). */
  moduleScopeKiB: number;
  /** Packages evaluated at import, beyond zod, largest first, with their KiB in the bundle. */
  packages: Array<[string, number]>;
  rssMiB: number;
}

interface Bundled {
  kib: number;
  moduleScopeKiB: number;
  packages: Array<[string, number]>;
}

export const BUNDLE_BASELINE = 'zod alone';
const COLD_BASELINE_PACKAGE = 'zod';

// The child: time one dynamic import of the bundle, nothing else, by the clock and in CPU time.
// Resident memory after the import: what one function instance holds before its first request.
const CHILD = `const cpu = process.cpuUsage(); const start = performance.now(); await import(process.argv[1]); const ms = performance.now() - start; const c = process.cpuUsage(cpu); process.stdout.write(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, rss: process.memoryUsage().rss }));`;

interface Sample {
  ms: number;
  cpuMs: number;
  rss: number;
}

function importOnce(file: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', CHILD, file], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d));
    proc.stderr.on('data', (d: Buffer) => (err += d));
    proc.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Sample) : reject(new Error(`${file}: ${err.slice(0, 400)}`)),
    );
  });
}

/** The package an input path belongs to (`node_modules/@scope/name/...` → `@scope/name`), or `(project)`. */
export function packageOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return '(project)';
  const [first, second] = input.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/**
 * The inputs an import of the bundle evaluates: the entry and everything it reaches through
 * static imports. esbuild inlines an import() target too, but wrapped, so that code runs only
 * when the import() is called.
 */
export function evaluatedAtImport(metafile: Metafile, entry: string): Set<string> {
  const reached = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const imp of metafile.inputs[queue.pop()!]?.imports ?? []) {
      if (imp.kind === 'dynamic-import' || imp.external || reached.has(imp.path)) continue;
      reached.add(imp.path);
      queue.push(imp.path);
    }
  }
  return reached;
}

async function bundle(entry: string, outfile: string): Promise<Bundled> {
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
  const output = Object.values(result.metafile.outputs)[0]!;
  const reached = evaluatedAtImport(result.metafile, output.entryPoint!);
  const byPackage = new Map<string, number>();
  let moduleScope = 0;
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    if (!reached.has(input)) continue;
    moduleScope += bytesInOutput;
    const name = packageOf(input);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput / 1024);
  }
  return {
    kib: output.bytes / 1024,
    moduleScopeKiB: moduleScope / 1024,
    packages: [...byPackage].filter(([name]) => name !== 'zod').sort((a, b) => b[1] - a[1]),
  };
}

export async function bundledColdStarts(rounds: number, filter?: string): Promise<BundleRow[]> {
  const dir = path.join(os.tmpdir(), `gradetrack-cold-${process.pid}`);
  await mkdir(dir, { recursive: true });
  try {
    const baselineEntry = path.join(dir, 'zod-entry.mjs');
    // The baseline is the zod package itself, named as a module specifier (as cold-start.ts does),
    // not an application import of it: lib/zod.ts stays the only module that imports zod.
    await writeFile(baselineEntry, `export { z } from ${JSON.stringify(COLD_BASELINE_PACKAGE)};\n`);
    const targets: Array<{ target: string; file: string } & Bundled> = [
      {
        target: BUNDLE_BASELINE,
        file: path.join(dir, 'zod.mjs'),
        ...(await bundle(baselineEntry, path.join(dir, 'zod.mjs'))),
      },
    ];
    process.stdout.write('  cold start: bundling every api/ file with esbuild\n');
    for (const f of (await listRouteFiles()).filter((f) => !filter || f.includes(filter))) {
      const file = path.join(dir, `${f.replace(/[/[\]]/g, '_')}.mjs`);
      targets.push({ target: f, file, ...(await bundle(path.join(PROJECT_ROOT, f), file)) });
    }
    process.stdout.write(`  cold start: ${targets.length} bundles built, warming the page cache\n`);
    for (const t of targets) await importOnce(t.file); // page cache, for every file alike
    const samples = new Map(targets.map((t) => [t.target, [] as Sample[]]));
    for (let round = 0; round < rounds; round++) {
      process.stdout.write(`  cold start round ${round + 1}/${rounds}: importing ${targets.length} bundles\n`);
      for (const t of targets) samples.get(t.target)!.push(await importOnce(t.file));
    }
    return targets.map((t) => ({
      target: t.target,
      importMs: median(samples.get(t.target)!.map((s) => s.ms)),
      cpuMs: median(samples.get(t.target)!.map((s) => s.cpuMs)),
      rssMiB: median(samples.get(t.target)!.map((s) => s.rss)) / 2 ** 20,
      bundleKiB: t.kib,
      moduleScopeKiB: t.moduleScopeKiB,
      packages: t.packages,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
