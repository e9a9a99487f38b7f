// The conventions of DESIGN.md that a compiler does not check.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteDefinitions, PROJECT_ROOT } from '../lib/local/route-files.js';

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT_ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.relative(PROJECT_ROOT, path.join(e.parentPath, e.name)));
}

const app = [...(await sources('api')), ...(await sources('lib')), ...(await sources('schemas'))];
const all = [...app, ...(await sources('scripts')), ...(await sources('tests'))];
const text = Object.fromEntries(
  await Promise.all(all.map(async (f) => [f, await readFile(path.join(PROJECT_ROOT, f), 'utf8')] as const)),
);

// DESIGN §6: the path prefix decides which credential a route takes.
const AUTH_BY_PREFIX: Array<[prefix: string, auth: string[]]> = [
  ['/api/v1/owner/', ['token:owner']],
  ['/api/v1/me/', ['token:personal']],
  ['/api/v1/support/', ['token:support']],
  ['/api/v1/admin/', ['token:admin']],
  ['/api/v1/orgs', ['token:admin']],
  ['/api/v1/', []], // any other /api/v1 path would be a new scope: decide it here first
  ['/api/', ['none', 'user', 'cron', 'webhook']],
];

describe('conventions', () => {
  it('gives every route the credential its path prefix calls for', async () => {
    for (const route of await loadRouteDefinitions()) {
      const [prefix, allowed] = AUTH_BY_PREFIX.find(([p]) => route.path.startsWith(p))!;
      expect(allowed, `${route.method} ${route.path} (${prefix})`).toContain(route.auth);
    }
  });

  it('imports zod only in lib/zod.ts', () => {
    expect(all.filter((f) => f !== 'lib/zod.ts' && /from ['"]zod['"]/.test(text[f]!))).toEqual([]);
  });

  it('reads process.env only in lib/env.ts among application code', () => {
    expect(app.filter((f) => f !== 'lib/env.ts' && /process\.env/.test(text[f]!))).toEqual([]);
  });

  it('writes relative imports with explicit .js extensions (Vercel runs native ESM)', () => {
    const bad = all.flatMap((f) =>
      [...text[f]!.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
        .map((m) => m[1]!)
        .filter((spec) => !spec.endsWith('.js') && !spec.endsWith('.json'))
        .map((spec) => `${f}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('keeps only route files under api/ (Vercel deploys every file there)', () => {
    const routes = all.filter((f) => f.startsWith('api/'));
    expect(routes.filter((f) => /\.(test|spec)\.ts$/.test(f))).toEqual([]);
    for (const f of routes)
      expect(text[f], f).toMatch(/export const \{ GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS \}/);
  });

  it('names each route constant after its operationId', () => {
    const routes = all.filter((f) => f.startsWith('api/'));
    const pairs = routes.flatMap((f) =>
      [...text[f]!.matchAll(/export const (\w+) = defineRoute\(\{[^}]*?operationId: '(\w+)'/gs)].map(
        (m) => [f, m[1]!, m[2]!] as const,
      ),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(70);
    expect(pairs.filter(([, name, id]) => name !== id)).toEqual([]);
  });

  it('deploys nothing from lib/local/ (what only the local server uses)', () => {
    const deployed = app.filter((f) => !f.startsWith('lib/local/'));
    expect(deployed.filter((f) => /from '[^']*\/local\/[^']*'/.test(text[f]!))).toEqual([]);
  });

  it('types the principal by the route: no non-null assertion on it in api/, no cast of a transaction to Sql', () => {
    const asserted = app.filter((f) => f.startsWith('api/') && /principal\.\w+!/.test(text[f]!));
    expect(asserted).toEqual([]);
    expect(all.filter((f) => f !== 'tests/conventions.test.ts' && /as unknown as Sql\b/.test(text[f]!))).toEqual([]);
  });

  it('compares secrets only through the constant-time helper', () => {
    const suspicious = app.filter((f) => /(SECRET|secret)\s*(===|!==|==|!=)/.test(text[f]!));
    expect(suspicious).toEqual([]);
  });
});
