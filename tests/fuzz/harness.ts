// The contract fuzzer's moving parts: a raw HTTP client (bytes, headers and paths exactly as
// given, chunked bodies included), the caller's own rows for path parameters and hints, the
// credentials each auth kind takes, and the checks every response must pass.
import { request as httpRequest } from 'node:http';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { expect, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { ErrorBody } from '../../lib/errors.js';
import { feedNet } from '../../lib/lms/fetch.js';
import type { RouteDefinition } from '../../lib/route.js';
import { call, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented, openapi } from '../support/contract.js';
import { concordiaHandlers, useProvider, type Seen } from '../support/directory.js';
import { mswServer } from '../support/msw.js';
import { CRON_SECRET, vapid } from '../support/push-env.js';
import { FakePushService } from '../support/push-service.js';
import { configureStripe, FakeStripe } from '../support/stripe.js';
import { openTicket } from '../support/tickets.js';
import type { Hints } from './generators.js';

// ---------------------------------------------------------------------------------------------
// Sending

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as they go on the request line. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body with chunked transfer encoding (no Content-Length), as a streaming client does. */
  chunked?: boolean;
  /** What the case is, for failure messages and statistics. */
  label: string;
}

export interface FuzzResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One request over a fresh loopback connection; whatever the server answers is returned. */
export function send(baseUrl: string, req: FuzzRequest): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // keep-alive: the server then reads and drops a body its route does not take after answering. With
    // Connection: close it shuts the socket with that body unread, and the kernel's reset can cut off a
    // long answer in flight (seen with GET /api/openapi and a 1 MB body); that is TCP, not the contract.
    const headers: Record<string, string | number> = { connection: 'keep-alive', ...req.headers };
    if (req.body && !req.chunked) headers['content-length'] = req.body.length;
    // Node frames a body in chunks by itself only for POST/PUT/PATCH; say so for every method.
    if (req.body && req.chunked) headers['transfer-encoding'] = 'chunked';
    const r = httpRequest(
      { host: url.hostname, port: url.port, method: req.method, path: req.target, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          r.destroy();
          const flat: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
          resolve({ status: res.statusCode ?? 0, headers: flat, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    // The server may answer (400, too large) and close before the whole body is written.
    r.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    if (req.body && req.chunked) {
      const size = 64 * 1024;
      for (let i = 0; i < req.body.length; i += size) r.write(req.body.subarray(i, i + size));
    } else if (req.body) {
      r.write(req.body);
    }
    r.end();
  });
}

/** Lone surrogates become U+FFFD: a URL can only carry UTF-8 (JSON bodies keep them, as \\uD800 escapes). */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Percent-encodes what may not appear raw on a request line, leaving existing %XX (valid or not) alone. */
export function encodeSegment(value: string): string {
  return Array.from(value)
    .map((ch) => (/^[A-Za-z0-9\-._~!$&'()*+,;=:@%]$/.test(ch) ? ch : encodeURIComponent(wellFormed(ch))))
    .join('');
}

/**
 * Each encoded name and value is cut at 2,000 characters: a request head over 16 KB is refused by
 * Node's HTTP parser (431, before any route runs), as by any platform's front end, so longer
 * values would test the transport, not the contract.
 */
export const MAX_QUERY_PART = 2000;
const encodePart = (s: string) =>
  encodeURIComponent(wellFormed(s))
    .slice(0, MAX_QUERY_PART)
    .replace(/%[0-9A-F]?$/, '');

export function queryString(pairs: Array<[string, string]>): string {
  if (!pairs.length) return '';
  return `?${pairs.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&')}`;
}

// ---------------------------------------------------------------------------------------------
// The documented operations

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  route: RouteDefinition;
}

/** Every operation openapi.json lists, joined to the route definition that serves it. */
export function documentedOperations(routes: RouteDefinition[]): DocumentedOperation[] {
  const byId = new Map(routes.map((r) => [r.operationId, r]));
  const out: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const route = byId.get(op.operationId);
      if (!route) throw new Error(`openapi.json lists ${op.operationId}, which no route file defines`);
      out.push({ operationId: op.operationId, method: method.toUpperCase(), path, route });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Configuration and third parties: every key set, every upstream answered by its stand-in

/** Sets every key an operation can need, so not_configured cannot legitimately happen. */
export function configureEverything(): void {
  configureStripe();
  vi.stubEnv('VAPID_PUBLIC_KEY', vapid.publicKey);
  vi.stubEnv('VAPID_PRIVATE_KEY', vapid.privateKey);
  vi.stubEnv('VAPID_SUBJECT', 'mailto:ops@gradetrack.example');
  vi.stubEnv('CRON_SECRET', CRON_SECRET);
  useProvider('concordia');
  resetEnv();
}

const ownerFixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/stripe-owner/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

export interface Upstreams {
  stripe: FakeStripe;
  push: FakePushService;
  directory: Seen[];
}

/** msw stand-ins for Stripe (incl. the owner's charge list), the push services and the directory. */
export function standIns(): Upstreams {
  const stripe = new FakeStripe();
  // The owner payments report lists charges; FakeStripe serves the customer side only.
  const list = ownerFixture('list.json');
  const charge = ownerFixture('charge.json');
  mswServer.use(
    http.get('https://api.stripe.com/v1/charges', () =>
      HttpResponse.json({ ...list, data: [charge], has_more: false }),
    ),
  );
  const push = new FakePushService(() => vapid.publicKey);
  mswServer.use(...push.handlers());
  const directory: Seen[] = [];
  mswServer.use(...concordiaHandlers(directory));
  // LMS calendar feeds: every host resolves to a public address, and any https feed URL answers a small calendar.
  vi.spyOn(feedNet, 'lookup').mockResolvedValue(['93.184.216.34']);
  mswServer.use(
    http.get(/^https:\/\/[^/]+\/.*\.ics/, () =>
      HttpResponse.text(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:event-assignment-1\r\nSUMMARY:Essay [FUZ 101]\r\nDTSTART:20310301T170000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
        { headers: { 'content-type': 'text/calendar' } },
      ),
    ),
  );
  return { stripe, push, directory };
}

// ---------------------------------------------------------------------------------------------
// The caller's own rows

export interface Seeded {
  user: TestUser;
  tokens: Record<'per' | 'adm' | 'sup' | 'owner', { id: string; token: string }>;
  hints: Hints;
  /** Own ids by the resource name that precedes a path parameter (courses/{id} → a course id). */
  idsByResource: Record<string, string[]>;
}

let slugCounter = 0;

/** A user with a course, assessments, a calendar feed, a push device and a paid checkout; a ticket; a club. */
export async function seed(up: Upstreams): Promise<Seeded> {
  const user = await makeUser();
  const other = await makeUser(); // not on the club's team: addTeammate can succeed
  const tokens = {
    per: await makeToken('per', user.id),
    adm: await makeToken('adm'),
    sup: await makeToken('sup'),
    owner: await makeToken('owner'),
  };
  const ok = async (res: Response, what: string) => {
    const text = await res.text();
    expect(res.status, `${what}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as Record<string, unknown> & { id: string };
  };
  const course = await ok(
    await call('POST', '/api/courses', {
      token: user.token,
      body: {
        code: 'FUZ 101',
        title: 'Fuzzing',
        credits: 3,
        assessments: [
          { title: 'Essay', due: '2031-03-01T17:00:00Z', weight: 40, status: 'graded', grade: { percent: 81 } },
          { title: 'Exam', due: '2031-04-20', weight: 60 },
        ],
      },
    }),
    'course',
  );
  const assessmentIds = (course.assessments as Array<{ id: string }>).map((a) => a.id);
  const feedUrl = (await ok(await call('POST', '/api/me/calendar-feed', { token: user.token }), 'feed')).url as string;
  const device = up.push.device();
  await ok(
    await call('POST', '/api/push-subscriptions', {
      token: user.token,
      body: { endpoint: device.endpoint, keys: device.keys },
    }),
    'push',
  );
  await ok(await call('POST', '/api/payment-checkout', { token: user.token, body: { plan: 'monthly' } }), 'checkout');
  const session = [...up.stripe.sessions.values()].at(-1)!;
  up.stripe.completeCheckout(session.id);
  const ticket = await openTicket();
  const org = await ok(
    await call('POST', '/api/v1/orgs', {
      token: tokens.adm.token,
      body: { name: 'Fuzz Club', slug: `fuzz-${++slugCounter}-${Date.now().toString(36)}` },
    }),
    'org',
  );
  await ok(
    await call('POST', `/api/v1/orgs/${org.id}/team`, { token: tokens.adm.token, body: { userId: user.id } }),
    'teammate',
  );
  const feed = feedUrl.split('/').at(-1)!;
  const [lmsFeed] = await db()<{ id: string }[]>`
    insert into lms_feeds (user_id, url, host, tail)
    values (${user.id}, 'https://canvas.example.edu/feeds/calendars/user_fuzz.ics', 'canvas.example.edu', '.ics')
    returning id`;
  // A seat watch as POST /api/seat-watches stores it (the stand-in directory lists no current term at today's date).
  const [watch] = await db()<{ id: string }[]>`
    insert into seat_watches (user_id, provider, subject, catalog, term_code, class_number, notify_on, state, snapshot)
    values (${user.id}, 'concordia', 'BIOL', '201', '2182', '1226', 'seat', 'full',
            '{"section":"01","enrolled":75,"capacity":75,"waitlisted":19,"waitlistCap":75,"hasReserved":true,"unreservedOpenSeats":null}')
    returning id`;
  return {
    user,
    tokens,
    idsByResource: {
      courses: [course.id],
      assessments: assessmentIds,
      assignments: assessmentIds,
      tokens: [tokens.per.id, tokens.sup.id],
      users: [user.id],
      orgs: [org.id],
      team: [user.id],
      tickets: [ticket.caseId],
      calendar: [feed],
      'seat-watches': [watch!.id],
      feeds: [lmsFeed!.id],
    },
    hints: {
      ...documentedExamples(),
      courseId: [course.id],
      course_id: [course.id],
      sessionId: [session.id],
      caseId: [ticket.caseId],
      token: [ticket.token],
      endpoint: [device.endpoint],
      keys: [device.keys],
      userId: [other.id, user.id],
      actorUserId: [user.id],
      organisationId: [org.id],
      tokenId: [tokens.per.id],
      email: [other.email ?? 'student@example.edu', user.email ?? 'student@example.edu'],
      subject: ['BIOL'],
      catalog: ['201'],
    },
  };
}

/**
 * The examples openapi.json gives for properties and parameters, by name (`path: ['/dashboard']`):
 * values the contract itself calls valid, which generated strings rarely hit.
 */
export function documentedExamples(): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    (out[name] ??= []).includes(value) || out[name]!.push(value);
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === 'object') {
      for (const [name, prop] of Object.entries(n.properties as Record<string, Record<string, unknown>>))
        add(name, prop?.example);
    }
    if (n.in && typeof n.name === 'string')
      add(n.name, (n.schema as Record<string, unknown> | undefined)?.example ?? n.example);
    Object.values(n).forEach(walk);
  };
  walk(openapi);
  return out;
}

/** The Authorization (and signature) headers that get a request of this auth kind past authentication. */
export function credentialsFor(route: RouteDefinition, s: Seeded): Record<string, string> {
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
  switch (route.auth) {
    case 'none':
    case 'webhook': // signed per body by the webhook generator
      return {};
    case 'user':
      return bearer(s.user.token);
    case 'cron':
      return bearer(CRON_SECRET);
    case 'token:personal':
      return bearer(s.tokens.per.token);
    case 'token:admin':
      return bearer(s.tokens.adm.token);
    case 'token:support':
      return bearer(s.tokens.sup.token);
    case 'token:owner':
      return bearer(s.tokens.owner.token);
  }
}

// ---------------------------------------------------------------------------------------------
// Checks and statistics

export interface Stats {
  cases: number;
  statuses: Map<number, number>;
  byOperation: Map<string, { cases: number; pastAuth: number; success: number; statuses: Map<number, number> }>;
  fiveHundreds: string[];
}

export const stats: Stats = { cases: 0, statuses: new Map(), byOperation: new Map(), fiveHundreds: [] };

function count(map: Map<number, number>, status: number) {
  map.set(status, (map.get(status) ?? 0) + 1);
}

function tally(op: DocumentedOperation, res: FuzzResponse): void {
  stats.cases += 1;
  count(stats.statuses, res.status);
  const per = stats.byOperation.get(op.operationId) ?? { cases: 0, pastAuth: 0, success: 0, statuses: new Map() };
  stats.byOperation.set(op.operationId, per);
  per.cases += 1;
  count(per.statuses, res.status);
  if (![401, 403].includes(res.status)) per.pastAuth += 1;
  if (res.status < 300) per.success += 1;
}

/**
 * What every response must be: a documented status for the operation, a body that matches the
 * documented schema for it in the documented media type, failures in the Error shape with a listed
 * code, never HTML and never a 5xx (every key is configured and every upstream answers).
 */
export async function checkResponse(
  op: DocumentedOperation,
  req: FuzzRequest,
  res: FuzzResponse,
  record = true,
): Promise<void> {
  if (record) tally(op, res);
  const what = `${op.operationId} ${req.label}: ${req.method} ${req.target.slice(0, 200)} → ${res.status} ${res.text.slice(0, 500)}`;
  if (record && res.status >= 500) stats.fiveHundreds.push(what);
  expect(res.status, `no 5xx: ${what}`).toBeLessThan(500);
  const type = res.headers['content-type'] ?? '';
  expect(type, `never HTML: ${what}`).not.toMatch(/html/i);
  expect(res.text.trimStart().startsWith('<'), `never HTML: ${what}`).toBe(false);
  const documented = openapi.paths[op.path]![op.method.toLowerCase()]!.responses[String(res.status)];
  expect(documented, `documented status: ${what}`).toBeDefined();
  const mediaTypes = Object.keys(documented!.content ?? {});
  if (mediaTypes.length)
    expect(
      mediaTypes.some((m) => type.startsWith(m)),
      `media type ${type} is one of ${mediaTypes.join(', ')}: ${what}`,
    ).toBe(true);
  if (res.status >= 400) {
    const body = ErrorBody.safeParse(JSON.parse(res.text));
    expect(body.success, `Error shape: ${what}`).toBe(true);
    expect(body.data!.status, what).toBe(res.status);
  }
  // The same check the other contract tests make, on the template path so the operation is unambiguous.
  await expectDocumented(
    op.method,
    op.path,
    new Response(res.text, { status: res.status, headers: { 'content-type': type } }),
  );
}

/** One line per operation: cases, statuses, and how many got past authentication and succeeded. */
export function perOperation(): string {
  return [...stats.byOperation]
    .map(
      ([id, o]) =>
        `  ${id.padEnd(28)} ${String(o.cases).padStart(5)} cases, ${String(o.pastAuth).padStart(5)} past auth, ${String(o.success).padStart(4)} 2xx; ${[
          ...o.statuses,
        ]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    )
    .join('\n');
}

export function summary(operations: number): string {
  const statuses = [...stats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const fiveXX = [...stats.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const succeeded = [...stats.byOperation.values()].filter((o) => o.success > 0).length;
  return `contract fuzz: ${stats.byOperation.size}/${operations} operations fuzzed (${succeeded} answered 2xx at least once), ${stats.cases} cases sent, statuses ${statuses}, 5xx: ${fiveXX}`;
}
