// Rules every operation applies to its input before its own schemas, written down in
// the conventions page: no NUL characters anywhere, and no query parameters it does not declare.
import { fieldError } from '../errors.js';
import { z } from '../zod.js';

/**
 * The path of the first string (or object key) holding U+0000, e.g. `assessments.0.title`.
 * Postgres text cannot store NUL, so such a value would otherwise fail deep in the database with
 * a message that names no field. Iterative: a deeply nested body cannot overflow the stack.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/** The deepest nesting of arrays and objects a JSON body may have; the deepest schema needs 5. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the text
 * that stops at the first level too deep: a 1 MB body of nested arrays is refused without
 * JSON.parse building it (and the NUL scan walking it). Brackets inside strings do not count.
 */
export function jsonNestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Refuses a request part holding a NUL character, naming the field. */
export function refuseNul(value: unknown, where: 'path' | 'query' | 'body'): void {
  const path = nulPath(value);
  if (path === undefined) return;
  const field = path.replace(/\u0000/g, '\\u0000');
  throw fieldError(
    where,
    field,
    'must not contain NUL (U+0000) characters',
    'Remove U+0000 from the text; no field of this API stores it.',
  );
}

/**
 * The query schema an operation parses with: its declared parameters and nothing else, so an
 * unknown or misspelt name is refused (400 naming it) on every operation alike.
 */
export function strictQuery(schema: z.ZodType | undefined): z.ZodType {
  if (schema === undefined) return z.strictObject({});
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}
