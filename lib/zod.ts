// The only module that imports zod. Schemas carry their OpenAPI metadata with `.openapi(...)`,
// which only the document generator reads. At runtime `.openapi()` answers the schema itself and
// @asteasolutions/zod-to-openapi is never loaded: a function would otherwise pay, at every cold
// start, for the library and for a registry entry plus a copy of the schema at each of the ~380
// calls. The generator switches the real extension on (lib/openapi-metadata.ts) before any schema
// exists, so `npm run build` reads the same metadata as before.
// Types only (erased): the `.openapi()` method zod-to-openapi declares on every schema.
import type {} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

type OpenApiMethod = (this: z.ZodType, ...args: unknown[]) => z.ZodType;
// zod copies the prototype's own methods onto each schema when it is built.
const prototype = z.ZodType.prototype as unknown as { openapi?: OpenApiMethod };

let metadataOn = false;
let described = false;
const runtimeOpenApi: OpenApiMethod = function () {
  // A schema built before the switch would silently lose its metadata from the document.
  if (metadataOn)
    throw new Error(
      'A schema was built before OpenAPI metadata was switched on: import lib/openapi-metadata.js first.',
    );
  described = true;
  return this;
};
prototype.openapi ??= runtimeOpenApi;

/**
 * Installs the zod-to-openapi extension (passed in, so runtime bundles never contain it). It must
 * run before any module that builds a schema with metadata, or the document would miss it.
 */
export function switchOnOpenApiMetadata(extend: (zod: typeof z) => void): void {
  if (metadataOn) return;
  if (described)
    throw new Error(
      'Schemas were built before OpenAPI metadata was switched on: import lib/openapi-metadata.js before any schema module.',
    );
  if (prototype.openapi === runtimeOpenApi) delete prototype.openapi;
  extend(z);
  metadataOn = true;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  bigint: 'a whole number',
  date: 'a date',
  array: 'an array',
  tuple: 'an array',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

/** Values as a message may quote them: never more than a few of a list (an unknown key may come by the thousand). */
export function listed(values: readonly unknown[], max = 6, quote = true): string {
  const shown = values.slice(0, max).map((v) => (typeof v === 'string' && quote ? `'${v}'` : String(v)));
  return values.length > max ? `${shown.join(', ')} and ${values.length - max} more` : shown.join(', ');
}

function typeOfInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  return typeof input === 'object' ? 'an object' : `a ${typeof input}`;
}

/**
 * This API's wording for every validation failure a schema does not word itself (a message a
 * schema states wins). Replaces zod's defaults (`Too big: expected number to be <=200`) in every
 * error a client sees.
 */
export function ourIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${typeOfInput(issue.input)}`;
    case 'too_big': {
      const n = String(issue.maximum);
      const strict = issue.inclusive === false;
      switch (issue.origin) {
        case 'string':
          return issue.exact ? `must be exactly ${n} characters long` : `must be at most ${n} characters long`;
        case 'array':
        case 'set':
          return issue.exact ? `must have exactly ${n} items` : `must have at most ${n} items`;
        case 'date':
          return `must be ${strict ? 'before' : 'on or before'} ${new Date(Number(issue.maximum)).toISOString()}`;
        case 'file':
          return `must be at most ${n} bytes`;
        default:
          return strict ? `must be less than ${n}` : `must be at most ${n}`;
      }
    }
    case 'too_small': {
      const n = String(issue.minimum);
      const strict = issue.inclusive === false;
      switch (issue.origin) {
        case 'string':
          if (issue.exact) return `must be exactly ${n} characters long`;
          return n === '1' ? 'must not be empty' : `must be at least ${n} characters long`;
        case 'array':
        case 'set':
          if (issue.exact) return `must have exactly ${n} items`;
          return n === '1' ? 'must have at least one item' : `must have at least ${n} items`;
        case 'date':
          return `must be ${strict ? 'after' : 'on or after'} ${new Date(Number(issue.minimum)).toISOString()}`;
        default:
          return strict ? `must be greater than ${n}` : `must be at least ${n}`;
      }
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'regex':
          return `must match ${issue.pattern}`;
        case 'email':
          return 'must be an email address';
        case 'url':
          return 'must be an absolute URL';
        case 'uuid':
        case 'guid':
          return 'must be a UUID';
        case 'datetime':
          return 'must be an ISO 8601 date-time with an offset, e.g. 2026-09-01T09:00:00Z';
        case 'date':
          return 'must be a date, YYYY-MM-DD';
        case 'time':
          return 'must be a time, HH:MM[:SS]';
        case 'starts_with':
          return `must start with '${String(issue.prefix)}'`;
        case 'ends_with':
          return `must end with '${String(issue.suffix)}'`;
        case 'includes':
          return `must include '${String(issue.includes)}'`;
        default:
          return `must be a valid ${issue.format}`;
      }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${listed(issue.keys, 3, false)}`;
    case 'invalid_union':
      return issue.discriminator ? `has an unknown ${issue.discriminator}` : 'matches none of the accepted forms';
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid item';
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${listed(issue.values)}` : `must be one of ${listed(issue.values)}`;
    case 'custom':
      return 'is invalid';
    default:
      return undefined;
  }
}

z.config({ customError: ourIssueMessage });

export { z };
