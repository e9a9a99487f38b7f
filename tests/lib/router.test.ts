// The local router mirrors Vercel's order: exact files and public/, then rewrites, then [param] files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouter, staticFile } from '../../lib/local/vercel-routing.js';
import { listRouteFiles, PROJECT_ROOT, urlPathOf } from '../../lib/local/route-files.js';
import { expectError } from '../support/app.js';

const fixtureRoot = path.join(PROJECT_ROOT, 'tests/fixtures/router-project');
const router = await createRouter(fixtureRoot);
const get = (p: string) => router.fetch(new Request(`http://localhost${p}`));

describe('routing order, as on Vercel', () => {
  it('imports a function on its first request only, as the platform starts one per function', async () => {
    const counter = globalThis as { onDemandImports?: number };
    expect(counter.onDemandImports).toBeUndefined();
    expect(await (await get('/api/on-demand')).json()).toEqual({ imports: 1 });
    expect(await (await get('/api/on-demand')).json()).toEqual({ imports: 1 });
  });

  it('serves exact files and public/ before any rewrite', async () => {
    expect(await (await get('/api/exact')).json()).toEqual({ exact: true });
    expect(await (await get('/')).text()).toContain('fixture home');
  });

  it('serves a [param] route through its own rewrite placed before the catch-all', async () => {
    const id = crypto.randomUUID();
    expect(await (await get(`/api/with-rewrite/${id}`)).json()).toEqual({ id });
  });

  it('lets the catch-all shadow a [param] route that has no rewrite of its own', async () => {
    await expectError(await get(`/api/shadowed/${crypto.randomUUID()}`), 'not_found');
  });

  it('never serves a sibling folder of public/', async () => {
    const publicDir = path.join(fixtureRoot, 'public');
    expect(await staticFile(publicDir, '/../public-x/secret.txt')).toBeNull();
    expect(await staticFile(publicDir, '/../vercel.json')).toBeNull();
    expect(await staticFile(publicDir, '/index.html')).not.toBeNull();
  });
});

describe("this project's vercel.json", () => {
  it('gives every [param] route file a rewrite placed before the /api catch-all', async () => {
    const config = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'vercel.json'), 'utf8')) as {
      rewrites: Array<{ source: string; destination: string }>;
    };
    const catchAll = config.rewrites.findIndex((r) => r.source === '/api/:path*');
    expect(catchAll).toBeGreaterThanOrEqual(0);
    for (const file of (await listRouteFiles()).filter((f) => f.includes('['))) {
      const source = urlPathOf(file).replace(/\{(\w+)\}/g, ':$1');
      const index = config.rewrites.findIndex((r) => r.source === source);
      expect(
        index,
        `vercel.json needs { "source": "${source}", "destination": "/${file.replace(/\.ts$/, '')}?…" } before the catch-all`,
      ).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(catchAll);
    }
  });
});
