// Generators for what an outside fuzzer found: a NUL in every string field of every
// operation, unusual methods on every path, and large bodies a route answers without reading,
// followed by a second request on the same keep-alive connection. (Edge-of-range years and odd
// offsets are in generators.ts, so the contract fuzzer sends them to every date-time field.)
//
// FUZZ_RUNS (default 3) cases per property; FUZZ_SEED replays a run.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { loadRouteDefinitions } from '../../lib/local/route-files.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { openapi } from '../support/contract.js';
import { rawExchange } from '../support/raw-http.js';
import { inputSchema, validValue } from './generators.js';
import { configureEverything, documentedOperations, seed, send, standIns, type Seeded } from './harness.js';
import { OperationFuzzer } from './requests.js';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 3));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const options = (numRuns = RUNS) => ({ numRuns, ...(SEED !== undefined ? { seed: SEED } : {}) });

const routes = await loadRouteDefinitions();
const operations = documentedOperations(routes).filter((op) => op.route.auth !== 'webhook');

let server: TestServer;
let seeded: Seeded;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  configureEverything();
  seeded = await seed(standIns());
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

/** Every string in a JSON value, by its dotted path (the form error messages name fields in). */
export function stringPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, at ? `${at}.${i}` : String(i)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, at ? `${at}.${k}` : k));
  return [];
}

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)]));
  return value;
}

function setAt(value: unknown, path: string, make: (old: string) => string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  node[last] = make(node[last] as string);
  return copy;
}

// Bodies with a string somewhere (an all-boolean PATCH has no field to put a NUL in, and filtering for one would never end).
const hasStrings = (op: (typeof operations)[number]) =>
  op.route.body !== undefined && JSON.stringify(inputSchema(op.route.body)).includes('"string"');

describe.each(operations.filter(hasStrings).map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
  'NUL in every string field: %s',
  (_, op) => {
    it('is refused with 400 naming that field', async () => {
      const fuzzer = new OperationFuzzer(op, seeded);
      const own = Object.fromEntries(
        fuzzer.paramNames.map((n) => [
          n,
          seeded.idsByResource[op.path.split('/')[op.path.split('/').indexOf(`{${n}}`) - 1] ?? '']?.[0] ??
            crypto.randomUUID(),
        ]),
      );
      const bodies = validValue(inputSchema(op.route.body)!, seeded.hints)
        .map(withoutNul)
        .filter((b) => stringPaths(b).length > 0)
        .chain((b) => fc.tuple(fc.constant(b), fc.constantFrom(...stringPaths(b)), fc.nat()));
      await fc.assert(
        fc.asyncProperty(bodies, async ([body, path, at]) => {
          const json = setAt(
            body,
            path,
            (s) => `${s.slice(0, at % (s.length + 1))}\u0000${s.slice(at % (s.length + 1))}`,
          );
          const res = await send(
            server.url,
            fuzzer.build({ params: own, query: [], body: { json } }, 'NUL in a string field'),
          );
          expect(res.status, `${op.operationId} ${path}: ${res.text}`).toBe(400);
          expect((JSON.parse(res.text) as { message: string }).message).toBe(
            `body ${path}: must not contain NUL (U+0000) characters`,
          );
        }),
        // Generating a whole valid body is the slow part (about a second each): one per operation unless FUZZ_RUNS asks for more.
        options(Math.max(1, RUNS - 2)),
      );
    }, 60_000);
  },
);

it('NUL in a query value of every operation with query parameters is refused naming the parameter', async () => {
  for (const op of operations.filter((o) => o.route.query)) {
    const fuzzer = new OperationFuzzer(op, seeded);
    const names = Object.keys(inputSchema(op.route.query)?.properties ?? {});
    for (const name of names) {
      const own = Object.fromEntries(fuzzer.paramNames.map((n) => [n, crypto.randomUUID()]));
      const res = await send(
        server.url,
        fuzzer.build({ params: own, query: [[name, 'a\u0000b']] }, 'NUL in a query value'),
      );
      expect(res.status, `${op.operationId} ?${name}: ${res.text}`).toBe(400);
      expect((JSON.parse(res.text) as { message: string }).message, op.operationId).toBe(
        `query ${name}: must not contain NUL (U+0000) characters`,
      );
    }
  }
});

const UNUSUAL_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'SEARCH', 'M-SEARCH', 'REPORT', 'LINK'];

it('answers unusual methods on every path with 405 and the path’s own Allow', async () => {
  const paths = Object.keys(openapi.paths);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom(...UNUSUAL_METHODS), async (path, method) => {
      const listed = Object.keys(openapi.paths[path]!).map((m) => m.toUpperCase());
      const target = path.replace(/\{\w+\}/g, () => crypto.randomUUID());
      const { responses } = await rawExchange(
        Number(new URL(server.url).port),
        `${method} ${target} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`,
      );
      const res = responses[0];
      expect(res?.status, `${method} ${path}`).toBe(405);
      expect(res?.headers.allow?.split(', ').sort(), `${method} ${path}`).toEqual(
        [...listed, ...(listed.includes('GET') ? ['HEAD'] : [])].sort(),
      );
      expect(JSON.parse(res!.body)).toMatchObject({ code: 'method_not_allowed' });
    }),
    options(RUNS * 10),
  );
});

it('answers a large body a route does not read, then the next request on the same connection', async () => {
  const second = 'GET /api/openapi HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n';
  const port = Number(new URL(server.url).port);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...operations),
      fc.integer({ min: 300_000, max: 3_000_000 }),
      fc.boolean(),
      fc.constantFrom('Bearer not-a-token', ''),
      async (op, size, chunked, authorization) => {
        const target = op.path.replace(/\{\w+\}/g, () => crypto.randomUUID());
        const framing = chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`;
        const head = `${op.method} ${target} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${framing}\r\n${authorization ? `authorization: ${authorization}\r\n` : ''}\r\n`;
        const body = Buffer.alloc(size, 'a');
        const parts = chunked
          ? [head, `${size.toString(16)}\r\n`, body, '\r\n0\r\n\r\n', second]
          : [head, body, second];
        const started = Date.now();
        const { responses, closed } = await rawExchange(port, parts);
        const [first, next] = responses;
        expect(first, `${op.operationId} answered`).toBeDefined();
        expect(first!.status, `${op.operationId}: ${first!.body}`).toBeLessThan(500);
        // Either the connection stays usable and the second request is answered, or the first reply said it would close.
        if (first!.headers.connection === 'close') expect(responses).toHaveLength(1);
        else expect(next?.status, `${op.operationId} second request`).toBe(200);
        expect(closed).toBe(true);
        expect(Date.now() - started, 'no stall on the connection').toBeLessThan(5_000);
      },
    ),
    options(RUNS * 2),
  );
}, 120_000);
