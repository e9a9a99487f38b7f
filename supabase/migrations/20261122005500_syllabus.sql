-- parseSyllabus plan limit (DESIGN §7): parses per account per calendar month (UTC).
-- One row per account and month; the route takes a slot with a single conditional upsert,
-- so concurrent requests on any instance can never exceed the limit.
create table syllabus_parse_counts (
  user_id     uuid not null references users (id) on delete cascade,
  month       date not null check (month = date_trunc('month', month)::date),
  count       integer not null check (count >= 0),
  updated_at  timestamptz not null default statement_timestamp(),
  primary key (user_id, month)
);
