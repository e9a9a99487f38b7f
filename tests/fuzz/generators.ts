// fast-check generators derived from the zod schemas the routes validate with: each route's
// params, query and body schema goes through z.toJSONSchema (input side, the shape a client
// sends), and the JSON Schema becomes an arbitrary of valid values and one of near-misses.
import fc from 'fast-check';
import type { RouteDefinition } from '../../lib/route.js';
import { z } from '../../lib/zod.js';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** The JSON Schema of what a client sends for this part of the request. */
export function inputSchema(schema: RouteDefinition['body']): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

/** Values a property name should sometimes take: the caller's own rows, so valid input reaches the handler. */
export type Hints = Record<string, readonly unknown[]>;

/** Strings that break naive handling: NUL, lone surrogates, RTL overrides, emoji, combining marks, SQL/HTML. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\ufeff',
  '\u2028\u2029',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00%ff',
  '   ',
  '\t\r\n',
  '0',
  '-1',
  'null',
  '1e309',
] as const;

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const unicodeString = (constraints: { minLength?: number; maxLength?: number }) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ ...constraints, unit: 'grapheme-ascii' }) },
    { weight: 2, arbitrary: fc.string({ ...constraints, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ ...constraints, unit: 'binary' }) },
  );

/** Fits a string into the schema's length (zod counts UTF-16 code units, as String#length does). */
function fitLength(s: string, schema: JsonSchema): string {
  let out = schema.maxLength !== undefined ? s.slice(0, schema.maxLength) : s;
  if (schema.minLength !== undefined && out.length < schema.minLength) out = out.padEnd(schema.minLength, 'a');
  return out;
}

const isoDate = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2090-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Date-times at the edges of the accepted years (schemas/datetime.ts), as written with any RFC 3339 offset. */
export const EDGE_DATE_TIMES = [
  '1900-01-01T00:00:00Z',
  '1900-01-01T00:00:00.001+23:59',
  '1969-12-31T23:59:59.999Z',
  '2000-02-29T12:00:00-15:59',
  '2200-12-31T23:59:59.999Z',
  '2200-12-31T23:59:59-23:59',
] as const;
/** Years just outside the range, and the 0000–0099 years Date and Postgres read as 19xx/20xx. */
export const OUT_OF_RANGE_DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01',
  '0022-03-21',
  '0099-12-31T23:59:59Z',
  '1899-12-31T23:59:59.999Z',
  '2201-01-01T00:00:00Z',
  '2201-01-01',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** Any instant in the range, written with an odd offset (±00:00 to ±23:59) or Z, with 0 to 3 fractional digits. */
const dateTimeWithOffset = fc
  .record({
    at: fc.date({ min: new Date('1900-01-02T00:00:00Z'), max: new Date('2200-12-30T23:59:59Z'), noInvalidDate: true }),
    offset: fc.option(fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }), { nil: undefined }),
    digits: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ at, offset, digits }) => {
    const local = new Date(at.getTime() + (offset ?? 0) * 60_000).toISOString();
    const fraction = digits ? local.slice(19, 20 + digits) : '';
    const zone =
      offset === undefined
        ? 'Z'
        : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
    return `${local.slice(0, 19)}${fraction}${zone}`;
  });
const dateTimeArb = fc.oneof(
  { weight: 3, arbitrary: isoDate.map((d) => d.toISOString()) },
  { weight: 2, arbitrary: dateTimeWithOffset },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_DATE_TIMES) },
);
const dateArb = fc.oneof(
  isoDate.map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('1900-01-01', '2200-12-31'),
);

/** zod writes the date rule as a list of patterns without a format; the year pattern gives it away. */
const patternsOf = (schema: JsonSchema) =>
  [schema.pattern, ...((schema as { allOf?: JsonSchema[] }).allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => !!p,
  );
const isDateTime = (schema: JsonSchema) =>
  schema.format === 'date-time' || patternsOf(schema).some((p) => p.startsWith('^(?:19') && p.includes('T'));
const isDate = (schema: JsonSchema) =>
  schema.format === 'date' || patternsOf(schema).some((p) => p.startsWith('^(?:19') && !p.includes('T'));

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (isDateTime(schema)) return dateTimeArb;
  if (isDate(schema)) return dateArb;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return fc
      .stringMatching(re)
      .map((s) => (schema.maxLength !== undefined ? s.slice(0, schema.maxLength) : s))
      .filter((s) => re.test(s) && s.length >= (schema.minLength ?? 0));
  }
  const len = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) };
  return fc
    .oneof({ weight: 4, arbitrary: unicodeString(len) }, { weight: 1, arbitrary: nastyString })
    .map((s) => fitLength(s, schema));
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e6);
  const hi = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e6);
  const base = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.oneof(
        fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
      );
  return base.filter(
    (n) =>
      (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
      (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum) &&
      !Object.is(n, -0),
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return [];
}

/** Valid values for the schema; a property named in `hints` takes one of its values half of the time. */
export function validValue(schema: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const own = name !== undefined ? hints[name] : undefined;
  const base = validByShape(schema, hints);
  return own?.length ? fc.oneof(fc.constantFrom(...own), base) : base;
}

function validByShape(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validValue(s, hints)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validByShape({ ...schema, type }, hints)));
  switch (types[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, hints, k)]));
      // A body becomes JSON on the wire, where no object has a prototype; fast-check 4 also makes
      // null-prototype records, on which Ajv's uniqueItems check (fast-deep-equal) throws.
      return fc.record(model, {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
        noNullPrototype: true,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the wrong JSON type for the schema: objects where arrays go, strings for numbers, … */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const candidates: unknown[] = [
    ['string', 'x'],
    ['string', ''],
    ['number', 12],
    ['number', 1.5],
    ['boolean', true],
    ['null', null],
    ['object', {}],
    ['array', []],
    ['array', [{}]],
    ['object', { nested: { deeper: [1, 2, 3] } }],
  ]
    .filter(([type]) => !types.has(type as string) && !(type === 'number' && types.has('integer')))
    .map(([, value]) => value);
  return candidates.length ? fc.constantFrom(...candidates) : fc.constant('x');
}

/** Values just outside (or far outside) what the schema allows. */
function outOfRange(schema: JsonSchema): fc.Arbitrary<unknown> {
  const out: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string')) {
    out.push('x'.repeat((schema.maxLength ?? 1000) + 1), '€'.repeat(100_000), 'a\u0000b', '\ud800');
    if (schema.minLength) out.push('');
    if (schema.pattern || schema.format) out.push('not-matching value', 'zzzz-zzzz', ' ');
    if (isDateTime(schema) || isDate(schema))
      out.push(...OUT_OF_RANGE_DATES, '2026-12-03T18:00:00+24:00', '2026-12-03T18:00:00.1234Z');
  }
  if (types.includes('integer') || types.includes('number')) {
    out.push(Number.MAX_SAFE_INTEGER * 8, -1e308, 1e308, 0.5, -0.000001);
    if (schema.maximum !== undefined) out.push(schema.maximum + 1);
    if (schema.minimum !== undefined) out.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) out.push(schema.exclusiveMinimum);
  }
  if (schema.enum) out.push('not_in_enum', String(schema.enum[0]).toUpperCase());
  if (types.includes('array')) out.push(Array.from({ length: (schema.maxItems ?? 200) + 1 }, () => ({})));
  return out.length ? fc.constantFrom(...out) : wrongType(schema);
}

/**
 * Near-misses: a valid value with one thing wrong (a property of the wrong type or out of range,
 * a required one left out, an unknown one added), or the whole value replaced by the wrong type.
 */
export function invalidValue(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  const props = schema.properties;
  const whole = fc.oneof(wrongType(schema), outOfRange(schema));
  if (!props || !Object.keys(props).length) return whole;
  const valid = validValue(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
  const names = Object.keys(props);
  const oneProperty = fc
    .tuple(valid, fc.constantFrom(...names))
    .chain(([v, k]) => fc.oneof(wrongType(props[k]!), outOfRange(props[k]!)).map((bad) => ({ ...v, [k]: bad })));
  const extraField = fc
    .tuple(
      valid,
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'isAdmin', 'role'),
        fc.string({ minLength: 1, maxLength: 20 }),
      ),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .filter(([v, k]) => !(k in v) && !names.includes(k))
    .map(([v, k, x]) =>
      Object.defineProperty({ ...v }, k, { value: x, enumerable: true, writable: true, configurable: true }),
    );
  const required = schema.required ?? [];
  const missing = required.length
    ? fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k)))
    : whole;
  const asArray = valid.map((v) => [v]);
  return fc.oneof(oneProperty, extraField, missing, asArray, whole);
}

/** A query object as name/value pairs, the way a URL carries them (numbers and booleans as text). */
export function toPairs(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(
    ([k, v]): Array<[string, string]> =>
      v === undefined
        ? []
        : Array.isArray(v)
          ? v.map((x) => [k, typeof x === 'string' ? x : JSON.stringify(x)])
          : [[k, typeof v === 'string' ? v : JSON.stringify(v)]],
  );
}
