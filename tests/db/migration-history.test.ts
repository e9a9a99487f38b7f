// `npm run migrate` and `supabase db push` agree on what is applied: the history lives in the
// CLI's own table, a database migrated before that (history in public.schema_migrations, one
// file there under a version it once shared) gets nothing applied twice, and a database the CLI
// migrated gets nothing applied again.
import { afterEach, describe, expect, it } from 'vitest';
import type { Sql } from '../../lib/db.js';
import { appliedVersion, listMigrations, migrate, RENUMBERED } from '../../lib/local/migrate.js';
import { emptyDatabase } from '../support/empty-database.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function fresh(): Promise<Sql> {
  const db = await emptyDatabase('history');
  cleanup = db.cleanup;
  return db.sql;
}

async function history(sql: Sql): Promise<string[]> {
  const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations order by 1`;
  return rows.map((r) => r.version);
}

describe('migration history', () => {
  it('records each file once, by version and name, where the Supabase CLI reads it', async () => {
    const sql = await fresh();
    const files = await listMigrations();
    expect(await migrate(sql)).toEqual(files.map((f) => f.file));
    expect(await history(sql)).toEqual(files.map((f) => f.version));
    const [first] = await sql<{ name: string; statements: string[] }[]>`
      select name, statements from supabase_migrations.schema_migrations order by version limit 1`;
    expect(first!.name).toBe(files[0]!.name);
    expect(first!.statements.join('')).toMatch(/create/i);
    expect(await migrate(sql)).toEqual([]);
    expect(await appliedVersion(sql)).toBe(files.at(-1)!.version);
  }, 120_000);

  it('adopts the history of a database migrated before, renumbered files included, applying nothing twice', async () => {
    const sql = await fresh();
    await migrate(sql);
    const files = await listMigrations();
    const renamedBack = new Map(Object.entries(RENUMBERED).map(([old, now]) => [now, old]));
    // The state such a database is in: every migration applied, recorded by file name only,
    // the renumbered file under the name it had then.
    await sql`drop schema supabase_migrations cascade`;
    await sql`create table public.schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    for (const f of files)
      await sql`insert into public.schema_migrations (name) values (${renamedBack.get(f.file) ?? f.file})`;
    expect(await migrate(sql)).toEqual([]);
    expect(await history(sql)).toEqual(files.map((f) => f.version));
  }, 120_000);

  it('applies nothing again on a database whose history the Supabase CLI wrote', async () => {
    const sql = await fresh();
    await migrate(sql);
    // `supabase db push` leaves only its own table; names and statements may be absent in old CLIs.
    await sql`update supabase_migrations.schema_migrations set name = null, statements = null`;
    expect(await migrate(sql)).toEqual([]);
  }, 120_000);

  it('applies only what the history lacks', async () => {
    const sql = await fresh();
    await migrate(sql);
    const files = await listMigrations();
    const last = files.at(-1)!;
    await sql`delete from supabase_migrations.schema_migrations where version = ${last.version}`;
    // The last migration is written to be re-runnable? Not required: undo nothing, expect it to be tried.
    const attempt = await migrate(sql).then(
      (applied) => ({ applied }),
      (error: unknown) => ({ error }),
    );
    if ('applied' in attempt) expect(attempt.applied).toEqual([last.file]);
    else expect(String(attempt.error)).not.toMatch(/supabase_migrations/);
  }, 120_000);
});
