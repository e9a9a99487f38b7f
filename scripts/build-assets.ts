// npm run build: copies the API reference's browser bundle (Scalar) into public/, so the
// platform serves it as a static file from its CDN. The site function still serves it from
// node_modules when the copy is absent (the local server before any build).
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/local/route-files.js';

export const SCALAR_TARGET = path.join(PROJECT_ROOT, 'public/docs/api/scalar.js');

const source = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
await mkdir(path.dirname(SCALAR_TARGET), { recursive: true });
await copyFile(source, SCALAR_TARGET);
console.log(`public/docs/api/scalar.js: copied from ${path.relative(PROJECT_ROOT, source)}`);
