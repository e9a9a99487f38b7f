// Runs in every database test file's worker, after tests/support/setup-unit.ts and before the
// file's imports: gives the file its own database (a copy of the migrated one).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { closeDb, connect } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../lib/local/embedded-db.js';

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
  // Read once per worker thread (files share workers, see tests/support/fresh-modules.ts); a Blob
  // is immutable, and PGlite copies it into each file's own database.
  const path = inject('pgliteSnapshot');
  const shared = globalThis as { pgliteSnapshot?: { path: string; blob: Blob } };
  if (shared.pgliteSnapshot?.path !== path) shared.pgliteSnapshot = { path, blob: new Blob([await readFile(path)]) };
  embedded = await startEmbeddedPostgres({ loadDataDir: shared.pgliteSnapshot.blob });
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = '1';
}
resetEnv();

afterAll(async () => {
  await closeDb();
  await embedded?.stop();
  await dropDatabase?.();
});
