// Generated from the route list: every route of every auth kind gets these cases for free,
// so a route added later joins the matrix without anyone writing a test for it. Test-only
// fixture routes (tests/support/fixture-routes.ts) keep every auth kind covered even while
// no real route of that kind exists yet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateToken, type TokenKind, TOKEN_KINDS } from '../lib/auth/tokens.js';
import { db } from '../lib/db.js';
import { resetEnv } from '../lib/env.js';
import type { RouteDefinition } from '../lib/route.js';
import { loadRouteDefinitions } from '../lib/local/route-files.js';
import { call, expectError, makeToken, signUserToken } from './support/app.js';
import { callFixture, fixtures } from './support/fixture-routes.js';

interface Target {
  name: string;
  route: RouteDefinition;
  send(options?: { token?: string; headers?: Record<string, string>; query?: string }): Promise<Response>;
}

/** A concrete URL for a route: path parameters filled with ids nobody owns. */
const urlOf = (route: RouteDefinition) => route.path.replace(/\{(\w+)\}/g, () => crypto.randomUUID());

const targets: Target[] = [
  ...(await loadRouteDefinitions()).map((route) => ({
    name: `${route.method} ${route.path}`,
    route,
    send: (o: { token?: string; headers?: Record<string, string>; query?: string } = {}) =>
      call(route.method, `${urlOf(route)}${o.query ?? ''}`, {
        ...(o.token ? { token: o.token } : {}),
        ...(o.headers ? { headers: o.headers } : {}),
      }),
  })),
  ...fixtures.map((op) => ({
    name: `${op.route.method} ${op.route.path} (fixture)`,
    route: op.route,
    send: (o: { token?: string; headers?: Record<string, string>; query?: string } = {}) => callFixture(op, o),
  })),
];

const KINDS = Object.keys(TOKEN_KINDS) as TokenKind[];
const ofKind = (pred: (auth: string) => boolean) =>
  targets.filter((t) => pred(t.route.auth)).map((t) => [t.name, t] as const);

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe.each(ofKind((a) => a.startsWith('token:')))('%s', (_, target) => {
  const required = target.route.auth.slice('token:'.length);
  const allowed = KINDS.filter((k) => TOKEN_KINDS[k].scope === required);

  it('refuses a request without credentials', async () => {
    await expectError(await target.send(), 'unauthorized');
  });

  it('refuses malformed, unknown, tampered and session credentials', async () => {
    const { token } = await makeToken(allowed[0]!);
    const tampered = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    const session = await signUserToken({ sub: crypto.randomUUID() });
    for (const credential of ['garbage', generateToken(allowed[0]!).token, tampered, session, 'tk_owner_']) {
      await expectError(await target.send({ token: credential }), 'unauthorized');
    }
    await expectError(
      await target.send({ headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }),
      'unauthorized',
    );
  });

  it('refuses a revoked token at once', async () => {
    const { id, token } = await makeToken(allowed[0]!);
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    await expectError(await target.send({ token }), 'unauthorized');
  });

  it('refuses a token in the query string, even beside a valid header', async () => {
    const { token } = await makeToken(allowed[0]!);
    const body = await expectError(await target.send({ token, query: `?token=${token}` }), 'unauthorized');
    expect(body.message).toMatch(/query string/);
  });

  it.each(KINDS.filter((k) => !allowed.includes(k)))('refuses a %s token with 403', async (kind) => {
    const { token } = await makeToken(kind);
    await expectError(await target.send({ token }), 'forbidden');
  });

  it.each(allowed)('lets a %s token through authentication, with rate-limit headers', async (kind) => {
    const { token } = await makeToken(kind);
    const res = await target.send({ token });
    expect([401, 403]).not.toContain(res.status);
    expect(res.headers.get('ratelimit-limit')).toBe('120');
  });
});

describe.each(ofKind((a) => a === 'user'))('%s', (_, target) => {
  it('refuses a request without credentials', async () => {
    await expectError(await target.send(), 'unauthorized');
  });

  it('refuses invalid, expired and foreign-signed session tokens', async () => {
    const expired = await signUserToken(
      { sub: crypto.randomUUID() },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    const foreign = await signUserToken({ sub: crypto.randomUUID() }, { secret: 'x'.repeat(40) });
    for (const credential of ['garbage', expired, foreign])
      await expectError(await target.send({ token: credential }), 'unauthorized');
  });

  it.each(KINDS)('refuses a %s API token (API tokens reach /api/v1 only)', async (kind) => {
    const { token } = await makeToken(kind);
    await expectError(await target.send({ token }), 'unauthorized');
  });

  it('refuses a session token in the query string', async () => {
    const jwt = await signUserToken({ sub: crypto.randomUUID() });
    expect(
      (await expectError(await target.send({ token: jwt, query: `?access_token=${jwt}` }), 'unauthorized')).message,
    ).toMatch(/query string/);
  });

  it('lets a signed-in user through authentication', async () => {
    const res = await target.send({ token: await signUserToken({ sub: crypto.randomUUID(), email: 'm@example.edu' }) });
    expect([401, 403]).not.toContain(res.status);
  });
});

describe.each(ofKind((a) => a === 'cron'))('%s', (_, target) => {
  it('refuses a missing or wrong secret, and every token', async () => {
    vi.stubEnv('CRON_SECRET', 'c'.repeat(32));
    resetEnv();
    await expectError(await target.send(), 'unauthorized');
    await expectError(await target.send({ token: 'd'.repeat(32) }), 'unauthorized');
    await expectError(await target.send({ token: (await makeToken('adm')).token }), 'unauthorized');
    expect((await target.send({ token: 'c'.repeat(32) })).status).not.toBe(401);
  });

  it('is refused entirely when no secret, or a short one, is configured', async () => {
    await expectError(await target.send({ token: 'anything' }), 'not_configured');
    vi.stubEnv('CRON_SECRET', 'short');
    resetEnv();
    await expectError(await target.send({ token: 'short' }), 'not_configured');
  });
});

describe.each(ofKind((a) => a === 'webhook'))('%s', (_, target) => {
  it('is refused without a configured webhook secret, and without a signature header', async () => {
    await expectError(await target.send({ headers: { 'stripe-signature': 't=1,v1=abc' } }), 'not_configured');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    resetEnv();
    await expectError(await target.send(), 'bad_request');
  });
});

describe('the matrix', () => {
  it('covers every auth kind in use, and every kind it knows', () => {
    const known = new Set(['none', 'user', 'cron', 'webhook', ...KINDS.map((k) => `token:${TOKEN_KINDS[k].scope}`)]);
    for (const t of targets) expect(known, t.name).toContain(t.route.auth);
    for (const kind of known)
      if (kind !== 'none')
        expect(
          targets.some((t) => t.route.auth === kind),
          kind,
        ).toBe(true);
  });
});
