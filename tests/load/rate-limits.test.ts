// Load on the rate limits over real HTTP: 200 concurrent requests on one API token (120 a
// rolling minute) and concurrent ticket creations from one client address (5 an hour), first
// on one server, then spread over five server processes sharing one PostgreSQL.
//
// CI runs one round of each (the suite runs twice: PGlite, then PostgreSQL, where the
// five-process part runs). `LOAD_ROUNDS=20 npx vitest run tests/load` repeats every burst.
// Client addresses: the server, like the platform, overwrites x-forwarded-for with the socket
// address, so each simulated client binds its socket to its own 127.x.y.z address.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { TICKET_CREATE_LIMIT } from '../../lib/tickets/visitor.js';
import { expectError, makeToken, useTestServer } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import {
  rawRequest,
  startServerProcess,
  toResponse,
  type RawResponse,
  type ServerProcess,
} from '../support/server-process.js';

const ROUNDS = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 1));
const BURST = 200;
const PROCESSES = 5;
const onPostgres = inject('dbMode') === 'postgres';

interface Timed extends RawResponse {
  /** Milliseconds from the start of the burst to this answer. */
  at: number;
}

/** Sends `count` requests at once, the i-th to servers[i % n]; returns them with their answer times. */
async function burst(servers: string[], count: number, request: (base: string, i: number) => Promise<RawResponse>) {
  const started = performance.now();
  const responses = await Promise.all(
    Array.from(
      { length: count },
      async (_, i): Promise<Timed> => ({
        ...(await request(servers[i % servers.length]!, i)),
        at: performance.now() - started,
      }),
    ),
  );
  return { responses, elapsedMs: performance.now() - started };
}

/**
 * Exactly `limit` successes; every other answer is a documented 429 rate_limited whose
 * Retry-After is an integer that fits the window: at most the window, and at least the window
 * minus the time since the burst began (the oldest counted hit is no older than that).
 */
async function expectExactLimit(
  responses: Timed[],
  limit: number,
  windowSeconds: number,
  method: string,
  path: string,
  okStatus = 200,
) {
  const ok = responses.filter((r) => r.status === okStatus);
  const limited = responses.filter((r) => r.status === 429);
  expect({ ok: ok.length, limited: limited.length }).toEqual({ ok: limit, limited: responses.length - limit });
  const retryAfter: number[] = [];
  for (const r of limited) {
    const value = Number(r.headers['retry-after']);
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeLessThanOrEqual(windowSeconds);
    expect(value).toBeGreaterThanOrEqual(Math.max(1, windowSeconds - Math.ceil(r.at / 1000)));
    expect(r.headers['ratelimit-reset']).toBe(String(value));
    expect(r.headers['ratelimit-limit']).toBe(String(limit));
    expect(r.headers['ratelimit-remaining']).toBe('0');
    const response = toResponse(r);
    await expectDocumented(method, path, response.clone());
    await expectError(response, 'rate_limited');
    retryAfter.push(value);
  }
  return { ok: ok.length, limited: limited.length, retryAfter: [Math.min(...retryAfter), Math.max(...retryAfter)] };
}

const describeLine = (
  label: string,
  r: { ok: number; limited: number; retryAfter: number[] },
  okStatus: number,
  ms: number,
) =>
  console.log(
    `[load] ${label}: ${r.ok} × ${okStatus}, ${r.limited} × 429, Retry-After ${r.retryAfter[0]}–${r.retryAfter[1]} s, ${Math.round(ms)} ms`,
  );

/** GET /api/v1/me/courses with one personal token, 200 at once. */
async function tokenBurst(servers: string[], label: string) {
  const { token } = await makeToken('per');
  const { responses, elapsedMs } = await burst(servers, BURST, (base) =>
    rawRequest(`${base}/api/v1/me/courses`, { headers: { authorization: `Bearer ${token}` } }),
  );
  // The counts only mean "inside a minute" if the burst took less than one.
  expect(elapsedMs).toBeLessThan(TOKEN_RATE_LIMIT.windowSeconds * 1000);
  const result = await expectExactLimit(
    responses,
    TOKEN_RATE_LIMIT.limit,
    TOKEN_RATE_LIMIT.windowSeconds,
    'GET',
    '/api/v1/me/courses',
  );
  // Each success saw a different count: the 120 hits were counted one by one, none twice.
  const remaining = responses
    .filter((r) => r.status === 200)
    .map((r) => Number(r.headers['ratelimit-remaining']))
    .sort((a, b) => a - b);
  expect(remaining).toEqual(Array.from({ length: TOKEN_RATE_LIMIT.limit }, (_, i) => i));
  describeLine(label, result, 200, elapsedMs);
}

let addressCounter = 0;
/** A loopback address of its own for each simulated client (127.0.0.0/8 is all loopback on Linux). */
function nextClientAddress(): string {
  const n = ++addressCounter;
  return `127.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

/** 4 × the limit of ticket creations from one client address at once; then another address. */
async function ticketBurst(servers: string[], label: string) {
  const client = nextClientAddress();
  const count = TICKET_CREATE_LIMIT.limit * 4;
  const create = (base: string, i: number, localAddress: string) =>
    rawRequest(`${base}/api/ticket`, {
      method: 'POST',
      localAddress,
      // A forged, different x-forwarded-for on every request: it must not split the bucket.
      headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
      body: JSON.stringify({ email: 'visitor@example.com', message: `Load ticket ${i}` }),
    });
  const { responses, elapsedMs } = await burst(servers, count, (base, i) => create(base, i, client));
  const result = await expectExactLimit(
    responses,
    TICKET_CREATE_LIMIT.limit,
    TICKET_CREATE_LIMIT.windowSeconds,
    'POST',
    '/api/ticket',
  );
  for (const r of responses.filter((x) => x.status === 200))
    expect(JSON.parse(r.body)).toMatchObject({ status: 'open', caseId: expect.any(String) });
  describeLine(`${label}, one client address`, result, 200, elapsedMs);

  // Another client is unaffected, and gets exactly its own limit.
  const other = nextClientAddress();
  const second = await burst(servers, count, (base, i) => create(base, i, other));
  const otherResult = await expectExactLimit(
    second.responses,
    TICKET_CREATE_LIMIT.limit,
    TICKET_CREATE_LIMIT.windowSeconds,
    'POST',
    '/api/ticket',
  );
  describeLine(`${label}, another client address`, otherResult, 200, second.elapsedMs);
}

describe('one server', () => {
  const server = useTestServer();

  it(`${BURST} concurrent requests on one token: exactly ${TOKEN_RATE_LIMIT.limit} succeed, the rest 429 with a fitting Retry-After`, async () => {
    for (let round = 1; round <= ROUNDS; round++) await tokenBurst([server.url], `one server, token, round ${round}`);
  }, 60_000);

  it(`concurrent ticket creations from one client address: exactly ${TICKET_CREATE_LIMIT.limit}; another address is unaffected`, async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await ticketBurst([server.url], `one server, tickets, round ${round}`);
  }, 60_000);
});

// PGlite is one database in one process; five processes sharing it needs a PostgreSQL server.
const fiveReason = onPostgres ? '' : ' [skipped: needs DATABASE_URL (a PostgreSQL server); PGlite serves one process]';
describe.skipIf(!onPostgres)(`${PROCESSES} server processes sharing one PostgreSQL${fiveReason}`, () => {
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () =>
        startServerProcess({ env: { DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOL_MAX: '10' } }),
      ),
    );
    servers = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it(`${BURST} concurrent requests on one token spread over ${PROCESSES} processes: exactly ${TOKEN_RATE_LIMIT.limit} succeed`, async () => {
    expect(new Set(servers.map((s) => s.url)).size).toBe(PROCESSES);
    for (let round = 1; round <= ROUNDS; round++)
      await tokenBurst(
        servers.map((s) => s.url),
        `${PROCESSES} processes, token, round ${round}`,
      );
  }, 60_000);

  it(`ticket creations from one client address spread over ${PROCESSES} processes: exactly ${TICKET_CREATE_LIMIT.limit}`, async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await ticketBurst(
        servers.map((s) => s.url),
        `${PROCESSES} processes, tickets, round ${round}`,
      );
  }, 60_000);
});
