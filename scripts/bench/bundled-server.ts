// The bench server (peers/server.ts) bundled by esbuild and run by plain `node`, without the tsx
// loader (a loader thread and its transform cache: about 32 MiB of resident memory that no
// deployed function carries). Every server kind runs from the same bundle, so the API and its
// peers are measured alike. Our TypeScript is bundled; packages stay external and load from
// node_modules as they would for any Node program. The route files are split into chunks the
// router imports on their first request, as it does under tsx (lib/local/route-files.ts setRouteImporter).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { listRouteFiles, PROJECT_ROOT } from '../../lib/local/route-files.js';

/** Inside the project and one level down, so the bundle's PROJECT_ROOT (`..` from lib/local/route-files.ts's chunk) is the project. */
export const BUNDLED_SERVER_DIR = path.join(PROJECT_ROOT, '.bench-server');

let built: Promise<string> | undefined;

/** Builds once per bench run; answers the entry file to run with `node`. */
export function bundledServer(): Promise<string> {
  return (built ??= buildServer());
}

async function buildServer(): Promise<string> {
  await rm(BUNDLED_SERVER_DIR, { recursive: true, force: true });
  await mkdir(BUNDLED_SERVER_DIR, { recursive: true });
  const at = (file: string) => JSON.stringify(path.join(PROJECT_ROOT, file));
  const routes = await listRouteFiles();
  const entry = path.join(BUNDLED_SERVER_DIR, 'entry.ts');
  await writeFile(
    entry,
    [
      `import { setRouteImporter } from ${at('lib/local/route-files.ts')};`,
      'const routes: Record<string, () => Promise<any>> = {',
      ...routes.map((f) => `  ${JSON.stringify(f)}: () => import(${at(f)}),`),
      '};',
      'setRouteImporter((_root, file) => routes[file]!());',
      `await import(${at('scripts/bench/peers/server.ts')});`,
      '',
    ].join('\n'),
  );
  await build({
    entryPoints: { server: entry },
    outdir: BUNDLED_SERVER_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return path.join(BUNDLED_SERVER_DIR, 'server.js');
}
