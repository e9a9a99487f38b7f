// Contract fuzzing over HTTP: every operation openapi.json lists gets generated valid requests,
// near-misses and fixed hostile cases, with the credentials of its auth kind, against a real
// loopback server. Every answer must be a documented status with a body matching the documented
// schema, failures in the Error shape with a listed code, never HTML and never a 5xx.
//
// FUZZ_RUNS (default 3) is the number of generated valid and of generated invalid requests per
// operation; FUZZ_SEED replays a run. Deep run: FUZZ_RUNS=500 npx vitest run tests/fuzz
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { loadRouteDefinitions } from '../../lib/local/route-files.js';
import { expectError, startTestServer, type TestServer } from '../support/app.js';
import { openapi } from '../support/contract.js';
import {
  checkResponse,
  configureEverything,
  documentedOperations,
  perOperation,
  seed,
  send,
  standIns,
  stats,
  summary,
  type DocumentedOperation,
  type Seeded,
} from './harness.js';
import { OperationFuzzer } from './requests.js';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 3));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const routes = await loadRouteDefinitions();
const operations = documentedOperations(routes);

let server: TestServer;
let seeded: Seeded;
let methodCases = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (process.env.FUZZ_VERBOSE) console.log(perOperation());
  console.log(
    `${summary(operations.length)}; ${methodCases} wrong-method cases; FUZZ_RUNS=${RUNS}${SEED !== undefined ? ` FUZZ_SEED=${SEED}` : ''}`,
  );
});
beforeEach(async () => {
  configureEverything();
  seeded = await seed(standIns());
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

/** Rate limits and the parse quota start afresh for each case, so valid requests reach the handler. */
async function freshLimits(): Promise<void> {
  await db()`delete from rate_limits`;
  await db()`delete from syllabus_parse_counts`;
}

async function sendAndCheck(op: DocumentedOperation, req: Parameters<typeof send>[1]): Promise<void> {
  await freshLimits();
  const res = await send(server.url, req);
  await checkResponse(op, req, res);
  // Valid requests carry the right credentials: they must get past authentication.
  if (req.label === 'valid') expect(res.status, `${op.operationId}: ${res.text}`).not.toBe(401);
}

it('openapi.json and the route files list the same operations', () => {
  expect(operations.map((o) => o.operationId).sort()).toEqual(routes.map((r) => r.operationId).sort());
  expect(operations.length).toBeGreaterThan(0);
});

const options = () => ({ numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) });
const TIMEOUT = 60_000 + RUNS * 500;

describe.each(operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))('%s', (_, op) => {
  it(
    'answers generated valid requests, near-misses and hostile cases as documented',
    async () => {
      const fuzzer = new OperationFuzzer(op, seeded);
      await fc.assert(
        fc.asyncProperty(fuzzer.valid(), (req) => sendAndCheck(op, req)),
        options(),
      );
      await fc.assert(
        fc.asyncProperty(fuzzer.invalid(), (req) => sendAndCheck(op, req)),
        options(),
      );
      for (const req of fuzzer.edgeCases()) await sendAndCheck(op, req);
    },
    TIMEOUT,
  );
});

it('answers an unlisted method on every path with 405 method_not_allowed in the Error shape', async () => {
  for (const path of Object.keys(openapi.paths)) {
    const listed = Object.keys(openapi.paths[path]!).map((m) => m.toUpperCase());
    // TRACE is refused by the Fetch API's Request; PROPFIND and PURGE are methods no route file exports.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'].filter(
      (m) => !listed.includes(m),
    )) {
      const target = path.replace(/\{\w+\}/g, () => crypto.randomUUID());
      const res = await send(server.url, { method, target, headers: {}, label: 'wrong method' });
      methodCases += 1;
      stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
      stats.cases += 1;
      const response = new Response(res.text, { status: res.status, headers: res.headers });
      await expectError(response, 'method_not_allowed');
      expect(res.headers.allow?.split(', ').sort(), `${method} ${path}`).toEqual(
        [...listed, ...(listed.includes('GET') ? ['HEAD'] : [])].sort(),
      );
    }
  }
});

it('the checks refuse a 5xx, an HTML page, an undocumented status and a body off its schema', async () => {
  const op = operations.find((o) => o.method === 'GET' && !o.path.includes('{'))!;
  const req = { method: op.method, target: op.path, headers: {}, label: 'self-test' };
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const internal = JSON.stringify({ error: 'x', code: 'internal_error', message: 'x', hint: 'x', status: 500 });
  await expect(checkResponse(op, req, { status: 500, headers: json, text: internal }, false)).rejects.toThrow(/no 5xx/);
  await expect(
    checkResponse(
      op,
      req,
      { status: 404, headers: { 'content-type': 'text/html' }, text: '<h1>Not found</h1>' },
      false,
    ),
  ).rejects.toThrow(/HTML/);
  await expect(checkResponse(op, req, { status: 418, headers: json, text: '{}' }, false)).rejects.toThrow(
    /documented status/,
  );
  await expect(
    checkResponse(op, req, { status: 200, headers: json, text: '[{"unexpected":true}]' }, false),
  ).rejects.toThrow();
});

it('fuzzed every documented operation, each past authentication', () => {
  const missing = operations.filter((op) => !stats.byOperation.get(op.operationId)?.cases);
  expect(
    missing.map((o) => o.operationId),
    'operations never fuzzed',
  ).toEqual([]);
  const stuck = operations.filter((op) => !stats.byOperation.get(op.operationId)?.pastAuth);
  expect(
    stuck.map((o) => o.operationId),
    'operations no request got past authentication',
  ).toEqual([]);
  expect(stats.fiveHundreds).toEqual([]);
});
