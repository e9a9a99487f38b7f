// Runs in every test file's process before its imports: gives the file its own database
// (a copy of the migrated one), a clean configuration, and msw at the network edge.
// First: schemas built from here on carry their OpenAPI metadata, so the tests that generate the
// document (openapi, clients) can run in any file's process; validation is the same either way.
import '../../lib/openapi-metadata.js';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { closeDb, connect } from '../../lib/db.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../lib/local/embedded-db.js';
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

let embedded: EmbeddedPostgres | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

if (inject('dbMode') === 'postgres') {
  const name = `gt_file_${randomBytes(6).toString('hex')}`;
  const admin = connect(inject('adminUrl'), 1);
  await admin.unsafe(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_POOL_MAX = '10';
  dropDatabase = async () => {
    const sql = connect(inject('adminUrl'), 1);
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  };
} else {
  const snapshot = await readFile(inject('pgliteSnapshot'));
  embedded = await startEmbeddedPostgres({ loadDataDir: new Blob([snapshot]) });
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = '1';
}
resetEnv();

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mswServer.resetHandlers());
afterAll(async () => {
  mswServer.close();
  await closeDb();
  await embedded?.stop();
  await dropDatabase?.();
});
