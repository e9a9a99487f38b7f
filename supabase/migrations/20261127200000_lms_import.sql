-- Deadlines from the student's LMS calendar feed (Canvas, Moodle, Brightspace, Blackboard).
-- The LMS says when, the outline how much it counts; every assessment records where its date
-- came from, and a date the student set by hand is never overwritten by an import or a sync.

-- Where the due date came from: 'outline' (parseSyllabus), 'lms' (a calendar feed) or 'manual'
-- (typed or changed by the student). `provenance` stays as it is (the specification keeps API
-- tokens from setting it). Existing rows: outline items keep 'outline', the rest 'manual'.
alter table assessments
  add column due_source text not null default 'manual' check (due_source in ('lms', 'outline', 'manual')),
  -- True once the student has set the weight by hand: equal shares recomputed when an LMS
  -- deliverable joins its group never change such a weight.
  add column weight_manual boolean not null default false;
update assessments set due_source = 'outline' where provenance = 'syllabus';
-- Weights typed by the student (anything not from an outline) count as set by hand.
update assessments set weight_manual = true where provenance = 'manual';

-- A feed kept for syncing. The URL is the student's secret (it is the whole credential): it is
-- never logged and never returned after creation; `host` and `tail` (its last 4 characters) are
-- what the student sees. `next_sync_at` orders the job's work and is the lease: claiming a feed
-- moves it past the lease, so overlapping runs never read one feed at once; `claims` fences a
-- run that outlived its lease. A failing feed backs off (failures doubles the wait) and says why.
create table lms_feeds (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null references users (id) on delete cascade,
  url             text not null check (length(url) between 9 and 2048),
  host            text not null check (length(host) between 1 and 253),
  tail            text not null check (length(tail) <= 4),
  -- The course code for events that name none (a Blackboard feed names no course).
  default_course  text check (default_course is null or length(default_course) between 1 and 40),
  etag            text check (etag is null or length(etag) <= 512),
  last_modified   text check (last_modified is null or length(last_modified) <= 100),
  next_sync_at    timestamptz not null default now(),
  claims          integer not null default 0,
  failures        integer not null default 0 check (failures >= 0),
  last_synced_at  timestamptz,
  last_error      text check (last_error is null or length(last_error) <= 500),
  created_at      timestamptz not null default now(),
  constraint lms_feeds_once unique (user_id, url)
);
create index lms_feeds_due_idx on lms_feeds (next_sync_at);
create index lms_feeds_user_idx on lms_feeds (user_id, created_at, id);

-- One LMS event the student imported, by its UID (unique per LMS instance: Canvas
-- "event-assignment-123", Moodle "123@host"), joined to the assessment it set. `due` is the
-- date the feed gave last, so a sync sees what moved; `gone_at` marks an event no longer in
-- its feed (the assessment and its grade stay).
create table lms_items (
  id             uuid primary key default gen_random_uuid(),
  user_id        uuid not null references users (id) on delete cascade,
  uid            text not null check (length(uid) between 1 and 500),
  assessment_id  uuid not null references assessments (id) on delete cascade,
  feed_id        uuid references lms_feeds (id) on delete set null,
  due            timestamptz,
  due_all_day    boolean not null default false,
  seen_at        timestamptz not null default now(),
  gone_at        timestamptz,
  constraint lms_items_once unique (user_id, uid)
);
create index lms_items_assessment_idx on lms_items (assessment_id);
create index lms_items_feed_idx on lms_items (feed_id);

-- One push per moved due date per device ("Essay 2 now due Fri 14 Nov 17:00"), leased like
-- reminder_deliveries: the row is written in the transaction that moves the date, so overlapping
-- runs write it once (the unique key), and claimed rows carry next_attempt_at = claim + lease.
create table lms_change_deliveries (
  id               bigint generated always as identity primary key,
  assessment_id    uuid not null references assessments (id) on delete cascade,
  due_at           timestamptz not null,
  subscription_id  uuid not null references push_subscriptions (id) on delete cascade,
  user_id          uuid not null references users (id) on delete cascade,
  -- The message as written when the date moved: a retry tells what the sync saw.
  message          jsonb not null,
  attempts         integer not null default 0 check (attempts >= 0),
  created_at       timestamptz not null default now(),
  next_attempt_at  timestamptz not null default now(),
  sent_at          timestamptz,
  failed_at        timestamptz,
  last_status      integer check (last_status is null or last_status between 100 and 599),
  constraint lms_change_deliveries_once unique (assessment_id, due_at, subscription_id),
  constraint lms_change_deliveries_final check (sent_at is null or failed_at is null)
);
create index lms_change_deliveries_pending_idx on lms_change_deliveries (next_attempt_at)
  where sent_at is null and failed_at is null;
create index lms_change_deliveries_subscription_idx on lms_change_deliveries (subscription_id);
-- The sync job prunes records older than 30 days along this index.
create index lms_change_deliveries_created_idx on lms_change_deliveries (created_at);

-- Supabase's Data API roles reach nothing here; guarded so plain PostgreSQL and PGlite,
-- where the roles do not exist, run the same file.
alter table lms_feeds enable row level security;
alter table lms_items enable row level security;
alter table lms_change_deliveries enable row level security;
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke all on table lms_feeds, lms_items, lms_change_deliveries, assessments from %I', r);
      execute format('revoke all on sequence lms_change_deliveries_id_seq from %I', r);
    end if;
  end loop;
end $$;
