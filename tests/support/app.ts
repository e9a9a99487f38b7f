// Request helpers: in-process calls through the same router the local server uses,
// and a real HTTP server on a loopback port for end-to-end tests.
import type { Server } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { createToken, type TokenKind } from '../../lib/auth/tokens.js';
import { resolveUser, type UserPrincipal } from '../../lib/auth/user.js';
import { db } from '../../lib/db.js';
import { env } from '../../lib/env.js';
import { ErrorBody, type ErrorCode, statusOf } from '../../lib/errors.js';
import { createHttpServer, listen } from '../../lib/local/http-server.js';
import { createRouter, type Router } from '../../lib/local/vercel-routing.js';

let router: Promise<Router> | undefined;
export function getRouter(): Promise<Router> {
  router ??= createRouter();
  return router;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** A value to send as JSON, or a string sent as it is. */
  body?: unknown;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '203.0.113.10');
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  return (await getRouter()).fetch(request);
}

/** Asserts the response is the Error shape with this code, and returns the body. */
export async function expectError(response: Response, code: ErrorCode): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = ErrorBody.parse(JSON.parse(text));
  expect({ status: response.status, code: body.code }).toEqual({ status: statusOf(code), code });
  expect(body.status).toBe(response.status);
  expect(body.error).toBe(body.message);
  expect(body.docs).toBe(`${env().PUBLIC_BASE_URL}/docs/errors#${code}`);
  expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
  expect(text).not.toMatch(/\n\s+at /); // no stack trace
  return body;
}

let userCounter = 0;
export interface TestUser extends UserPrincipal {
  token: string;
}

/** A signed-in user: a valid access token and the account row it maps to. */
export async function makeUser(email = `student${++userCounter}-${Date.now()}@example.edu`): Promise<TestUser> {
  const sub = crypto.randomUUID();
  const token = await signUserToken({ sub, email });
  const principal = await resolveUser(db(), { sub, email });
  return { ...principal, token };
}

export async function signUserToken(
  claims: Record<string, unknown> & { sub?: string },
  options: { secret?: string; expiresIn?: string | number; audience?: string | null; issuer?: string } = {},
): Promise<string> {
  const jwt = new SignJWT({ role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(options.expiresIn ?? '1h');
  // `iat` in the claims (a time, or undefined for none) replaces the current time.
  if (!('iat' in claims)) jwt.setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  if (options.audience !== null) jwt.setAudience(options.audience ?? 'authenticated');
  if (options.issuer) jwt.setIssuer(options.issuer);
  return jwt.sign(new TextEncoder().encode(options.secret ?? env().SUPABASE_JWT_SECRET));
}

export async function makeToken(kind: TokenKind, userId?: string): Promise<{ id: string; token: string }> {
  const owner = userId ?? (kind === 'per' ? (await makeUser()).id : null);
  const created = await createToken(db(), { kind, name: `test ${kind}`, userId: owner });
  return { id: created.id, token: created.token };
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The local server's HTTP layer on a free loopback port, over this file's database. */
export async function startTestServer(): Promise<TestServer> {
  const server: Server = createHttpServer((await getRouter()).fetch);
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** startTestServer for the enclosing file or describe block: started before its tests, closed after. */
export function useTestServer(): { readonly url: string } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('useTestServer: the server starts in beforeAll');
      return server.url;
    },
  };
}
