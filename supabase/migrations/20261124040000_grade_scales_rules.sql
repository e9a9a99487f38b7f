-- Grades counted the way each school counts them (issue 19): per-course letter cut-offs,
-- pass/fail and student-excluded courses, and drop-lowest / best-N-of-M rules on groups of
-- assessments. Only columns on existing tables: a rule belongs to its course and is read and
-- written with it, so it needs no table (and no policy) of its own.

alter table courses
  -- Letter → lowest percent earning it, e.g. {"A+": 90, "A": 85, …}; null = the scale's default.
  add column letter_cutoffs jsonb check (letter_cutoffs is null or jsonb_typeof(letter_cutoffs) = 'object'),
  -- Pass/fail courses and courses the student leaves out are listed but never averaged.
  add column pass_fail      boolean not null default false,
  add column gpa_excluded   boolean not null default false,
  -- [{"group": "Quizzes", "dropLowest": 1} | {"group": "Labs", "bestOf": 8}, …]
  add column group_rules    jsonb not null default '[]'::jsonb check (jsonb_typeof(group_rules) = 'array');

-- The group an assessment belongs to, by name within its course ("Quizzes"); the course's
-- group_rules say how the group counts. Null = counts on its own.
alter table assessments
  add column grade_group text check (grade_group is null or length(grade_group) between 1 and 100);

-- Supabase's API roles must not reach these columns either: the tables are already closed to
-- them, and this keeps it so where the roles exist (plain PostgreSQL and PGlite lack them).
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke all on courses, assessments from %I', r);
    end if;
  end loop;
end $$;
