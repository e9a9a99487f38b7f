// Cold import of the functions as Vercel ships them: after `npm run build:vercel`, each function's
// handler in .vercel/output is imported by a fresh plain `node` process, and its CPU time is set
// against importing zod alone from the same function folder (paired in each round). Vercel compiles
// each file on its own and traces packages as separate files, so an import() target is not read
// at import at all (unlike the esbuild bundles of cold-bundle.ts, which inline it).
// Run: npx tsx scripts/bench/cold-vercel.ts [rounds] [another .vercel/output/functions to compare]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { median } from './stats.js';

const rounds = Number(process.argv[2] ?? 3);
const roots: Record<string, string> = { this: path.join(PROJECT_ROOT, '.vercel/output/functions') };
if (process.argv[3]) roots.other = process.argv[3];

function cpuMs(file: string): number {
  const code = `const c0 = process.cpuUsage(); await import(${JSON.stringify(file)}); const c = process.cpuUsage(c0); console.log((c.user + c.system) / 1000)`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (out.status !== 0) throw new Error(`${file}: ${out.stderr.slice(0, 300)}`);
  return Number(out.stdout);
}

function functionDirs(dir: string, rel = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      e.name.endsWith('.func')
        ? [path.join(rel, e.name)]
        : functionDirs(path.join(dir, e.name), path.join(rel, e.name)),
    );
}

const names = Object.keys(roots);
const lines = [
  `| function | ${names.map((n) => `import CPU ms (${n})`).join(' | ')} | ${names.map((n) => `ratio to zod (${n})`).join(' | ')} |`,
  `|---|${names.map(() => '---:|---:|').join('')}`,
];
for (const fn of functionDirs(roots.this!)
  .filter((f) => f.startsWith('api/'))
  .sort()) {
  const ms: Record<string, number[]> = {};
  const ratio: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const dir = path.join(roots[name]!, fn);
      const zod = path.join(dir, 'node_modules/zod/index.js');
      if (!existsSync(zod)) continue;
      const { handler } = JSON.parse(readFileSync(path.join(dir, '.vc-config.json'), 'utf8')) as { handler: string };
      const base = cpuMs(zod);
      const t = cpuMs(path.join(dir, handler));
      (ms[name] ??= []).push(t);
      (ratio[name] ??= []).push(t / base);
    }
  }
  const cell = (xs: number[] | undefined, f: (n: number) => string) => (xs?.length ? f(median(xs)) : '–');
  lines.push(
    `| \`${fn.replace(/\.func$/, '.ts')}\` | ${names.map((n) => cell(ms[n], (x) => x.toFixed(1))).join(' | ')} | ${names.map((n) => cell(ratio[n], (x) => `${x.toFixed(2)}×`)).join(' | ')} |`,
  );
}
console.log(lines.join('\n'));
