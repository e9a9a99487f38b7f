// What each function evaluates when the platform starts it: every api/ file bundled the way the
// cold-start bench bundles it (esbuild, one ESM file per function), and the modules its import
// runs (the entry and its static imports; an import() target waits until it is called).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { listRouteFiles, PROJECT_ROOT } from '../lib/local/route-files.js';
import { evaluatedAtImport, packageOf } from '../scripts/bench/cold-bundle.js';

const files = await listRouteFiles();
const result = await build({
  entryPoints: files.map((f) => path.join(PROJECT_ROOT, f)),
  outdir: path.join(PROJECT_ROOT, '.cold-imports'),
  outbase: PROJECT_ROOT,
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  metafile: true,
  logLevel: 'silent',
});
const functions = Object.values(result.metafile.outputs)
  .filter((o) => o.entryPoint)
  .map((o) => ({
    file: o.entryPoint!,
    bundled: new Set(Object.keys(o.inputs).map(packageOf)),
    evaluated: new Set([...evaluatedAtImport(result.metafile, o.entryPoint!)].map(packageOf)),
  }));

describe('what a function evaluates at import', () => {
  it('bundles every api/ file', () => {
    expect(functions.map((f) => f.file).sort()).toEqual([...files].sort());
  });

  it('never contains zod-to-openapi: OpenAPI metadata is for the document generator only', () => {
    expect(functions.filter((f) => f.bundled.has('@asteasolutions/zod-to-openapi')).map((f) => f.file)).toEqual([]);
  });

  it('imports the Stripe SDK on its first use only', () => {
    expect(functions.filter((f) => f.evaluated.has('stripe')).map((f) => f.file)).toEqual([]);
    // The payment functions still carry it, behind an import().
    expect(functions.find((f) => f.file === 'api/payment-webhook.ts')?.bundled.has('stripe')).toBe(true);
  });

  it('imports web-push on the first push only', () => {
    expect(functions.filter((f) => f.evaluated.has('web-push')).map((f) => f.file)).toEqual([]);
    expect(functions.find((f) => f.file === 'api/send-push.ts')?.bundled.has('web-push')).toBe(true);
  });

  it("imports parse5 with the Waterloo provider only, on the provider's first call", () => {
    expect(functions.filter((f) => f.evaluated.has('parse5')).map((f) => f.file)).toEqual([]);
  });

  it('imports jose on the first session token only', () => {
    expect(functions.filter((f) => f.evaluated.has('jose')).map((f) => f.file)).toEqual([]);
  });
});

describe('OpenAPI metadata at runtime', () => {
  // A fresh process: the test setup switches metadata on for the whole suite.
  const run = (code: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });

  it('is skipped: .openapi() answers the schema itself, which validates as before', () => {
    const out = run(`
      import { z } from './lib/zod.js';
      const s = z.string().min(2);
      const described = s.openapi('Name', { description: 'x' });
      console.log(JSON.stringify({ same: described === s, parses: described.safeParse('ab').success && !described.safeParse('a').success }));
    `);
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toEqual({ same: true, parses: true });
  });

  it('refuses to switch on after a schema was described, so the document cannot silently lose metadata', () => {
    const out = run(`
      import { z } from './lib/zod.js';
      z.string().openapi({ description: 'x' });
      await import('./lib/openapi-metadata.js');
    `);
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('before OpenAPI metadata was switched on');
  });

  it('carries the metadata once switched on first', () => {
    const out = run(`
      await import('./lib/openapi-metadata.js');
      const { z } = await import('./lib/zod.js');
      const { getOpenApiMetadata } = await import('@asteasolutions/zod-to-openapi');
      console.log(JSON.stringify(getOpenApiMetadata(z.string().openapi({ description: 'x' }))));
    `);
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toMatchObject({ description: 'x' });
  });
});
