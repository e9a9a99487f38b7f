// Requests for one documented operation: valid ones (generated from its zod schemas, with the
// caller's own ids mixed in so they reach the handler), near-misses, and fixed hostile cases
// (malformed JSON, wrong content types, bodies over 1 MB, invalid UTF-8, hostile paths and
// query strings). Every request carries the credentials of the operation's auth kind.
import fc from 'fast-check';
import Stripe from 'stripe';
import { MAX_BODY_BYTES } from '../../lib/route.js';
import { signedEvent, stripeFixture, WEBHOOK_SECRET } from '../support/stripe.js';
import { inputSchema, invalidValue, NASTY_STRINGS, toPairs, validValue, type JsonSchema } from './generators.js';
import {
  credentialsFor,
  encodeSegment,
  queryString,
  type DocumentedOperation,
  type FuzzRequest,
  type Seeded,
} from './harness.js';

interface Parts {
  params: Record<string, string>;
  query: Array<[string, string]>;
  /** A JSON value to send, or raw bytes with their content type. */
  body?: { json: unknown } | { raw: Buffer; contentType?: string; chunked?: boolean };
  headers?: Record<string, string>;
}

const JSON_TYPE = 'application/json';
const SAMPLE_SEED = Number(process.env.FUZZ_SEED ?? 1);

export class OperationFuzzer {
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  readonly body?: JsonSchema;
  readonly paramNames: string[];
  readonly webhook: boolean;

  constructor(
    readonly op: DocumentedOperation,
    readonly seeded: Seeded,
  ) {
    this.params = inputSchema(op.route.params);
    this.query = inputSchema(op.route.query);
    this.body = inputSchema(op.route.body);
    this.paramNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    this.webhook = op.route.auth === 'webhook';
  }

  get takesBody(): boolean {
    return this.body !== undefined || this.webhook;
  }

  build(parts: Parts, label: string): FuzzRequest {
    const path = this.op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(parts.params[name] ?? ''));
    const headers: Record<string, string> = { ...credentialsFor(this.op.route, this.seeded), ...parts.headers };
    let body: Buffer | undefined;
    let chunked = false;
    if (parts.body && 'json' in parts.body) {
      body = Buffer.from(JSON.stringify(parts.body.json) ?? 'null');
      headers['content-type'] ??= JSON_TYPE;
    } else if (parts.body) {
      body = parts.body.raw;
      chunked = parts.body.chunked ?? false;
      if (parts.body.contentType) headers['content-type'] = parts.body.contentType;
    }
    // Webhook bodies are signed as Stripe signs them, unless the case is about the signature.
    if (this.webhook && headers['stripe-signature'] === undefined)
      headers['stripe-signature'] = signRaw(body?.toString('utf8') ?? '');
    if (headers['stripe-signature'] === '') delete headers['stripe-signature'];
    return {
      method: this.op.method,
      target: `${path}${queryString(parts.query)}`,
      headers,
      ...(body ? { body } : {}),
      chunked,
      label,
    };
  }

  /** Own ids for a path parameter (by the resource named before it), else a schema-valid value. */
  private paramArb(name: string, valid: boolean): fc.Arbitrary<string> {
    const segments = this.op.path.split('/');
    const resource = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
    const own = this.seeded.idsByResource[resource] ?? [];
    const schema = this.params?.properties?.[name] ?? { type: 'string' };
    const fromSchema = validValue(schema).map(String).filter(usableSegment);
    if (valid)
      return own.length
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fromSchema })
        : fromSchema;
    return fc.oneof(
      fc.constantFrom(...HOSTILE_SEGMENTS),
      fc.constantFrom(...NASTY_STRINGS).filter(usableSegment),
      fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter(usableSegment),
      fc.constantFrom(...own).map((id) => `${id}x`),
      fc.constantFrom(...own).map((id) => id.toUpperCase()),
    );
  }

  private paramsArb(valid: boolean): fc.Arbitrary<Record<string, string>> {
    return fc.record(Object.fromEntries(this.paramNames.map((n) => [n, this.paramArb(n, valid)])));
  }

  private validQuery(): fc.Arbitrary<Array<[string, string]>> {
    return this.query ? validValue(this.query, this.seeded.hints).map(toPairs) : fc.constant([]);
  }

  private validBody(): fc.Arbitrary<Parts['body']> {
    if (this.webhook) return webhookEvents(this.seeded);
    return this.body ? validValue(this.body, this.seeded.hints).map((json) => ({ json })) : fc.constant(undefined);
  }

  /** Valid requests: every part generated from the operation's schemas. */
  valid(): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({ params: this.paramsArb(true), query: this.validQuery(), body: this.validBody() })
      .map((p) => this.build({ params: p.params, query: p.query, ...(p.body ? { body: p.body } : {}) }, 'valid'));
  }

  /** Near-misses: valid requests with one part wrong (a path parameter, the query or the body). */
  invalid(): fc.Arbitrary<FuzzRequest> {
    const parts: Array<fc.Arbitrary<Parts & { what: string }>> = [];
    const base = { params: this.paramsArb(true), query: this.validQuery(), body: this.validBody() };
    if (this.paramNames.length) {
      parts.push(fc.record({ ...base, params: this.paramsArb(false) }).map((p) => ({ ...p, what: 'path parameter' })));
    }
    const badQuery = fc.oneof(
      this.query ? invalidValue(this.query, this.seeded.hints).map(toPairs) : fc.constant<Array<[string, string]>>([]),
      // Repeated names, which single-valued parameters refuse.
      this.validQuery().chain((pairs) => {
        const names = Object.keys(this.query?.properties ?? {});
        return names.length
          ? fc.constantFrom(...names).map((n): Array<[string, string]> => [...pairs, [n, '1'], [n, '2']])
          : fc.constant(pairs);
      }),
      fc
        .tuple(this.validQuery(), fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...NASTY_STRINGS))
        .map(([pairs, k, v]): Array<[string, string]> => [...pairs, [k, v]]),
    );
    parts.push(fc.record({ ...base, query: badQuery }).map((p) => ({ ...p, what: 'query' })));
    if (this.body) {
      const badBody = invalidValue(this.body, this.seeded.hints).map((json) => ({ json }));
      parts.push(fc.record({ ...base, body: badBody }).map((p) => ({ ...p, what: 'body' })));
    }
    if (this.webhook) {
      // Signed bodies that are not events, and events with a missing, forged, stale or garbled signature.
      parts.push(fc.record({ ...base, body: badWebhookBodies() }).map((p) => ({ ...p, what: 'webhook body' })));
      const badSignature = fc.oneof(
        fc.constant(''),
        fc.constant(signRaw('{}', { secret: 'whsec_wrong' })),
        fc.constant(signRaw('{}')),
        fc.constantFrom('t=1,v1=abc', 'garbage', 'v1=', 't=,v1=,v0='),
        fc.string({ maxLength: 40, unit: 'grapheme-ascii' }),
      );
      parts.push(
        fc.record({ ...base, signature: badSignature }).map((p) => ({
          params: p.params,
          query: p.query,
          body: p.body,
          headers: { 'stripe-signature': p.signature },
          what: 'signature',
        })),
      );
      parts.push(
        fc.record({ ...base, age: fc.integer({ min: 301, max: 10_000_000 }) }).map((p) => {
          const text = p.body && 'raw' in p.body ? p.body.raw.toString('utf8') : '';
          return {
            params: p.params,
            query: p.query,
            body: p.body,
            headers: { 'stripe-signature': signRaw(text, { timestamp: Math.floor(Date.now() / 1000) - p.age }) },
            what: 'stale signature',
          };
        }),
      );
    }
    return fc.oneof(...parts).map((p) => {
      const { what, ...rest } = p;
      return this.build(
        {
          params: rest.params,
          query: rest.query,
          ...(rest.body ? { body: rest.body } : {}),
          ...(rest.headers ? { headers: rest.headers } : {}),
        },
        `invalid ${what}`,
      );
    });
  }

  /** Fixed hostile cases, sent once per operation. */
  edgeCases(): FuzzRequest[] {
    const own = Object.fromEntries(this.paramNames.map((n) => [n, this.ownParam(n)]));
    const base = { params: own, query: [] as Array<[string, string]> };
    const raw = (
      text: string | Buffer,
      label: string,
      contentType: string | undefined = JSON_TYPE,
      chunked = false,
    ) => {
      const bytes = typeof text === 'string' ? Buffer.from(text) : text;
      return this.build({ ...base, body: { raw: bytes, ...(contentType ? { contentType } : {}), chunked } }, label);
    };
    const cases: FuzzRequest[] = [];
    const sample = (b: Parts['body']) => (b ? ('json' in b ? JSON.stringify(b.json) : b.raw.toString('utf8')) : '{}');
    // One generated valid body, for the cases about the query, the path or the content type.
    const validText = this.takesBody ? sample(fc.sample(this.validBody(), { numRuns: 1, seed: SAMPLE_SEED })[0]) : '{}';

    // Bodies: malformed JSON, wrong JSON types, wrong content types, over 1 MB, invalid UTF-8. An
    // operation without a body gets a few of them (the body must be ignored, or refused if too large).
    const big = Buffer.from(`{"x":"${'a'.repeat(MAX_BODY_BYTES)}"}`);
    cases.push(raw(big, 'body over 1 MB with Content-Length'));
    cases.push(raw(big, 'body over 1 MB, chunked', JSON_TYPE, true));
    cases.push(raw('{', 'malformed JSON "{"'));
    if (this.takesBody) {
      for (const text of ['{"a":', "{'a':1}", '[1,]', 'NaN', 'undefined', '{"a":1}}', '\ufeff{}', '{"a":1,"a":2}'])
        cases.push(raw(text, `malformed JSON ${JSON.stringify(text)}`));
      for (const text of [
        'null',
        '[]',
        '[{}]',
        '"text"',
        '123',
        'true',
        '{}',
        '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      ])
        cases.push(raw(text, `JSON of the wrong type ${text.slice(0, 20)}`));
      cases.push(
        raw('{"x":"' + '\\u0000'.repeat(50) + '","y":"\\ud800\\udfff\\ud800"}', 'JSON with NUL and lone surrogates'),
      );
      cases.push(raw(validText, 'valid JSON as text/plain', 'text/plain'));
      cases.push(raw(validText, 'valid JSON with no content type', undefined));
      cases.push(raw('a=1&b=2&code=x', 'form-encoded body', 'application/x-www-form-urlencoded'));
      cases.push(
        raw(
          '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
          'multipart body',
          'multipart/form-data; boundary=b',
        ),
      );
      cases.push(raw('<?xml version="1.0"?><a>1</a>', 'XML body', 'application/xml'));
      cases.push(
        raw(
          Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
          'invalid UTF-8 bytes',
        ),
      );
      cases.push(raw('', 'empty body'));
      cases.push(
        raw(
          Buffer.from(`{"x":"${'é'.repeat(MAX_BODY_BYTES / 2 - 8)}"}`),
          'body just under 1 MB of two-byte characters',
        ),
      );
    }

    // Query strings: repeated and unknown names, invalid percent-encoding, NUL, very long values.
    const names = Object.keys(this.query?.properties ?? {});
    const rawQuery = (q: string, label: string) => {
      const built = this.build(
        { ...base, ...(this.takesBody ? { body: { raw: Buffer.from(validText), contentType: JSON_TYPE } } : {}) },
        label,
      );
      return { ...built, target: `${built.target}${q}` };
    };
    for (const n of names.length ? names : ['limit']) cases.push(rawQuery(`?${n}=1&${n}=2&${n}=`, `repeated ${n}`));
    cases.push(rawQuery('?zzz_unknown=1', 'unknown query parameter'));
    cases.push(rawQuery(`?${names[0] ?? 'q'}=%E0%A4%A`, 'invalid percent-encoding in the query'));
    cases.push(rawQuery(`?${names[0] ?? 'q'}=%00`, 'NUL in the query'));
    cases.push(rawQuery(`?${names[0] ?? 'q'}=%F0%9F%98%80%E2%80%AE`, 'emoji and RTL in the query'));
    cases.push(rawQuery(`?${names[0] ?? 'q'}=${'x'.repeat(8000)}`, 'an 8 KB query value'));
    cases.push(rawQuery('?=&&=x&%5B%5D=1', 'empty and bracketed names'));

    // Path parameters: hostile segments in each position.
    for (const name of this.paramNames) {
      for (const seg of HOSTILE_SEGMENTS) {
        const built = this.build(
          {
            ...base,
            params: { ...own, [name]: seg },
            ...(this.takesBody ? { body: { raw: Buffer.from(validText), contentType: JSON_TYPE } } : {}),
          },
          `path ${name}=${seg.slice(0, 20)}`,
        );
        cases.push(built);
      }
    }
    return cases;
  }

  private ownParam(name: string): string {
    const segments = this.op.path.split('/');
    const resource = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
    return this.seeded.idsByResource[resource]?.[0] ?? crypto.randomUUID();
  }
}

/** Path segments a client can send; dot segments are left out (the URL parser folds them into another path). */
const usableSegment = (s: string) =>
  s.length > 0 && !/^(\.|%2e){1,2}$/i.test(s) && !s.includes('/') && !s.includes('?') && !s.includes('#');

export const HOSTILE_SEGMENTS = [
  crypto.randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%00',
  '%ZZ',
  '%D8%00',
  '%2F',
  '%F0%9F%98%80',
  '%E2%80%AE',
  'x'.repeat(5000),
  '1e309',
  '-1',
  "'%20or%201=1--",
  'cal_' + 'A'.repeat(43) + '.ics',
  'GT-AAAA-AAAA-AAAA',
] as const;

/** The stripe-signature header Stripe would send for this payload (the SDK's own test helper). */
export const signRaw = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** Signed Stripe events of every type the receiver acts on (and some it ignores), around fixture objects with fuzzed fields. */
function webhookEvents(s: Seeded): fc.Arbitrary<Parts['body']> {
  const customer = fc.oneof(fc.constant(null), fc.constantFrom('cus_unknown000', 'cus_'), fc.string({ maxLength: 30 }));
  const objects = {
    'checkout.session.completed': () => stripeFixture('checkout_session_complete'),
    'customer.subscription.created': () => stripeFixture('subscription'),
    'customer.subscription.updated': () => stripeFixture('subscription'),
    'customer.subscription.deleted': () => stripeFixture('subscription'),
    'invoice.paid': () => stripeFixture('invoice'),
    'invoice.payment_failed': () => stripeFixture('invoice'),
    'customer.created': () => stripeFixture('customer'),
    'charge.refunded': () => ({}),
  } as const;
  const types = Object.keys(objects) as Array<keyof typeof objects>;
  return fc
    .record({
      type: fc.constantFrom(...types),
      customer,
      status: fc.constantFrom('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid', 'paused', 'weird'),
      amount: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constant(-1)),
      mode: fc.constantFrom('subscription', 'payment', 'setup'),
      subscription: fc.oneof(fc.constant(null), fc.constantFrom('sub_missing000'), fc.uuid()),
      userId: fc.oneof(fc.constant(s.user.id), fc.uuid(), fc.string({ maxLength: 20 })),
      created: fc.integer({ min: 0, max: 4_000_000_000 }),
    })
    .map((f) => {
      const object = objects[f.type]() as Record<string, unknown>;
      if ('customer' in object) object.customer = f.customer;
      if (f.type.startsWith('customer.subscription')) object.status = f.status;
      if (f.type.startsWith('invoice')) object.amount_paid = f.amount;
      if (f.type === 'checkout.session.completed')
        Object.assign(object, { mode: f.mode, subscription: f.subscription, client_reference_id: f.userId });
      if (object.metadata && typeof object.metadata === 'object')
        object.metadata = { ...object.metadata, user_id: f.userId };
      return { raw: Buffer.from(signedEvent(f.type, object, { created: f.created }).payload), contentType: JSON_TYPE };
    });
}

/** Webhook bodies that are not valid events: non-JSON, JSON without the event's fields, garbage objects. */
function badWebhookBodies(): fc.Arbitrary<Parts['body']> {
  return fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.constantFrom(
        'not json',
        '{"type":"invoice.paid"}',
        '{"id":"evt_1","type":"invoice.paid","data":{}}',
        '{"id":"evt_2","type":"checkout.session.completed","data":{"object":null}}',
        '{"id":1,"type":["x"],"created":"soon"}',
      ),
    )
    .map((text) => ({ raw: Buffer.from(text), contentType: JSON_TYPE }));
}
