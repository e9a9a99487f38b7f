-- The API's scheduled jobs, run by the database instead of Vercel Cron: pg_cron keeps the schedule
-- and pg_net calls the deployment's job routes the way Vercel Cron does (Authorization: Bearer
-- <CRON_SECRET>; POST, which every job route also answers). For a deployment whose platform cannot
-- run the jobs as often as they need (Vercel's Hobby plan runs a cron at most once a day), or an
-- operator who prefers one scheduler. Not a migration: PGlite and plain PostgreSQL have neither
-- extension, and the schedule belongs to one deployment (its address and secret).
--
-- Run once on the project's database (Supabase SQL editor, or psql with the direct connection):
--   psql "$DIRECT_DATABASE_URL" -f supabase/cron/schedule-jobs.sql
-- then give it the deployment's address and cron secret (the deployment's CRON_SECRET, 16+ characters):
--   select * from gradetrack_jobs.configure('https://api.example.edu', '<CRON_SECRET>');
-- and remove the "crons" block from vercel.json so Vercel does not run them as well.
-- Both are safe to run again (a new address or secret replaces the old; jobs are scheduled by name).
-- What ran:     select * from cron.job_run_details order by start_time desc limit 10;
-- What came back (pg_net keeps responses for 6 hours):
--               select id, status_code, left(content, 200) from net._http_response order by id desc limit 10;
-- Stop:         select * from gradetrack_jobs.unschedule();

create extension if not exists pg_cron;

-- pg_net provides net.http_post; an existing function of that signature is used as it is.
do $$
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    create extension if not exists pg_net;
  end if;
end
$$;

-- A schema of its own, outside `public` (the one Supabase's Data API serves), reachable by no one
-- but its owner: it holds the cron secret.
create schema if not exists gradetrack_jobs;
revoke all on schema gradetrack_jobs from public;

create table if not exists gradetrack_jobs.settings (
  singleton boolean primary key default true check (singleton),
  base_url text not null check (base_url ~ '^https?://[^/?#\s]+$'),
  cron_secret text not null check (length(cron_secret) >= 16),
  updated_at timestamptz not null default now()
);
alter table gradetrack_jobs.settings enable row level security;
revoke all on table gradetrack_jobs.settings from public;

-- The jobs: the same routes and schedules (UTC) as the "crons" of vercel.json; the timeout is the
-- route's maxDuration there plus 5 s, so pg_net waits for the whole run.
create or replace function gradetrack_jobs.jobs()
returns table (job_name text, path text, schedule text, timeout_ms integer)
language sql
immutable
as $$
  values
    ('gradetrack-run-seat-alerts', '/api/run-seat-alerts', '*/5 * * * *', 65000),
    ('gradetrack-run-reminders', '/api/run-reminders', '*/15 * * * *', 65000),
    ('gradetrack-run-lms-sync', '/api/run-lms-sync', '15 */3 * * *', 65000),
    ('gradetrack-sync-catalog', '/api/sync-catalog', '30 7 * * *', 305000)
$$;

-- What each cron job runs: one POST to the route, queued by pg_net (which returns its request id).
-- The secret stays in gradetrack_jobs.settings, out of cron.job and cron.job_run_details.
create or replace function gradetrack_jobs.run(job_path text)
returns bigint
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
declare
  job record;
  target gradetrack_jobs.settings;
begin
  select * into job from gradetrack_jobs.jobs() j where j.path = job_path;
  if not found then
    raise exception 'gradetrack_jobs.run: % is not one of the job routes', job_path;
  end if;
  select * into target from gradetrack_jobs.settings;
  if not found then
    raise exception 'gradetrack_jobs.run: no deployment configured'
      using hint = 'select * from gradetrack_jobs.configure(''https://<deployment>'', ''<CRON_SECRET>'')';
  end if;
  return net.http_post(
    url := target.base_url || job.path,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Authorization', 'Bearer ' || target.cron_secret, 'Content-Type', 'application/json'),
    timeout_milliseconds := job.timeout_ms
  );
end
$$;

-- Records the deployment's address and secret, and schedules every job (again) under its name.
create or replace function gradetrack_jobs.configure(base_url text, cron_secret text)
returns table (job_name text, schedule text, jobid bigint)
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
#variable_conflict use_column
begin
  insert into gradetrack_jobs.settings (base_url, cron_secret)
  values (rtrim(configure.base_url, '/'), configure.cron_secret)
  on conflict (singleton) do update
    set base_url = excluded.base_url, cron_secret = excluded.cron_secret, updated_at = now();
  return query
    select j.job_name, j.schedule, cron.schedule(j.job_name, j.schedule, format('select gradetrack_jobs.run(%L)', j.path))
    from gradetrack_jobs.jobs() j;
end
$$;

-- Unschedules the jobs and forgets the secret; returns the names of the jobs it removed.
create or replace function gradetrack_jobs.unschedule()
returns setof text
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
declare
  name text;
begin
  for name in
    select c.jobname from cron.job c join gradetrack_jobs.jobs() j on j.job_name = c.jobname
  loop
    perform cron.unschedule(name);
    return next name;
  end loop;
  delete from gradetrack_jobs.settings;
end
$$;

revoke all on function gradetrack_jobs.jobs() from public;
revoke all on function gradetrack_jobs.run(text) from public;
revoke all on function gradetrack_jobs.configure(text, text) from public;
revoke all on function gradetrack_jobs.unschedule() from public;

-- Supabase's API roles get nothing here either, whatever default privileges the project has.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on schema gradetrack_jobs from %I', role_name);
      execute format('revoke all on all tables in schema gradetrack_jobs from %I', role_name);
      execute format('revoke all on all functions in schema gradetrack_jobs from %I', role_name);
    end if;
  end loop;
end
$$;
