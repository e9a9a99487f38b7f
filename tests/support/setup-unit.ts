// Runs in every test file's process before its imports, database or not: a clean configuration
// and msw at the network edge. The database projects add tests/support/setup.ts on top.
// First: schemas built from here on carry their OpenAPI metadata, so the tests that generate the
// document (openapi, clients) can run in any file's process; validation is the same either way.
import '../../lib/openapi-metadata.js';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { mswServer } from './msw.js';

// A developer's own keys must not leak into tests: start from a known configuration.
for (const name of [
  'DATABASE_URL',
  'SUPABASE_URL',
  'SUPABASE_JWT_SECRET',
  'CRON_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_SEMESTER',
  'STRIPE_PRICE_MONTHLY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'DIRECTORY_BASE_URL',
  'DIRECTORY_PROVIDER',
  'DIRECTORY_TIMEOUT_MS',
  'DIRECTORY_SYNC_TIMEOUT_MS',
  'CONCORDIA_API_BASE_URL',
  'CONCORDIA_API_USER',
  'CONCORDIA_API_KEY',
  'WATERLOO_SCHEDULE_URL',
  'WATERLOO_API_BASE_URL',
  'WATERLOO_API_KEY',
  'CORS_ORIGINS',
  'STRIPE_PUBLISHABLE_KEY',
  'SUPABASE_ANON_KEY',
]) {
  delete process.env[name];
}
process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.APP_BASE_URL = 'http://localhost:5173';
process.env.SUPABASE_JWT_SECRET = randomBytes(32).toString('base64url');
resetEnv();

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());
