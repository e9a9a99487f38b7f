// What every peer server does per route, written once without any framework, the way a user
// choosing Hono, Fastify or bare node:http would write it: the same bytes and headers as the
// API, today's token SQL (the token lookup, then the rate-limit upsert: two statements), and
// the same data queries (the API's own functions for them). Each peer only adapts these to its framework.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { authenticateToken } from '../../../lib/auth/tokens.js';
import { listAssessments } from '../../../lib/courses/assessments.js';
import { loadGpa } from '../../../lib/grades/load-gpa.js';
import type { Sql } from '../../../lib/db.js';
import { hit, rateLimitHeaders } from '../../../lib/ratelimit.js';
import { PROJECT_ROOT } from '../../../lib/local/route-files.js';
import { checkTicket } from '../../../lib/tickets/visitor.js';

// The API's limit and request-id format, restated so a peer loads no module of our pipeline.
const TOKEN_RATE_LIMIT = { limit: 120, windowSeconds: 60 };
const newRequestId = () => `req_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** The bytes GET /api/openapi sends: the committed document re-serialised without indentation. */
export const openapiBytes = Buffer.from(
  JSON.stringify(JSON.parse(await readFile(`${PROJECT_ROOT}/openapi.json`, 'utf8'))),
);

const jsonHeaders = (cacheControl = 'no-store') => ({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': cacheControl,
  'x-content-type-options': 'nosniff',
  'x-request-id': newRequestId(),
});

export function openapi(): Reply {
  return { status: 200, headers: jsonHeaders('public, max-age=300, s-maxage=3600'), body: openapiBytes };
}

const refused = (status: number, code: string): Reply => ({
  status,
  headers: jsonHeaders(),
  body: JSON.stringify({ error: { code, message: code, requestId: 'req_peer' } }),
});

/** Today's two statements: the token by its hash, then the rate-limit upsert on its key. */
async function tokenAuth(sql: Sql, authorization: string | undefined, scope: string) {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  let principal;
  try {
    principal = await authenticateToken(sql, token);
  } catch {
    return { refusal: refused(401, 'unauthorized') };
  }
  const limit = await hit(sql, `token:${principal.id}`, TOKEN_RATE_LIMIT.limit, TOKEN_RATE_LIMIT.windowSeconds);
  const headers = rateLimitHeaders(limit);
  if (!limit.allowed)
    return { refusal: { ...refused(429, 'rate_limited'), headers: { ...jsonHeaders(), ...headers } } };
  if (principal.scope !== scope) return { refusal: refused(403, 'forbidden') };
  return { principal, headers };
}

export async function ownerToken(sql: Sql, authorization: string | undefined): Promise<Reply> {
  const auth = await tokenAuth(sql, authorization, 'owner');
  if (auth.refusal) return auth.refusal;
  return {
    status: 200,
    headers: { ...jsonHeaders(), ...auth.headers },
    body: JSON.stringify({ id: auth.principal.id, scope: auth.principal.scope }),
  };
}

export async function assignments(sql: Sql, authorization: string | undefined): Promise<Reply> {
  const auth = await tokenAuth(sql, authorization, 'personal');
  if (auth.refusal) return auth.refusal;
  const page = await listAssessments(sql, auth.principal.userId!, {}, { limit: 50 });
  return { status: 200, headers: { ...jsonHeaders(), ...auth.headers }, body: JSON.stringify(page) };
}

/**
 * The standing through the same aggregate statement and the same finishing code as the API
 * (lib/grades/load-gpa.ts: one row per course, summed in Postgres), so the answer is the same
 * bytes. An earlier peer ran a lighter query and sent 4 of the 18 fields per course (no letter,
 * points, needed or remaining weight), which measured less work, not a leaner pipeline.
 */
export async function gpa(sql: Sql, authorization: string | undefined): Promise<Reply> {
  const auth = await tokenAuth(sql, authorization, 'personal');
  if (auth.refusal) return auth.refusal;
  const standing = await loadGpa(sql, auth.principal.userId!, { target: null });
  return { status: 200, headers: { ...jsonHeaders(), ...auth.headers }, body: JSON.stringify(standing) };
}

export async function ticketCheck(sql: Sql, body: string): Promise<Reply> {
  let input: { caseId?: unknown; token?: unknown };
  try {
    input = JSON.parse(body) as typeof input;
  } catch {
    return refused(400, 'bad_request');
  }
  if (typeof input.caseId !== 'string' || typeof input.token !== 'string') return refused(400, 'bad_request');
  try {
    return {
      status: 200,
      headers: jsonHeaders(),
      body: JSON.stringify(await checkTicket(sql, input.caseId, input.token)),
    };
  } catch {
    return refused(404, 'not_found');
  }
}
