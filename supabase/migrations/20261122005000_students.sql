-- Students' own data (issue 5): the calendar feed capability, and the rule that an
-- assessment belongs to the same user as its course.

-- An assessment repeats its course's user_id so every query can be scoped without a join;
-- this composite key makes the database refuse an assessment filed under someone else's course.
alter table courses add constraint courses_id_user_key unique (id, user_id);
alter table assessments
  add constraint assessments_course_owner_fkey
  foreign key (course_id, user_id) references courses (id, user_id) on delete cascade;

-- One calendar feed per user: a read-only capability for calendar apps, which cannot send
-- headers, so the secret travels in the URL. Only its SHA-256 is stored; rotating replaces
-- the hash, so the previous URL stops working at once.
create table calendar_feeds (
  user_id     uuid primary key references users (id) on delete cascade,
  token_hash  bytea not null unique check (octet_length(token_hash) = 32),
  created_at  timestamptz not null default now(),
  last_used_at timestamptz
);

-- Lists of a course's assessments are ordered by due date.
create index assessments_course_due_idx on assessments (course_id, due, id);
