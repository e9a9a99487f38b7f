// Applies the SQL files of supabase/migrations in version order, each once, each in a transaction,
// and records them where the Supabase CLI keeps its history (supabase_migrations.schema_migrations,
// keyed by the file's 14-digit version), so `npm run migrate` and `supabase db push` agree on what
// is applied and an operator can switch between them without re-applying anything.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql, TransactionSql } from '../db.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** Files renamed after they were applied under another version (two files once shared one version). */
export const RENUMBERED: Readonly<Record<string, string>> = {
  '20261124070000_visitor_cap.sql': '20261124070001_visitor_cap.sql',
};

export interface MigrationFile {
  file: string;
  version: string;
  name: string;
}

/** `<14-digit version>_<name>.sql`, the Supabase CLI's naming; anything else is refused. */
export function parseMigrationFile(file: string): MigrationFile {
  const match = /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(file);
  if (!match) throw new Error(`migration file ${file}: expected <14-digit version>_<name>.sql`);
  return { file, version: match[1]!, name: match[2]! };
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map(parseMigrationFile);
  const seen = new Map<string, string>();
  for (const m of files) {
    const other = seen.get(m.version);
    if (other) throw new Error(`migrations ${other} and ${m.file} share the version ${m.version}`);
    seen.set(m.version, m.file);
  }
  return files;
}

const LOCK = 7245001;

export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await listMigrations(dir);
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${LOCK})`;
    // The same statements the Supabase CLI runs before it reads or writes its history.
    await tx`create schema if not exists supabase_migrations`;
    await tx`create table if not exists supabase_migrations.schema_migrations (version text not null primary key)`;
    await tx`alter table supabase_migrations.schema_migrations add column if not exists statements text[]`;
    await tx`alter table supabase_migrations.schema_migrations add column if not exists name text`;
    await adoptLegacyHistory(tx);
  });
  const applied: string[] = [];
  for (const m of migrations) {
    const text = await readFile(`${dir}${m.file}`, 'utf8');
    const done = await sql.begin(async (tx) => {
      // Two instances migrating at once: the second waits here, then sees the row and skips.
      await tx`select pg_advisory_xact_lock(${LOCK})`;
      const [row] = await tx`select 1 from supabase_migrations.schema_migrations where version = ${m.version}`;
      if (row) return false;
      // A migration may rewrite a large table: the request deadlines of lib/http/deadline.ts do not apply.
      await tx`set local statement_timeout = 0`;
      await tx`set local lock_timeout = 0`;
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
               values (${m.version}, ${m.name}, ${[text]})`;
      return true;
    });
    if (done) applied.push(m.file);
  }
  return applied;
}

/**
 * Databases migrated before the history moved kept it in public.schema_migrations, one row per
 * file name. Their rows are copied into the CLI's table once (renumbered files under their new
 * version), so nothing is applied twice; the old table stays, unused, with row level security on.
 */
async function adoptLegacyHistory(tx: TransactionSql): Promise<void> {
  const [legacy] = await tx<
    { exists: boolean }[]
  >`select to_regclass('public.schema_migrations') is not null as exists`;
  if (!legacy?.exists) return;
  const rows = await tx<{ name: string }[]>`select name from public.schema_migrations`;
  for (const { name } of rows) {
    const m = parseMigrationFile(RENUMBERED[name] ?? name);
    await tx`insert into supabase_migrations.schema_migrations (version, name)
             values (${m.version}, ${m.name}) on conflict (version) do nothing`;
  }
}

/** The newest version recorded, for health checks and operators. */
export async function appliedVersion(sql: Sql): Promise<string | null> {
  const [row] = await sql<{ version: string | null }[]>`
    select max(version) as version from supabase_migrations.schema_migrations`;
  return row?.version ?? null;
}
