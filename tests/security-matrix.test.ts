// Generated from the route list: every route of every auth kind gets these cases for free,
// so a route added later joins the matrix without anyone writing a test for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateToken, type TokenKind, TOKEN_KINDS } from '../lib/auth/tokens.js';
import { db } from '../lib/db.js';
import { resetEnv } from '../lib/env.js';
import type { RouteDefinition } from '../lib/route.js';
import { loadRouteDefinitions } from '../lib/routes.js';
import { call, expectError, makeToken, signUserToken } from './support/app.js';

const routes = await loadRouteDefinitions();
const scopeOfKind = (kind: TokenKind) => TOKEN_KINDS[kind].scope;
const KINDS = Object.keys(TOKEN_KINDS) as TokenKind[];

/** A concrete URL for a route: path parameters filled with ids nobody owns. */
function urlOf(route: RouteDefinition): string {
  return route.path.replace(/\{(\w+)\}/g, () => crypto.randomUUID());
}

const send = (route: RouteDefinition, options: Parameters<typeof call>[2] = {}) => call(route.method, urlOf(route), options);

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe.each(routes.filter((r) => r.auth.startsWith('token:')).map((r) => [`${r.method} ${r.path}`, r] as const))('%s (API token)', (_, route) => {
  const required = route.auth.slice('token:'.length);
  const allowed = KINDS.filter((k) => required === 'any' || scopeOfKind(k) === required);

  it('refuses a request without credentials', async () => {
    await expectError(await send(route), 'unauthorized');
  });

  it('refuses malformed, unknown, tampered and session credentials', async () => {
    const { token } = await makeToken(allowed[0]!);
    const tampered = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    const session = await signUserToken({ sub: crypto.randomUUID() });
    for (const credential of ['garbage', generateToken(allowed[0]!).token, tampered, session, 'tk_owner_']) {
      await expectError(await send(route, { token: credential }), 'unauthorized');
    }
    await expectError(await send(route, { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }), 'unauthorized');
  });

  it('refuses a revoked token at once', async () => {
    const { id, token } = await makeToken(allowed[0]!);
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    await expectError(await send(route, { token }), 'unauthorized');
  });

  it('refuses a token in the query string', async () => {
    const { token } = await makeToken(allowed[0]!);
    await expectError(await call(route.method, `${urlOf(route)}?token=${token}`), 'unauthorized');
  });

  it.each(KINDS.filter((k) => !allowed.includes(k)))('refuses a %s token with 403', async (kind) => {
    const { token } = await makeToken(kind);
    await expectError(await send(route, { token }), 'forbidden');
  });

  it.each(allowed)('lets a %s token through authentication', async (kind) => {
    const { token } = await makeToken(kind);
    const res = await send(route, { token });
    expect([401, 403]).not.toContain(res.status);
    expect(res.headers.get('ratelimit-limit')).toBe('120');
  });
});

describe.each(routes.filter((r) => r.auth === 'user').map((r) => [`${r.method} ${r.path}`, r] as const))('%s (signed-in user)', (_, route) => {
  it('refuses a request without credentials', async () => {
    await expectError(await send(route), 'unauthorized');
  });

  it('refuses invalid, expired and foreign-signed session tokens', async () => {
    const expired = await signUserToken({ sub: crypto.randomUUID() }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const foreign = await signUserToken({ sub: crypto.randomUUID() }, { secret: 'x'.repeat(40) });
    for (const credential of ['garbage', expired, foreign]) {
      await expectError(await send(route, { token: credential }), 'unauthorized');
    }
  });

  it.each(KINDS)('refuses a %s API token (API tokens reach /api/v1 only)', async (kind) => {
    const { token } = await makeToken(kind);
    await expectError(await send(route, { token }), 'unauthorized');
  });

  it('lets a signed-in user through authentication', async () => {
    const res = await send(route, { token: await signUserToken({ sub: crypto.randomUUID(), email: 'm@example.edu' }) });
    expect([401, 403]).not.toContain(res.status);
  });
});

describe.each(routes.filter((r) => r.auth === 'cron').map((r) => [`${r.method} ${r.path}`, r] as const))('%s (cron secret)', (_, route) => {
  it('refuses a missing or wrong secret, and every token', async () => {
    vi.stubEnv('CRON_SECRET', 'c'.repeat(32));
    resetEnv();
    await expectError(await send(route), 'unauthorized');
    await expectError(await send(route, { token: 'd'.repeat(32) }), 'unauthorized');
    await expectError(await send(route, { token: (await makeToken('adm')).token }), 'unauthorized');
  });

  it('is refused entirely when no secret is configured', async () => {
    await expectError(await send(route, { token: 'anything' }), 'not_configured');
  });
});

describe('the matrix covers every route', () => {
  it('knows every auth kind in use', () => {
    const known = new Set(['none', 'user', 'cron', 'webhook', 'token:any', ...KINDS.map((k) => `token:${scopeOfKind(k)}`)]);
    for (const route of routes) expect(known).toContain(route.auth);
    expect(routes.length).toBeGreaterThan(0);
  });
});
