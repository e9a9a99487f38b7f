import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError, makeToken, signUserToken } from '../support/app.js';
import { mswServer } from '../support/msw.js';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('user access tokens (HS256 secret)', () => {
  it('accepts a valid token and creates the account once, on the first request', async () => {
    const sub = crypto.randomUUID();
    const token = await signUserToken({ sub, email: 'first@example.edu' });
    const first = await call('GET', '/api/me', { token });
    expect(first.status).toBe(200);
    const again = await call('GET', '/api/me', { token });
    expect((await again.json()).id).toBe((await first.json()).id);
    const rows = await db()`select count(*)::int as n from users where auth_subject = ${sub}`;
    expect(rows[0]!.n).toBe(1);
  });

  it.each([
    ['expired', () => signUserToken({ sub: crypto.randomUUID() }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    [
      'signed with another secret',
      () => signUserToken({ sub: crypto.randomUUID() }, { secret: 'another-secret-another-secret-xx' }),
    ],
    ['for the wrong audience', () => signUserToken({ sub: crypto.randomUUID() }, { audience: 'anon' })],
    ['without an audience', () => signUserToken({ sub: crypto.randomUUID() }, { audience: null })],
    ['without a subject', () => signUserToken({})],
    ['of the anon role', () => signUserToken({ sub: crypto.randomUUID(), role: 'anon' })],
    ['of the service role', () => signUserToken({ sub: crypto.randomUUID(), role: 'service_role' })],
    [
      'unsigned (alg none)',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', aud: 'authenticated', exp: 9999999999 })).toString('base64url')}.`,
    ],
    ['not a JWT', async () => 'definitely-not-a-jwt'],
    // A role is required, and a token lives at most the provider's hour plus skew
    ['without a role claim', () => signUserToken({ sub: crypto.randomUUID(), role: undefined })],
    ['that expires in ten years', () => signUserToken({ sub: crypto.randomUUID() }, { expiresIn: '3650d' })],
    ['valid for an hour and two minutes', () => signUserToken({ sub: crypto.randomUUID() }, { expiresIn: '62m' })],
    [
      'issued two hours ago',
      () =>
        signUserToken(
          { sub: crypto.randomUUID(), iat: Math.floor(Date.now() / 1000) - 7200 },
          { expiresIn: Math.floor(Date.now() / 1000) + 600 },
        ),
    ],
    [
      'issued in the future',
      () =>
        signUserToken(
          { sub: crypto.randomUUID(), iat: Math.floor(Date.now() / 1000) + 600 },
          { expiresIn: Math.floor(Date.now() / 1000) + 1200 },
        ),
    ],
    ['without an issue time', () => signUserToken({ sub: crypto.randomUUID(), iat: undefined })],
    ['of an anonymous sign-in', () => signUserToken({ sub: crypto.randomUUID(), is_anonymous: true })],
  ])('refuses a token %s with 401', async (_, make) => {
    await expectError(await call('GET', '/api/me', { token: await make() }), 'unauthorized');
  });

  it('says why an anonymous sign-in is refused, and creates no account for it', async () => {
    const sub = crypto.randomUUID();
    const body = await expectError(
      await call('GET', '/api/me', { token: await signUserToken({ sub, is_anonymous: true }) }),
      'unauthorized',
    );
    expect(body.message).toBe('Anonymous sign-ins are not accepted.');
    expect(await db()`select 1 from users where auth_subject = ${sub}`).toHaveLength(0);
    // A signed-in account (is_anonymous false, as Supabase sends it) is accepted.
    expect((await call('GET', '/api/me', { token: await signUserToken({ sub, is_anonymous: false }) })).status).toBe(
      200,
    );
  });

  it('refuses a tampered payload', async () => {
    const token = await signUserToken({ sub: crypto.randomUUID() });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = crypto.randomUUID();
    await expectError(
      await call('GET', '/api/me', {
        token: `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`,
      }),
      'unauthorized',
    );
  });

  it('checks the issuer when SUPABASE_URL is set', async () => {
    vi.stubEnv('SUPABASE_URL', 'https://proj.supabase.co');
    resetEnv();
    const sub = crypto.randomUUID();
    await expectError(
      await call('GET', '/api/me', { token: await signUserToken({ sub }, { issuer: 'https://evil.example/auth/v1' }) }),
      'unauthorized',
    );
    const ok = await call('GET', '/api/me', {
      token: await signUserToken({ sub }, { issuer: 'https://proj.supabase.co/auth/v1' }),
    });
    expect(ok.status).toBe(200);
  });

  it('answers not_configured when no identity provider is configured', async () => {
    const token = await signUserToken({ sub: crypto.randomUUID() });
    vi.stubEnv('SUPABASE_JWT_SECRET', '');
    resetEnv();
    await expectError(await call('GET', '/api/me', { token }), 'not_configured');
  });
});

describe('user access tokens (asymmetric keys from the JWKS)', () => {
  const project = 'https://jwks-project.supabase.co';
  const jwksUrl = `${project}/auth/v1/.well-known/jwks.json`;

  async function setUp() {
    vi.stubEnv('SUPABASE_URL', project);
    vi.stubEnv('SUPABASE_JWT_SECRET', '');
    resetEnv();
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
    let fetches = 0;
    mswServer.use(
      http.get(jwksUrl, () => {
        fetches++;
        return HttpResponse.json({ keys: [jwk] });
      }),
    );
    const sign = (kid = 'key-1', sub: string = crypto.randomUUID()) =>
      new SignJWT({ role: 'authenticated', email: 'k@example.edu' })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(sub)
        .setAudience('authenticated')
        .setIssuer(`${project}/auth/v1`)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    return { sign, fetches: () => fetches };
  }

  it('verifies ES256 tokens against the project key set', async () => {
    const { sign } = await setUp();
    expect((await call('GET', '/api/me', { token: await sign() })).status).toBe(200);
  });

  it('refuses a token signed by a key the set does not hold', async () => {
    const { sign } = await setUp();
    await expectError(await call('GET', '/api/me', { token: await sign('unknown-kid') }), 'unauthorized');
  });

  it('answers upstream_error when the key set cannot be fetched', async () => {
    vi.stubEnv('SUPABASE_URL', 'https://broken-project.supabase.co');
    vi.stubEnv('SUPABASE_JWT_SECRET', '');
    resetEnv();
    mswServer.use(
      http.get(
        'https://broken-project.supabase.co/auth/v1/.well-known/jwks.json',
        () => new HttpResponse('oops', { status: 500 }),
      ),
    );
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: 'k' })
      .setSubject('s')
      .setAudience('authenticated')
      .setIssuer('https://broken-project.supabase.co/auth/v1')
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectError(await call('GET', '/api/me', { token }), 'upstream_error');
  });
});

describe('credentials in the wrong place', () => {
  it('refuses API tokens on session paths and tokens in query strings', async () => {
    const { token } = await makeToken('per');
    expect((await expectError(await call('GET', '/api/me', { token }), 'unauthorized')).message).toMatch(
      /only under \/api\/v1/,
    );
    const jwt = await signUserToken({ sub: crypto.randomUUID() });
    expect(
      (await expectError(await call('GET', `/api/me?access_token=${jwt}`, { token: jwt }), 'unauthorized')).message,
    ).toMatch(/query string/);
  });

  it('refuses a malformed Authorization header', async () => {
    for (const value of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'token']) {
      await expectError(await call('GET', '/api/me', { headers: { authorization: value } }), 'unauthorized');
    }
  });
});
