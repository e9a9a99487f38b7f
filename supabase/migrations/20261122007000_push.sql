-- Web push: the devices users subscribe, and the record of due-date reminders sent to them.

-- One browser push subscription. The endpoint is a capability URL issued by the browser's
-- push service; it is unique across users (a browser profile belongs to whoever registered
-- it last). Keys are stored unpadded base64url as browsers send them: p256dh is the
-- uncompressed P-256 point (65 bytes → 87 characters), auth the 16-byte secret (22).
create table push_subscriptions (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references users (id) on delete cascade,
  endpoint    text not null unique
              check (length(endpoint) between 12 and 2048 and endpoint like 'https://%'),
  p256dh      text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth        text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index push_subscriptions_user_idx on push_subscriptions (user_id, updated_at);

-- One row per reminder per device: (assessment, the due time it was for, device).
-- Keying on due_at re-arms the reminder when the date moves. A row is a lease:
--   claimed  → next_attempt_at = claim time + lease; attempts counts claims and fences late writers
--   sent     → sent_at set (never sent again)
--   retry    → next_attempt_at = when it may be claimed again (backoff, Retry-After)
--   failed   → failed_at set (the push service refused it for good, or attempts ran out)
-- A run that dies after claiming leaves next_attempt_at in the past once the lease ends,
-- and the next run reclaims the row: nothing is lost.
create table reminder_deliveries (
  id               bigint generated always as identity primary key,
  assessment_id    uuid not null references assessments (id) on delete cascade,
  due_at           timestamptz not null,
  subscription_id  uuid not null references push_subscriptions (id) on delete cascade,
  user_id          uuid not null references users (id) on delete cascade,
  attempts         integer not null default 1 check (attempts >= 1),
  claimed_at       timestamptz not null default now(),
  next_attempt_at  timestamptz not null,
  sent_at          timestamptz,
  failed_at        timestamptz,
  -- HTTP status of the last answer from the push service (null: timeout or network failure).
  last_status      integer check (last_status is null or last_status between 100 and 599),
  constraint reminder_deliveries_once unique (assessment_id, due_at, subscription_id),
  constraint reminder_deliveries_final check (sent_at is null or failed_at is null)
);
create index reminder_deliveries_subscription_idx on reminder_deliveries (subscription_id);
-- Housekeeping deletes rows of reminders long past.
create index reminder_deliveries_due_idx on reminder_deliveries (due_at);

-- Core table index for the reminder scan: open assessments by due date (the job looks at
-- the next 14 days, the longest lead time users.reminder_lead_minutes allows).
create index assessments_open_due_idx on assessments (due)
  where due is not null and status not in ('submitted', 'graded', 'excused');
