// Requests generated from the published openapi.json itself (not the zod schemas behind it), so a
// request schema looser than the validation behind it shows up as a 400 for a schema-valid request
//. Values come from the fast-check generators after the document's schema is
// flattened into a shape they know; each one is then checked against the document with Ajv, so
// only requests the document calls valid are sent.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { openapi } from '../support/contract.js';
import { validValue, type Hints, type JsonSchema } from './generators.js';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Json;
}
interface DocOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  description?: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

/** Inlines `#/components/schemas/…` references (the request schemas have no cycles). */
export function resolve(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolve);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const { $ref: _, ...rest } = schema as Json;
    return resolve({ ...(openapi.components.schemas[ref.split('/').at(-1)!] as Json), ...rest });
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolve(v)]));
}

/**
 * A shape the generators know: `oneOf`/`anyOf` branches that only add `required` or constrain
 * properties become whole alternatives (the parent merged in), `allOf` pattern lists become one
 * pattern when one branch is the date rule. What this loses (`not`, `dependentRequired`,
 * `minProperties`) the Ajv check afterwards enforces.
 */
export function flatten(schema: JsonSchema): JsonSchema {
  const s = { ...schema } as JsonSchema & Json;
  const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
  if (branches && (s.properties || s.type)) {
    delete s.oneOf;
    delete s.anyOf;
    return {
      anyOf: branches.map((b) => {
        const own = b as JsonSchema & Json;
        if (own.type === 'null') return own;
        return flatten({
          ...s,
          ...(own.type ? { type: own.type } : {}),
          properties: {
            ...s.properties,
            ...Object.fromEntries(
              Object.entries(own.properties ?? {}).map(([k, v]) => [k, { ...s.properties?.[k], ...v }]),
            ),
          },
          required: [...new Set([...(s.required ?? []), ...(own.required ?? [])])],
        });
      }),
    };
  }
  if (branches) s.anyOf = branches.map(flatten);
  delete s.oneOf;
  if (s.properties) s.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, flatten(v)]));
  if (s.items) s.items = flatten(s.items);
  return s;
}

export interface DocumentRequestParts {
  query: Record<string, unknown>;
  body?: unknown;
}

/** The operation's query parameters as one object schema. */
function querySchema(op: DocOperation): JsonSchema {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, resolve(p.schema) as JsonSchema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

export class DocumentOperation {
  readonly op: DocOperation;
  readonly query: JsonSchema;
  readonly body?: JsonSchema;
  private readonly checkQuery: ValidateFunction;
  private readonly checkBody?: ValidateFunction;

  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    this.op = openapi.paths[path]![method.toLowerCase()] as unknown as DocOperation;
    this.query = querySchema(this.op);
    this.checkQuery = ajv.compile(this.query as Json);
    const body = this.op.requestBody?.content['application/json']?.schema;
    if (body) {
      this.body = resolve(body) as JsonSchema;
      this.checkBody = ajv.compile(this.body as Json);
    }
  }

  /** Query and body the document calls valid. */
  valid(hints: Hints): fc.Arbitrary<DocumentRequestParts> {
    const query = validValue(flatten(this.query), hints) as fc.Arbitrary<Record<string, unknown>>;
    const body = this.body ? validValue(flatten(this.body), hints) : fc.constant(undefined);
    return fc
      .record({ query, body })
      .filter((p) => this.checkQuery(p.query) && (!this.checkBody || this.checkBody(p.body)))
      .map((p) => (this.body ? p : { query: p.query }));
  }

  /** Everything the document says about this operation, for checking that an exception is explained there. */
  text(): string {
    const { parameters, requestBody, description } = resolve(this.op) as DocOperation;
    return JSON.stringify({ parameters, requestBody, description, info: (openapi as unknown as { info: Json }).info });
  }
}
