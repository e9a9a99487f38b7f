// Runs once per test run: prepares a migrated database that every test file copies.
// Without DATABASE_URL: an in-memory PGlite, migrated, dumped to a tarball each file loads (and
// dumped before migrating too, for the tests of migrating).
// With DATABASE_URL (CI's PostgreSQL pass): a migrated template database each file clones.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../lib/db.js';
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';
import { migrate } from '../../lib/local/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbMode: 'pglite' | 'postgres';
    pgliteSnapshot: string;
    pgliteEmptySnapshot: string;
    adminUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const templateDb = `gt_template_${randomBytes(4).toString('hex')}`;
    const admin = connect(adminUrl, 1);
    await admin.unsafe(`create database ${templateDb}`);
    const target = new URL(adminUrl);
    target.pathname = `/${templateDb}`;
    const sql = connect(target.toString(), 1);
    await migrate(sql);
    await sql.end();
    project.provide('dbMode', 'postgres');
    project.provide('adminUrl', adminUrl);
    project.provide('templateDb', templateDb);
    project.provide('pgliteSnapshot', '');
    project.provide('pgliteEmptySnapshot', '');
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${templateDb}%`} or datname like 'gt_file_%'`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  // Every database test file loads the migrated snapshot and starts Postgres on it
  // (tests/support/setup.ts), so it is kept small: 1 MB WAL segments instead of 16 MB, no template
  // databases (PGlite's one session only ever opens `postgres`), 16 MB of shared buffers instead of
  // 128 MB (the tests' data are small). The tarball fell from 42 MB to 16 MB and a file's start in a
  // fresh worker thread from 1.26 s to 0.81 s of CPU. The tests of migrating itself load the empty
  // snapshot (tests/support/empty-database.ts): no initdb of their own (2 s each).
  const embedded = await startEmbeddedPostgres({ initdbArgs: ['--wal-segsize=1'] });
  for (const statement of [
    // Checkpoints (drop database makes one) then delete the WAL segments they no longer need
    // instead of keeping them for reuse.
    'set wal_recycle = off',
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    'drop database template0',
    'drop database template1',
    `alter system set shared_buffers = '16MB'`,
  ])
    await embedded.pglite.exec(statement);
  const dir = await mkdtemp(path.join(tmpdir(), 'gt-test-'));
  const dump = async (file: string) => {
    await embedded.pglite.exec('checkpoint');
    await writeFile(file, Buffer.from(await (await embedded.pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const empty = await dump(path.join(dir, 'empty.tar'));
  const sql = connect(embedded.url, 1);
  await migrate(sql);
  await sql.end();
  const snapshot = await dump(path.join(dir, 'migrated.tar'));
  await embedded.stop();
  project.provide('dbMode', 'pglite');
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgliteEmptySnapshot', empty);
  project.provide('adminUrl', '');
  project.provide('templateDb', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
