-- Course directory (lib/directory/): the cached list of current terms per provider, and the
-- local mirror of the published course catalogue that the daily sync rewrites.

-- Terms change a few times a year; caching them here (not in a function's memory) keeps
-- every instance in step and spares the university one call per section lookup.
create table directory_terms (
  provider    text primary key check (provider ~ '^[a-z][a-z0-9_-]{1,31}$'),
  -- [{ "code": "2184", "name": "Winter 2019" }, …], newest first
  terms       jsonb not null check (jsonb_typeof(terms) = 'array'),
  fetched_at  timestamptz not null,
  expires_at  timestamptz not null,
  check (expires_at > fetched_at)
);

-- One row per published course of the configured provider. Rewritten by syncCourseCatalog
-- in one transaction: rows change only when a value differs, rows no longer published go.
create table catalog_courses (
  provider       text not null check (provider ~ '^[a-z][a-z0-9_-]{1,31}$'),
  subject        text not null check (subject ~ '^[A-Z0-9]{1,12}$'),
  catalog        text not null check (length(catalog) between 1 and 12),
  title          text not null check (length(title) <= 500),
  units          numeric(6, 2) check (units is null or units >= 0),
  career         text check (career is null or length(career) <= 40),
  description    text check (description is null or length(description) <= 20000),
  prerequisites  text check (prerequisites is null or length(prerequisites) <= 5000),
  course_id      text check (course_id is null or length(course_id) <= 40),
  updated_at     timestamptz not null default now(),
  primary key (provider, subject, catalog)
);
