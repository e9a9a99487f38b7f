// POST /local/sign-in (lib/local/dev-sign-in.ts): a web app on another origin signs a test user
// in against the local server, on loopback only, with the development secret, never otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { DEV_SIGN_IN_PATH, enableDevSignIn } from '../../lib/local/dev-sign-in.js';
import { listRouteFiles } from '../../lib/local/route-files.js';
import { expectError, getRouter, useTestServer } from '../support/app.js';

const APP = 'http://localhost:5173';
const server = useTestServer();

const signIn = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${DEV_SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeEach(() => {
  enableDevSignIn(true);
  vi.stubEnv('CORS_ORIGINS', APP);
  resetEnv();
});
afterEach(() => {
  enableDevSignIn(false);
  vi.unstubAllEnvs();
  resetEnv();
});

describe('POST /local/sign-in on the local server', () => {
  it('answers a user access token the API accepts, the same account for the same e-mail', async () => {
    const res = await signIn(
      server.url.replace('127.0.0.1', 'localhost'),
      { email: 'web-dev@example.edu' },
      { origin: APP },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    const body = (await res.json()) as { accessToken: string; tokenType: string; expiresIn: number };
    expect(body).toMatchObject({ tokenType: 'bearer', expiresIn: 3600, email: 'web-dev@example.edu' });
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.status).toBe(200);
    const profile = (await me.json()) as { id: string; email: string };
    expect(profile.email).toBe('web-dev@example.edu');
    const again = (await (await signIn(server.url, { email: 'WEB-DEV@example.edu' })).json()) as {
      accessToken: string;
    };
    const same = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${again.accessToken}` } });
    expect(((await same.json()) as { id: string }).id).toBe(profile.id);
  });

  it('answers the preflight of a listed origin', async () => {
    const res = await fetch(`${server.url}${DEV_SIGN_IN_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('refuses a bad e-mail in our words, and other methods', async () => {
    const bad = await signIn(server.url, { email: 'not-an-email' });
    expect((await expectError(bad, 'bad_request')).param).toBe('email');
    await expectError(await fetch(`${server.url}${DEV_SIGN_IN_PATH}`), 'method_not_allowed');
  });

  it('refuses a client that is not on this machine, or a host that is not loopback', async () => {
    const router = await getRouter();
    const from = (url: string, address: string) =>
      router.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: 'x@example.edu' }),
        }),
      );
    await expectError(await from(`http://localhost:3000${DEV_SIGN_IN_PATH}`, '203.0.113.10'), 'forbidden');
    await expectError(await from(`http://rebound.example${DEV_SIGN_IN_PATH}`, '127.0.0.1'), 'forbidden');
    expect((await from(`http://localhost:3000${DEV_SIGN_IN_PATH}`, '::ffff:127.0.0.1')).status).toBe(200);
  });

  it('is not there when off, in production, or with a Supabase project', async () => {
    const notThere = async () => {
      const res = await signIn(server.url, { email: 'x@example.edu' });
      // The site's answer to a path it does not have (POST: 405, as to any page).
      expect([404, 405]).toContain(res.status);
      expect(await res.text()).not.toContain('accessToken');
    };
    enableDevSignIn(false);
    await notThere();
    enableDevSignIn(true);
    vi.stubEnv('SUPABASE_URL', 'https://abcdefghijklmnopqrst.supabase.co');
    resetEnv();
    await notThere();
    vi.stubEnv('SUPABASE_URL', '');
    vi.stubEnv('NODE_ENV', 'production');
    resetEnv();
    await notThere();
  });

  it('is no file under api/, so no deployment has it', async () => {
    expect((await listRouteFiles()).filter((f) => /sign-in|local/.test(f))).toEqual([]);
  });
});
