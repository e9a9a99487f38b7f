// GET /api/health: liveness, a database round trip, the migration version, the configured
// providers by name (never a value).
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { configuredProviders } from '../../lib/health/status.js';
import { MIGRATIONS_DIR } from '../../lib/local/migrate.js';
import { call } from '../support/app.js';

const newestMigration = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .at(-1)!
  .slice(0, 14);

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('GET /api/health', () => {
  it('answers ok, the newest migration applied and the providers set up', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      status: 'ok',
      database: 'ok',
      migration: newestMigration,
      providers: expect.arrayContaining(['supabase-auth', 'directory:concordia']),
    });
  });

  it('names the providers and never a value', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_health_secret_value');
    vi.stubEnv('CRON_SECRET', 'cron-health-secret-value');
    resetEnv();
    const text = await (await call('GET', '/api/health')).text();
    expect(JSON.parse(text).providers).toEqual(expect.arrayContaining(['stripe', 'cron']));
    expect(text).not.toContain('sk_test_health_secret_value');
    expect(text).not.toContain('cron-health-secret-value');
  });

  it('counts web push only with all three VAPID settings', () => {
    const base = { DIRECTORY_PROVIDER: 'waterloo', CORS_ORIGINS: [] } as never;
    expect(configuredProviders(base)).toEqual(['directory:waterloo']);
    expect(
      configuredProviders({ ...(base as object), VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 'k' } as never),
    ).not.toContain('web-push');
    expect(
      configuredProviders({
        ...(base as object),
        VAPID_PUBLIC_KEY: 'p',
        VAPID_PRIVATE_KEY: 'k',
        VAPID_SUBJECT: 'mailto:x@example.com',
      } as never),
    ).toContain('web-push');
  });
});
