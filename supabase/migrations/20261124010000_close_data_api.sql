-- Supabase's Data API (PostgREST) serves schema public to the public `anon` key and to signed-in
-- browsers (`authenticated`), and Supabase's default privileges grant those roles everything on
-- every new table, sequence and function. This API never uses them: it connects as the owner
-- through DATABASE_URL, which bypasses row level security and keeps its privileges. So:
--   1. every table enables row level security with no policy (an accidental grant still reads
--      and writes nothing),
--   2. what anon and authenticated were granted is revoked, on tables, views, sequences and
--      functions, and so is EXECUTE that PostgreSQL gives PUBLIC on functions,
--   3. the default privileges of the role running migrations stop granting them anything, so a
--      later migration's objects start closed too,
--   4. views run with the privileges of their caller (security_invoker), so they cannot lend
--      the owner's rights to anyone.
-- Later migrations still enable row level security on each table they create; the test
-- tests/db/data-api.test.ts fails when any object in public is reachable by those roles.
-- On plain PostgreSQL and PGlite the Supabase roles may not exist: those steps are skipped.

do $$
declare
  t record;
begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') loop
    execute format('alter table public.%I enable row level security', t.relname);
  end loop;
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'v' loop
    execute format('alter view public.%I set (security_invoker = true)', t.relname);
  end loop;
end $$;

revoke execute on all functions in schema public from public;
alter default privileges in schema public revoke execute on functions from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on all tables in schema public from %I', role_name);
      execute format('revoke all on all sequences in schema public from %I', role_name);
      execute format('revoke all on all functions in schema public from %I', role_name);
      execute format('alter default privileges in schema public revoke all on tables from %I', role_name);
      execute format('alter default privileges in schema public revoke all on sequences from %I', role_name);
      execute format('alter default privileges in schema public revoke all on functions from %I', role_name);
    end if;
  end loop;
end $$;
