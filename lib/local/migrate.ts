// Applies the SQL files of supabase/migrations in name order, each once, each in a transaction.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../db.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`;
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const text = await readFile(`${dir}${name}`, 'utf8');
    const done = await sql.begin(async (tx) => {
      // Two instances migrating at once: the second waits here, then sees the row and skips.
      await tx`select pg_advisory_xact_lock(7245001)`;
      const [row] = await tx`select 1 from schema_migrations where name = ${name}`;
      if (row) return false;
      // A migration may rewrite a large table: the request deadlines of lib/http/deadline.ts do not apply.
      await tx`set local statement_timeout = 0`;
      await tx`set local lock_timeout = 0`;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${name})`;
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
