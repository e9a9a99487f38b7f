// Checks HTTP responses against the committed openapi.json (not the zod schemas it was
// generated from), so the published document itself is proven right by the tests.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

type Json = Record<string, unknown>;
export const openapi = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { content?: Record<string, { schema: Json }>; 'x-error-codes'?: string[] }>;
      }
    >
  >;
  components: { schemas: Record<string, Json> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'openapi', components: openapi.components });

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? `openapi${v}` : rewriteRefs(v),
      ]),
    );
  }
  return schema;
}

// One compiled validator per documented schema: compiling (code generation) took 3 ms a response,
// more than sending it, and ajv's own cache misses the fresh object rewriteRefs makes each time.
const validators = new WeakMap<Json, ValidateFunction>();
function validator(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema) as Json);
    validators.set(schema, validate);
  }
  return validate;
}

/** Finds the documented operation for a concrete path, e.g. /api/v1/me/assignments/abc. */
export function operationFor(method: string, path: string) {
  for (const [template, item] of Object.entries(openapi.paths)) {
    const regex = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (regex.test(path) && item[method.toLowerCase()]) return item[method.toLowerCase()]!;
  }
  return undefined;
}

/** Asserts a response's status is documented for its operation and its JSON body matches the documented schema. */
export async function expectDocumented(method: string, path: string, response: Response): Promise<unknown> {
  const operation = operationFor(method, path.split('?')[0]!);
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation!.responses[String(response.status)];
  expect(documented, `${operation!.operationId} documents status ${response.status}`).toBeDefined();
  const text = await response.clone().text();
  const schema = documented!.content?.['application/json']?.schema;
  if (!schema) return text;
  const body = JSON.parse(text) as unknown;
  const validate = validator(schema);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  const codes = documented!['x-error-codes'];
  if (codes) expect(codes).toContain((body as { code: string }).code);
  return body;
}
