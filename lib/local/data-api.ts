// What Supabase's Data API (PostgREST) could reach in schema public with the public `anon` key or
// a signed-in browser's `authenticated` role. The API itself never uses those roles, so the
// answer must be empty: tests/db/data-api.test.ts and `npm run check:data-api` ask it.
import type { Queryable } from '../db.js';

export const DATA_API_ROLES = ['anon', 'authenticated'] as const;

export interface ExposedObject {
  object: string;
  kind: 'table' | 'view' | 'materialized view' | 'foreign table' | 'sequence' | 'function';
  role: string;
  reason: string;
}

/** The Data API roles that exist in this database (none on plain PostgreSQL or PGlite). */
export async function dataApiRoles(sql: Queryable): Promise<string[]> {
  const rows = await sql<
    { rolname: string }[]
  >`select rolname from pg_roles where rolname in ${sql([...DATA_API_ROLES])} order by rolname`;
  return rows.map((r) => r.rolname);
}

/**
 * Every object of schema public that a Data API role can reach, and why. Tables also count when
 * row level security is off, even without a grant: a later grant must not be enough to open them.
 */
export async function exposedToDataApi(sql: Queryable): Promise<ExposedObject[]> {
  const roles = await dataApiRoles(sql);
  const relations = await sql<{ object: string; relkind: string; rls: boolean }[]>`
    select c.relname as object, c.relkind, c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
     order by c.relname`;
  const exposed: ExposedObject[] = [];
  for (const rel of relations) {
    const kind = KINDS[rel.relkind]!;
    if (kind === 'table' && !rel.rls)
      exposed.push({ object: rel.object, kind, role: '*', reason: 'row level security is disabled' });
  }
  for (const role of roles) {
    const granted = await sql<{ object: string; relkind: string }[]>`
      select c.relname as object, c.relkind
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
         and case when c.relkind = 'S'
                  then has_sequence_privilege(${role}, c.oid, 'USAGE, SELECT, UPDATE')
                  else has_table_privilege(${role}, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
                       or has_any_column_privilege(${role}, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
             end
       order by c.relname`;
    for (const rel of granted)
      exposed.push({ object: rel.object, kind: KINDS[rel.relkind]!, role, reason: 'privileges granted' });
    const functions = await sql<{ object: string }[]>`
      select p.oid::regprocedure::text as object
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege(${role}, p.oid, 'EXECUTE')
       order by 1`;
    for (const fn of functions) exposed.push({ object: fn.object, kind: 'function', role, reason: 'EXECUTE granted' });
  }
  return exposed;
}

const KINDS: Record<string, ExposedObject['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  S: 'sequence',
};
