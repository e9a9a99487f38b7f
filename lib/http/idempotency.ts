// Idempotency-Key on the operations that create: a retried POST (a lost answer, a double
// click) replays the first answer for 24 hours instead of creating a second record.
//
// - A route opts in with `idempotent: true` on its definition, or `idempotent: { secret: 'token' }`
//   when its answer carries a secret shown once; lib/route.ts calls withIdempotency() around the
//   handler. Without the header nothing changes.
// - Keys are scoped to the caller: the account of a session, the API token, or the client address
//   for anonymous operations. A key is 1 to 255 visible ASCII characters (a UUID is ideal).
// - The same key with another request (operation, path or body) is a `conflict`; so is a repeat
//   that arrives while the first is still running.
// - The answer is stored in Postgres (idempotency_keys). A secret is never stored: the replay
//   answers 200 (not the creation's 201) with the record without it, and the
//   Idempotency-Withheld header names the field. The 200 is described in the Idempotency-Key
//   parameter, not as a response of its own, so a typed client's answer to a creation keeps
//   its secret field.
// - A first request that fails (any error) stores nothing, so its retry runs again.
import { createHash } from 'node:crypto';
import type { Principal } from '../auth/index.js';
import { db, type Sql } from '../db.js';
import { ApiError, fieldError } from '../errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Replays are answered for this long after the first request. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim with no answer after this long is taken to have crashed, and may be run again. */
const STALE_CLAIM_SECONDS = 300;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyOption = true | { secret: string };

/** The JSON result of a handler (lib/route.ts), as stored and replayed. */
export interface JsonResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface IdempotentCall {
  route: { operationId: string; idempotent?: IdempotencyOption };
  request: Request;
  principal: Principal;
  ip: string;
  rawBody: string;
  /** The request's x-request-id: a replayed answer carries this request's, not the first one's. */
  requestId: string;
}

/** Whose key it is: the session's account, the API token, or the address of an anonymous caller. */
export function scopeOf(principal: Principal, ip: string): string {
  if (principal.user) return `user:${principal.user.id}`;
  if (principal.token) return `token:${principal.token.id}`;
  return `ip:${ip}`;
}

/** JSON with object keys sorted, so a body that only reorders its fields is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(operationId: string, pathname: string, rawBody: string): Buffer {
  let body: string;
  try {
    body = canonical(JSON.parse(rawBody));
  } catch {
    body = rawBody;
  }
  return createHash('sha256').update(`${operationId}\n${pathname}\n${body}`).digest();
}

/** The Idempotency-Key of a request, or undefined; a malformed key is refused (400 naming the header). */
export function idempotencyKey(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return undefined;
  if (!KEY.test(key))
    throw fieldError(
      'header',
      'Idempotency-Key',
      'must be 1 to 255 visible ASCII characters',
      'Send a new random value (a UUID) for each distinct request, and the same one when you retry it.',
    );
  return key;
}

interface Row {
  fingerprint: Buffer;
  status: number | null;
  body: string | null;
  withheld: string | null;
  operation_id: string;
}

/**
 * Runs `handler` once per key: the first request claims the key and stores its answer; a repeat
 * replays it. `handler` answering a non-JSON response (none of the opted-in routes does) stores nothing.
 */
export async function withIdempotency<T extends JsonResult | { response: Response }>(
  call: IdempotentCall,
  handler: () => Promise<T>,
  sql: Sql = db(),
): Promise<T | { response: Response }> {
  const key = idempotencyKey(call.request);
  if (key === undefined) return handler();
  const scope = scopeOf(call.principal, call.ip);
  const { operationId } = call.route;
  const print = fingerprint(operationId, new URL(call.request.url).pathname, call.rawBody);

  // Claim the key, or take over one whose answer has expired or whose first request died.
  const claimed = await sql`
    insert into idempotency_keys (scope, key, operation_id, fingerprint)
    values (${scope}, ${key}, ${operationId}, ${print})
    on conflict (scope, key) do update
      set operation_id = excluded.operation_id, fingerprint = excluded.fingerprint,
          status = null, body = null, withheld = null, created_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
         or (idempotency_keys.status is null
             and idempotency_keys.created_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))
    returning 1`;
  if (claimed.length === 0) return replay(sql, scope, key, print, call.requestId);

  let result: T;
  try {
    result = await handler();
  } catch (err) {
    await release(sql, scope, key);
    throw err;
  }
  if ('response' in result) {
    await release(sql, scope, key);
    return result;
  }
  const secret = typeof call.route.idempotent === 'object' ? call.route.idempotent.secret : null;
  const stored = withoutSecret(result.body, secret);
  await sql`
    update idempotency_keys
       set status = ${result.status}, body = ${JSON.stringify(stored.body)}, withheld = ${stored.withheld}
     where scope = ${scope} and key = ${key}`;
  // Expired keys of this caller go as it makes new ones.
  await sql`
    delete from idempotency_keys
     where scope = ${scope} and created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
  return result;
}

function withoutSecret(body: unknown, secret: string | null): { body: unknown; withheld: string | null } {
  if (!secret || !body || typeof body !== 'object' || !(secret in body)) return { body, withheld: null };
  const { [secret]: _shownOnce, ...rest } = body as Record<string, unknown>;
  return { body: rest, withheld: secret };
}

async function release(sql: Sql, scope: string, key: string): Promise<void> {
  await sql`delete from idempotency_keys where scope = ${scope} and key = ${key} and status is null`;
}

async function replay(
  sql: Sql,
  scope: string,
  key: string,
  print: Buffer,
  requestId: string,
): Promise<{ response: Response }> {
  const [row] = await sql<Row[]>`
    select fingerprint, status, body, withheld, operation_id from idempotency_keys
     where scope = ${scope} and key = ${key}`;
  // Released between our claim and this read: the caller's retry will claim it.
  if (!row || row.status === null)
    throw new ApiError('conflict', {
      message: 'A request with this Idempotency-Key is still being processed.',
      hint: 'Retry the same request in a few seconds.',
      headers: { 'retry-after': '1' },
    });
  if (!Buffer.from(row.fingerprint).equals(print))
    throw new ApiError('conflict', {
      message: 'This Idempotency-Key was already used with a different request.',
      hint: 'Use a new key for a new request; reuse a key only to retry the very same request.',
    });
  // Answered as built here: the stored body was checked against its schema when first sent, and a
  // replay without its secret is the record alone, which the creation's schema does not describe.
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'idempotency-replayed': 'true',
    'x-request-id': requestId,
  };
  if (row.withheld === null) return { response: new Response(row.body, { status: row.status, headers }) };
  headers['idempotency-withheld'] = row.withheld;
  // Not the first answer: the record without its secret, which was shown once and never stored.
  return { response: new Response(row.body, { status: 200, headers }) };
}
