-- Domain core: the tables several capabilities share (students' data, reminders, billing,
-- support, owner statistics, admin). Capability-specific tables live in their own migrations.

-- Profile, account flags and the billing state the rest of the service reads.
alter table users
  add column school                 text check (school is null or length(school) <= 200),
  add column programme              text check (programme is null or length(programme) <= 200),
  add column time_zone              text not null default 'UTC' check (length(time_zone) between 1 and 64),
  add column reminder_lead_minutes  integer not null default 1440 check (reminder_lead_minutes between 0 and 20160),
  -- Set by an admin: comped acts as paid but never counts as paying; internal and test
  -- accounts are left out of every owner figure except the one that counts them.
  add column comped                 boolean not null default false,
  add column is_internal            boolean not null default false,
  add column is_test                boolean not null default false,
  -- Kept in step with the newest subscription state by the billing webhook and confirm.
  add column plan                   text not null default 'free' check (plan in ('free', 'semester', 'monthly')),
  add column stripe_customer_id     text unique;

-- A student's course (one class in one term). Archived = a finished class.
create table courses (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid not null references users (id) on delete cascade,
  code         text not null check (length(code) between 1 and 40),
  title        text check (title is null or length(title) <= 200),
  term         text check (term is null or length(term) <= 60),
  credits      numeric(5, 2) not null default 1 check (credits > 0 and credits <= 100),
  archived_at  timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index courses_user_idx on courses (user_id, archived_at);

-- A dated, weighted piece of work. user_id is repeated from the course so that every query
-- can be scoped to its caller without a join.
create table assessments (
  id            uuid primary key default gen_random_uuid(),
  course_id     uuid not null references courses (id) on delete cascade,
  user_id       uuid not null references users (id) on delete cascade,
  title         text not null check (length(title) between 1 and 200),
  kind          text not null default 'other'
                check (kind in ('assignment', 'quiz', 'midterm', 'final', 'project', 'lab', 'participation', 'other')),
  -- null when the outline gives no date; never a substituted date.
  due           timestamptz,
  -- true when only the day is known (all-day event in calendars, reminders at the day's start).
  due_all_day   boolean not null default false,
  weight        numeric(6, 3) not null default 0 check (weight >= 0 and weight <= 100),
  status        text not null default 'todo'
                check (status in ('todo', 'in_progress', 'submitted', 'graded', 'excused')),
  -- A grade is stored as given: a percent (0–200, bonus allowed) or earned/total.
  grade_percent numeric(7, 3) check (grade_percent is null or grade_percent between 0 and 200),
  grade_earned  numeric(10, 3) check (grade_earned is null or grade_earned >= 0),
  grade_total   numeric(10, 3) check (grade_total is null or grade_total > 0),
  notes         text check (notes is null or length(notes) <= 5000),
  provenance    text not null default 'manual' check (provenance in ('manual', 'syllabus')),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  constraint assessments_one_grade_form check (
    (grade_percent is null and grade_earned is null and grade_total is null) or
    (grade_percent is not null and grade_earned is null and grade_total is null) or
    (grade_percent is null and grade_earned is not null and grade_total is not null)
  )
);
create index assessments_course_idx on assessments (course_id);
create index assessments_user_due_idx on assessments (user_id, due);

-- Support tickets from anonymous visitors. The access token is stored only as its SHA-256.
create table tickets (
  id                uuid primary key default gen_random_uuid(),
  case_id           text not null unique check (length(case_id) between 4 and 32),
  token_hash        bytea not null check (octet_length(token_hash) = 32),
  email             text not null check (length(email) between 3 and 320),
  name              text check (name is null or length(name) <= 100),
  category          text not null default 'other' check (category in ('bug', 'billing', 'account', 'feature', 'other')),
  subject           text not null check (length(subject) between 1 and 200),
  status            text not null default 'open' check (status in ('open', 'answered', 'solved')),
  created_at        timestamptz not null default now(),
  last_activity_at  timestamptz not null default now(),
  first_answered_at timestamptz
);
create index tickets_status_activity_idx on tickets (status, last_activity_at desc, id);
create index tickets_activity_idx on tickets (last_activity_at desc, id);

create table ticket_messages (
  id          bigint generated always as identity primary key,
  ticket_id   uuid not null references tickets (id) on delete cascade,
  author_role text not null check (author_role in ('user', 'support')),
  body        text not null check (length(body) between 1 and 10000),
  created_at  timestamptz not null default clock_timestamp()
);
create index ticket_messages_ticket_idx on ticket_messages (ticket_id, id);

-- Billing state mirrored from Stripe (the webhook and confirm reconcile it).
create table subscriptions (
  id                    text primary key,              -- Stripe subscription id (sub_...)
  user_id               uuid not null references users (id) on delete cascade,
  customer_id           text not null,
  status                text not null check (status in
                          ('trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')),
  plan                  text not null check (plan in ('semester', 'monthly')),
  price_id              text,
  unit_amount_cents     integer check (unit_amount_cents is null or unit_amount_cents >= 0),
  currency              text,
  billing_interval      text,                          -- Stripe price recurring.interval (month, year, ...)
  interval_count        integer,
  cancel_at_period_end  boolean not null default false,
  current_period_end    timestamptz,
  trial_end             timestamptz,
  livemode              boolean not null default false,
  -- Stripe's event.created of the newest state applied, so older deliveries never win.
  state_as_of           timestamptz not null,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now()
);
create index subscriptions_user_idx on subscriptions (user_id);

-- Every settled charge (amount > 0): what "paying customer" and MRR are computed from.
create table charges (
  id                text primary key,                  -- Stripe invoice id (in_...) or charge id
  user_id           uuid not null references users (id) on delete cascade,
  subscription_id   text,
  amount_cents      integer not null check (amount_cents > 0),
  currency          text not null,
  paid_at           timestamptz not null,
  livemode          boolean not null default false
);
create index charges_user_idx on charges (user_id, paid_at);

-- Webhook events already applied, written in the same transaction as their effect.
create table stripe_events (
  id           text primary key,
  type         text not null,
  received_at  timestamptz not null default now()
);
