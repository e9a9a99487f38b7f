// Runs once per test run: prepares a migrated database that every test file copies.
// Without DATABASE_URL: an in-memory PGlite, migrated, dumped to a tarball each file loads (and
// dumped before migrating too, for the tests of migrating), kept between runs (pgliteSnapshots).
// With DATABASE_URL (CI's PostgreSQL pass): a migrated template database each file clones.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { connect } from '../../lib/db.js';
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';
import { listMigrations, MIGRATIONS_DIR, migrate } from '../../lib/local/migrate.js';

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
  const { empty, migrated } = await pgliteSnapshots();
  project.provide('dbMode', 'pglite');
  project.provide('pgliteSnapshot', migrated);
  project.provide('pgliteEmptySnapshot', empty);
  project.provide('adminUrl', '');
  project.provide('templateDb', '');
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What the snapshots are made of: PGlite, the migrations, and the code that makes them. */
const INPUTS = ['tests/support/global-setup.ts', 'lib/local/migrate.ts', 'lib/local/embedded-db.ts'];

/**
 * The snapshots depend only on their inputs, so they are kept between runs in
 * node_modules/.cache/test-databases/<hash of the inputs>: a run (and a single file's run) starts
 * without initdb and migrating, 5 s. A change to a migration, to PGlite or to this code makes new
 * ones; `npm ci` clears them all.
 */
async function pgliteSnapshots(): Promise<{ empty: string; migrated: string }> {
  const hash = createHash('sha256');
  const pglite = await readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update((JSON.parse(pglite) as { version: string }).version);
  const migrations = (await listMigrations()).map((m) => path.join(MIGRATIONS_DIR, m.file));
  for (const file of [...INPUTS.map((f) => path.join(ROOT, f)), ...migrations])
    hash.update(`\0${path.basename(file)}\0`).update(await readFile(file));
  const cache = path.join(ROOT, 'node_modules/.cache/test-databases');
  const dir = path.join(cache, hash.digest('hex').slice(0, 16));
  const snapshots = { empty: path.join(dir, 'empty.tar'), migrated: path.join(dir, 'migrated.tar') };
  if (existsSync(snapshots.migrated)) return snapshots;
  // Made aside and renamed into place, so a run beside this one never reads half a snapshot.
  await mkdir(cache, { recursive: true });
  const draft = await mkdtemp(path.join(cache, 'draft-'));
  await makeSnapshots(path.join(draft, 'empty.tar'), path.join(draft, 'migrated.tar'));
  try {
    await rename(draft, dir);
  } catch {
    await rm(draft, { recursive: true, force: true }); // another run made the same ones first
  }
  // Snapshots of older inputs, once no run of the last hour can still be reading them.
  for (const entry of await readdir(cache, { withFileTypes: true })) {
    const other = path.join(cache, entry.name);
    if (other !== dir && (await stat(other)).mtimeMs < Date.now() - 3_600_000)
      await rm(other, { recursive: true, force: true });
  }
  return snapshots;
}

/**
 * Every database test file loads the migrated snapshot and starts Postgres on it
 * (tests/support/setup.ts), so it is kept small: 1 MB WAL segments instead of 16 MB, no template
 * databases (PGlite's one session only ever opens `postgres`), 16 MB of shared buffers instead of
 * 128 MB (the tests' data are small). The tarball fell from 42 MB to 16 MB and a file's start in a
 * fresh worker thread from 1.26 s to 0.81 s of CPU. The tests of migrating itself load the empty
 * snapshot (tests/support/empty-database.ts): no initdb of their own (2 s each).
 */
async function makeSnapshots(emptyFile: string, migratedFile: string): Promise<void> {
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
  const dump = async (file: string) => {
    await embedded.pglite.exec('checkpoint');
    await writeFile(file, Buffer.from(await (await embedded.pglite.dumpDataDir('none')).arrayBuffer()));
  };
  await dump(emptyFile);
  const sql = connect(embedded.url, 1);
  await migrate(sql);
  await sql.end();
  await dump(migratedFile);
  await embedded.stop();
}
