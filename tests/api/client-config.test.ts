// getClientConfig: the public keys a front end needs, null when unset, and the configuration
// checks that keep secret keys out of them.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv, resetEnv } from '../../lib/env.js';
import { call } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { vapid } from '../support/push-env.js';

const PATH = '/api/client-config';

async function supabaseKey(role: string): Promise<string> {
  return new SignJWT({ role, iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('k'.repeat(32)));
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('GET /api/client-config', () => {
  it('answers nulls for every key the deployment does not set, cacheable', async () => {
    const res = await call('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    expect(await expectDocumented('GET', PATH, res)).toEqual({
      vapidPublicKey: null,
      stripePublishableKey: null,
      supabaseUrl: null,
      supabaseAnonKey: null,
    });
  });

  it('serves the configured public keys and nothing secret', async () => {
    const anon = await supabaseKey('anon');
    vi.stubEnv('VAPID_PUBLIC_KEY', vapid.publicKey);
    vi.stubEnv('VAPID_PRIVATE_KEY', vapid.privateKey);
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_51Gradetrack');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_51Gradetrack');
    vi.stubEnv('SUPABASE_URL', 'https://abcdefghijklmnop.supabase.co');
    vi.stubEnv('SUPABASE_ANON_KEY', anon);
    resetEnv();
    const res = await call('GET', PATH);
    const text = await res.clone().text();
    expect(await expectDocumented('GET', PATH, res)).toEqual({
      vapidPublicKey: vapid.publicKey,
      stripePublishableKey: 'pk_test_51Gradetrack',
      supabaseUrl: 'https://abcdefghijklmnop.supabase.co',
      supabaseAnonKey: anon,
    });
    expect(text).not.toContain(vapid.privateKey);
    expect(text).not.toContain('sk_test_');
  });

  it('answers HEAD like GET and other methods with 405', async () => {
    expect((await call('HEAD', PATH)).status).toBe(200);
    const res = await call('POST', PATH, { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('configuration served to browsers', () => {
  const base = { PUBLIC_BASE_URL: 'http://localhost:3000' };

  it('accepts publishable keys and refuses secret ones', async () => {
    expect(loadEnv({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' }).STRIPE_PUBLISHABLE_KEY).toBe(
      'pk_live_abc123',
    );
    expect(() => loadEnv({ ...base, STRIPE_PUBLISHABLE_KEY: 'sk_live_abc123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a publishable key/,
    );
    expect(() => loadEnv({ ...base, STRIPE_PUBLISHABLE_KEY: 'rk_live_abc123' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(loadEnv({ ...base, SUPABASE_ANON_KEY: 'sb_publishable_abc' }).SUPABASE_ANON_KEY).toBe('sb_publishable_abc');
    expect(loadEnv({ ...base, SUPABASE_ANON_KEY: await supabaseKey('anon') }).SUPABASE_ANON_KEY).toMatch(/^ey/);
    expect(() => loadEnv({ ...base, SUPABASE_ANON_KEY: 'sb_secret_abc' })).toThrow(
      /SUPABASE_ANON_KEY: must be the anon or publishable key/,
    );
    expect(() => loadEnv({ ...base, SUPABASE_ANON_KEY: jwtWithUnreadablePayload() })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => loadEnv({ ...base, SUPABASE_ANON_KEY: 'not-a-key' })).toThrow(/SUPABASE_ANON_KEY/);
  });

  it('refuses a service_role key as the anon key', async () => {
    const serviceRole = await supabaseKey('service_role');
    expect(() => loadEnv({ ...base, SUPABASE_ANON_KEY: serviceRole })).toThrow(/SUPABASE_ANON_KEY/);
  });

  it('parses CORS_ORIGINS into exact origins and refuses anything a browser would never send', () => {
    expect(loadEnv(base).CORS_ORIGINS).toEqual([]);
    expect(loadEnv({ ...base, CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
    expect(
      loadEnv({ ...base, CORS_ORIGINS: ' https://app.example.com , http://localhost:5173,https://app.example.com' })
        .CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of [
      '*',
      'https://app.example.com/',
      'https://app.example.com/path',
      'app.example.com',
      'ftp://x.example',
      'https://APP.example.com',
    ]) {
      expect(() => loadEnv({ ...base, CORS_ORIGINS: bad }), bad).toThrow(
        /CORS_ORIGINS: a comma-separated list of origins/,
      );
    }
  });
});

/** A JWT-shaped value whose payload is not JSON. */
function jwtWithUnreadablePayload(): string {
  return `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('not json').toString('base64url')}.sig`;
}
