// An empty database of its own (no migrations applied), for tests of what migrations do:
// a new database on CI's PostgreSQL server, or an in-memory PGlite started from the empty snapshot.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connect, type Sql } from '../../lib/db.js';
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';

export async function emptyDatabase(prefix: string): Promise<{ sql: Sql; cleanup: () => Promise<void> }> {
  if (inject('dbMode') === 'postgres') {
    const name = `gt_${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = connect(inject('adminUrl'), 1);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(inject('adminUrl'));
    url.pathname = `/${name}`;
    const sql = connect(url.toString(), 1);
    return {
      sql,
      cleanup: async () => {
        await sql.end();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  // The empty database global-setup.ts dumped: a fresh initdb would cost 2 s.
  const snapshot = await readFile(inject('pgliteEmptySnapshot'));
  const embedded = await startEmbeddedPostgres({ loadDataDir: new Blob([snapshot]) });
  const sql = connect(embedded.url, 1);
  return {
    sql,
    cleanup: async () => {
      await sql.end();
      await embedded.stop();
    },
  };
}
