// Runs once per test run: prepares a migrated database that every test file copies.
// Without DATABASE_URL: an in-memory PGlite, migrated, dumped to a tarball each file loads.
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
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${templateDb}%`} or datname like 'gt_file_%'`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const embedded = await startEmbeddedPostgres();
  const sql = connect(embedded.url, 1);
  await migrate(sql);
  await sql.end();
  const dir = await mkdtemp(path.join(tmpdir(), 'gt-test-'));
  const snapshot = path.join(dir, 'migrated.tar');
  await writeFile(snapshot, Buffer.from(await (await embedded.pglite.dumpDataDir('none')).arrayBuffer()));
  await embedded.stop();
  project.provide('dbMode', 'pglite');
  project.provide('pgliteSnapshot', snapshot);
  project.provide('adminUrl', '');
  project.provide('templateDb', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
