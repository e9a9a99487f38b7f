import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ALL_METHODS } from '../lib/route.js';
import { loadRouteFiles, PROJECT_ROOT } from '../lib/local/route-files.js';
import { generateOpenApiJson } from '../scripts/build-openapi.js';

const files = await loadRouteFiles();
const definitions = files.flatMap((f) => f.definitions);

describe('openapi.json', () => {
  it('is exactly what npm run build generates from the route definitions', async () => {
    const committed = await readFile(`${PROJECT_ROOT}/openapi.json`, 'utf8');
    expect(committed, 'openapi.json is stale: run npm run build and commit it').toBe(await generateOpenApiJson());
  });

  it('declares one instructionMode vocabulary for every university', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    expect(doc.components.schemas.Section.properties.instructionMode.enum).toEqual(['In Person', 'Online', 'Blended']);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(await generateOpenApiJson()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('gives every operation a unique operationId, typed parameters, a success schema and its error statuses', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        expect(ids.has(op.operationId), `${method} ${path}`).toBe(false);
        ids.add(op.operationId);
        for (const p of op.parameters ?? [])
          expect(p.schema?.type ?? p.schema?.$ref ?? p.schema?.anyOf, `${op.operationId} ${p.name}`).toBeTruthy();
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
        expect(statuses).toEqual(expect.arrayContaining(['405', '500']));
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          if (!status.startsWith('2'))
            expect(response.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
        }
      }
    }
    expect(ids.size).toBe(definitions.length);
  });

  it('declares the four security schemes', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'apiToken',
      'cronSecret',
      'paymentSignature',
      'userBearer',
    ]);
  });
});

describe('route files', () => {
  it.each(files.map((f) => [f.file, f] as const))('%s serves the paths and methods it defines', async (_, file) => {
    for (const def of file.definitions) expect(def.path, `${def.operationId} lives in ${file.file}`).toBe(file.urlPath);
    const methods = new Set(file.definitions.map((d) => d.method));
    for (const method of ALL_METHODS)
      expect(typeof file.module[method], `${file.file} exports ${method}`).toBe('function');
    // The methods it answers (its 405's Allow header) are exactly those it documents, plus HEAD.
    const options = await file.module.OPTIONS!(new Request(`http://localhost${file.urlPath}`, { method: 'OPTIONS' }));
    const allow = options.headers.get('allow')?.split(', ') ?? [];
    if (file.definitions.length) expect(allow.filter((m) => m !== 'HEAD').sort()).toEqual([...methods].sort());
  });
});
