// Nothing in schema public is reachable through Supabase's Data API. The database here is prepared
// the way Supabase prepares a project (the anon, authenticated and service_role roles, usage on
// public, and default privileges granting those roles everything new), then every migration runs,
// then the roles try to read, insert, update and delete in every table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposedToDataApi } from '../../lib/local/data-api.js';
import type { Sql } from '../../lib/db.js';
import { migrate } from '../../lib/local/migrate.js';
import { emptyDatabase } from '../support/empty-database.js';

let sql: Sql;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ sql, cleanup } = await emptyDatabase('dataapi'));
  // Roles are cluster-wide on a PostgreSQL server: another run may have made them already.
  await sql.unsafe(`
    do $$ declare r text; begin
      foreach r in array array['anon', 'authenticated', 'service_role'] loop
        begin execute format('create role %I nologin noinherit', r); exception when duplicate_object then null; end;
      end loop;
    end $$;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`);
  await migrate(sql);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

async function relationsOfPublic(): Promise<Array<{ name: string; table: boolean }>> {
  const rows = await sql<{ relname: string; relkind: string }[]>`
    select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by 1`;
  return rows.map((r) => ({ name: r.relname, table: r.relkind === 'r' || r.relkind === 'p' }));
}

/**
 * Each statement run as the role; what did not fail with "permission denied" got through. Views
 * are read only (their writes fail before any privilege check, as not automatically updatable).
 */
async function attemptsThatGotThrough(role: string, relation: { name: string; table: boolean }): Promise<string[]> {
  const table = relation.name;
  const column = await writableColumn(table);
  const statements: Record<string, string> = {
    read: `select * from public.${table} limit 1`,
    ...(relation.table
      ? {
          insert: `insert into public.${table} default values`,
          update: `update public.${table} set ${column} = ${column} where false`,
          delete: `delete from public.${table} where false`,
        }
      : {}),
  };
  const through: string[] = [];
  for (const [what, statement] of Object.entries(statements)) {
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx.unsafe(statement);
      });
      through.push(what);
    } catch (err) {
      if ((err as { code?: string }).code !== '42501') through.push(`${what} (${(err as Error).message})`);
    }
  }
  return through;
}

/** A column an UPDATE may set to itself: not an identity or generated column. */
async function writableColumn(table: string): Promise<string> {
  const [row] = await sql<{ attname: string }[]>`
    select attname from pg_attribute
     where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attidentity = '' and attgenerated = ''
     order by attnum limit 1`;
  return `"${row!.attname}"`;
}

describe('Supabase Data API exposure', () => {
  it('lists no object of schema public as reachable by anon or authenticated', async () => {
    expect(await exposedToDataApi(sql)).toEqual([]);
  });

  it('keeps the migration history out of reach: no privilege of anon or authenticated on its schema', async () => {
    const [row] = await sql<{ anon: boolean; authenticated: boolean }[]>`
      select has_schema_privilege('anon', 'supabase_migrations', 'usage') as anon,
             has_schema_privilege('authenticated', 'supabase_migrations', 'usage') as authenticated`;
    expect(row).toEqual({ anon: false, authenticated: false });
  });

  it('has row level security on every table', async () => {
    const rows = await sql<{ relname: string; rls: boolean }[]>`
      select c.relname, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`;
    expect(rows.map((r) => r.relname)).toContain('api_tokens');
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });

  it('lets anon and authenticated read, insert, update and delete nothing, in every table and view', async () => {
    const tables = await relationsOfPublic();
    expect(tables.length).toBeGreaterThan(20);
    const through: Record<string, string[]> = {};
    for (const role of ['anon', 'authenticated']) {
      for (const table of tables) {
        const got = await attemptsThatGotThrough(role, table);
        if (got.length) through[`${role} ${table.name}`] = got;
      }
    }
    expect(through).toEqual({});
  });

  it('keeps functions closed to the Data API roles', async () => {
    const rows = await sql<{ fn: string }[]>`
      select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))`;
    expect(rows).toEqual([]);
    const [{ count } = { count: 0 }] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`;
    expect(count).toBeGreaterThan(0);
  });

  it('catches a table whose row level security is dropped, and a grant to anon (the check can fail)', async () => {
    await sql
      .begin(async (tx) => {
        await tx`alter table api_tokens disable row level security`;
        await tx`grant select on users to anon`;
        const exposed = await exposedToDataApi(tx);
        expect(exposed).toEqual([
          { object: 'api_tokens', kind: 'table', role: '*', reason: 'row level security is disabled' },
          { object: 'users', kind: 'table', role: 'anon', reason: 'privileges granted' },
        ]);
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(await exposedToDataApi(sql)).toEqual([]);
  });

  it('starts a table created by a later migration closed to the Data API roles', async () => {
    await sql
      .begin(async (tx) => {
        await tx`create table later_feature (id int primary key)`;
        const [grants] = await tx<{ anon: boolean; authenticated: boolean }[]>`
        select has_table_privilege('anon', 'later_feature', 'SELECT') as anon,
               has_table_privilege('authenticated', 'later_feature', 'SELECT') as authenticated`;
        expect(grants).toEqual({ anon: false, authenticated: false });
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
  });
});

class Rollback extends Error {}
