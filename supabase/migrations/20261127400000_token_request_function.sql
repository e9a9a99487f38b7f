-- An API-token request's database work (lib/auth/token-request.ts) as a PL/pgSQL function.
-- The same single statement was sent unnamed with each request (prepare: false, for Supabase's
-- transaction-mode pooler), so PostgreSQL planned its nine CTEs on every request: planning, not
-- execution, was most of its cost (0.39 ms planning against 0.24 ms execution on PostgreSQL 15,
-- and about three times the whole statement on PGlite). PL/pgSQL keeps the plan of the statement
-- it runs for the life of the database session, through any pooler, so the request still makes
-- one round trip and the plan is made once per connection.
-- The body is the statement lib/auth/token-request.ts documents, with the rate-limit upsert of
-- lib/ratelimit.ts (hitUpsertSql) written out; tests/db/token-request.test.ts fails when the
-- two differ. A change to either is a new migration that replaces this function.
-- Closed to the Data API like every function in public (20261124010000_close_data_api.sql: the
-- default privileges grant EXECUTE to no one); the explicit revoke keeps it so on its own.
create or replace function public.token_request(
  p_hash bytea,
  p_prefix text,
  p_window_seconds integer,
  p_limit integer,
  p_account_limit integer
)
returns table (
  id uuid,
  scope text,
  prefix text,
  name text,
  user_id uuid,
  created_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  used integer,
  oldest timestamptz,
  account_used integer,
  account_oldest timestamptz,
  now timestamptz
)
language plpgsql
volatile
set search_path = pg_catalog, public
as $function$
#variable_conflict use_column
begin
  return query
    with found as (
      select id, scope, prefix, name, user_id, created_at, last_used_at, revoked_at
      from public.api_tokens where token_hash = p_hash
    ),
    valid as (
      select * from found where revoked_at is null and prefix = p_prefix
    ),
    touched as (
      update public.api_tokens t set last_used_at = now()
      from valid v
      where t.id = v.id and (v.last_used_at is null or v.last_used_at < now() - interval '60 seconds')
    ),
    active as (
      insert into public.user_activity (user_id, day)
      select user_id, (now() at time zone 'UTC')::date from valid
      where scope = 'personal' and user_id is not null
        and (last_used_at is null or (last_used_at at time zone 'UTC')::date <> (now() at time zone 'UTC')::date)
      on conflict do nothing
    ),
    window_before as (
      select (select min(h) from unnest(r.hits) h where h > statement_timestamp() - make_interval(secs => p_window_seconds)) as oldest
      from public.rate_limits r join valid v on r.key = 'token:' || v.id
    ),
    counted as (
      insert into public.rate_limits as r (key, hits)
      select 'token:' || id, array[statement_timestamp()] from valid
      on conflict (key) do update
      set hits = array(
            select h from unnest(r.hits) h
            where h > statement_timestamp() - make_interval(secs => p_window_seconds)
            order by h
          ) || statement_timestamp(),
          updated_at = statement_timestamp()
      where (
        select count(*) from unnest(r.hits) h
        where h > statement_timestamp() - make_interval(secs => p_window_seconds)
      ) < p_limit
    returning cardinality(hits) as used, hits[1] as oldest, statement_timestamp() as now
    ),
    account_before as (
      select (select min(h) from unnest(r.hits) h where h > statement_timestamp() - make_interval(secs => p_window_seconds)) as oldest
      from public.rate_limits r join valid v on r.key = 'account-tokens:' || v.user_id
    ),
    account_counted as (
      insert into public.rate_limits as r (key, hits)
      select 'account-tokens:' || v.user_id, array[statement_timestamp()] from valid v join counted on true
      where v.user_id is not null
      on conflict (key) do update
      set hits = array(
            select h from unnest(r.hits) h
            where h > statement_timestamp() - make_interval(secs => p_window_seconds)
            order by h
          ) || statement_timestamp(),
          updated_at = statement_timestamp()
      where (
        select count(*) from unnest(r.hits) h
        where h > statement_timestamp() - make_interval(secs => p_window_seconds)
      ) < p_account_limit
    returning cardinality(hits) as used, hits[1] as oldest, statement_timestamp() as now
    )
    select found.*, counted.used, coalesce(counted.oldest, (select oldest from window_before)) as oldest,
           account_counted.used as account_used,
           coalesce(account_counted.oldest, (select oldest from account_before)) as account_oldest,
           statement_timestamp() as now
    from found left join counted on true left join account_counted on true;
end
$function$;

revoke execute on function public.token_request(bytea, text, integer, integer, integer) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.token_request(bytea, text, integer, integer, integer) from %I', role_name);
    end if;
  end loop;
end $$;
