-- Seat alerts: students watch a full section and get one push each time it opens.
-- All state lives here (the job runs on stateless functions, several at a time).

-- One watch: a section (term + class number, as getSections returns them) of a course
-- (subject + catalog, the unit one upstream lookup serves). `state` is what the job saw last
-- for what the watch asks about: 'open', 'full', or 'gone' (not listed any more). An alert is
-- the transition to 'open' from anything else; `openings` counts them and numbers the
-- deliveries, so each opening is pushed at most once per device. A row is written only when
-- what the job sees changes (state or counts); when it last looked is seat_courses.polled_at.
create table seat_watches (
  id               uuid primary key default gen_random_uuid(),
  user_id          uuid not null references users (id) on delete cascade,
  provider         text not null check (provider ~ '^[a-z]{2,20}$'),
  subject          text not null check (subject ~ '^[A-Z]{2,6}$'),
  catalog          text not null check (catalog ~ '^[0-9]{2,4}[A-Z]?$'),
  term_code        text not null check (length(term_code) between 1 and 10),
  class_number     text not null check (length(class_number) between 1 and 12),
  notify_on        text not null check (notify_on in ('seat', 'waitlist', 'either')),
  unreserved_only  boolean not null default false,
  state            text not null check (state in ('open', 'full', 'gone')),
  openings         integer not null default 0 check (openings >= 0),
  -- The section as last seen (label, counts, reserve detail) for listing and the alert text.
  snapshot         jsonb not null,
  observed_at      timestamptz not null default now(),
  last_opened_at   timestamptz,
  created_at       timestamptz not null default now(),
  constraint seat_watches_once unique (user_id, provider, term_code, class_number)
);
create index seat_watches_course_idx on seat_watches (provider, subject, catalog);
create index seat_watches_user_idx on seat_watches (user_id, created_at, id);

-- One row per watched course: when the job polls it next. Claiming a course moves
-- next_poll_at past the lease (longer than the function's maxDuration), so overlapping runs
-- never poll the same course at once; `claims` fences a run that outlived its lease: its
-- observations and its next poll time are ignored once another run has claimed the course.
-- `failures` counts consecutive failed lookups and spaces the next ones out.
create table seat_courses (
  provider      text not null,
  subject       text not null,
  catalog       text not null,
  next_poll_at  timestamptz not null default now(),
  claims        integer not null default 0,
  failures      integer not null default 0 check (failures >= 0),
  polled_at     timestamptz,
  primary key (provider, subject, catalog)
);
create index seat_courses_due_idx on seat_courses (provider, next_poll_at);

-- One push per opening per device, leased like reminder_deliveries: claimed rows carry
-- next_attempt_at = claim + lease; sent or failed rows are final.
create table seat_alert_deliveries (
  id               bigint generated always as identity primary key,
  watch_id         uuid not null references seat_watches (id) on delete cascade,
  opening          integer not null check (opening >= 1),
  subscription_id  uuid not null references push_subscriptions (id) on delete cascade,
  user_id          uuid not null references users (id) on delete cascade,
  -- The section as it was when it opened: the alert tells what the job saw, even on a retry.
  snapshot         jsonb not null,
  attempts         integer not null default 0 check (attempts >= 0),
  created_at       timestamptz not null default now(),
  next_attempt_at  timestamptz not null default now(),
  sent_at          timestamptz,
  failed_at        timestamptz,
  last_status      integer check (last_status is null or last_status between 100 and 599),
  constraint seat_alert_deliveries_once unique (watch_id, opening, subscription_id),
  constraint seat_alert_deliveries_final check (sent_at is null or failed_at is null)
);
create index seat_alert_deliveries_pending_idx on seat_alert_deliveries (next_attempt_at)
  where sent_at is null and failed_at is null;
create index seat_alert_deliveries_subscription_idx on seat_alert_deliveries (subscription_id);
create index seat_alert_deliveries_created_idx on seat_alert_deliveries (created_at);

-- Supabase's Data API roles reach nothing here; guarded so plain PostgreSQL and PGlite,
-- where the roles do not exist, run the same file.
alter table seat_watches enable row level security;
alter table seat_courses enable row level security;
alter table seat_alert_deliveries enable row level security;
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke all on table seat_watches, seat_courses, seat_alert_deliveries from %I', r);
      execute format('revoke all on sequence seat_alert_deliveries_id_seq from %I', r);
    end if;
  end loop;
end $$;
