-- Owner statistics: anonymous page views, the daily salts that make visitors countable
-- without identifying them, and which users were active on which day. Every day is a UTC day.

-- One random salt per UTC day. The beacon hashes salt ‖ IP ‖ user agent inside the
-- database; each day's first beacon creates the day's salt and deletes every older one, so
-- yesterday's hashes can no longer be recomputed from an IP address and user agent.
create table visitor_salts (
  day         date primary key,
  salt        bytea not null check (octet_length(salt) = 32),
  created_at  timestamptz not null default now()
);

-- Page views aggregated per day, path and visitor hash: no IP, no user agent, no cookie,
-- no user id. Visitors of a day = distinct hashes; page views = the sum of views.
create table page_views (
  day           date not null,
  path          text not null check (length(path) between 1 and 200 and path like '/%'),
  visitor_hash  bytea not null check (octet_length(visitor_hash) = 32),
  views         integer not null default 1 check (views > 0),
  primary key (day, path, visitor_hash)
);

-- One row per user and UTC day with at least one authenticated request (session or personal
-- token), written at most once a day per user by the authentication path.
create table user_activity (
  user_id  uuid not null references users (id) on delete cascade,
  day      date not null,
  primary key (user_id, day)
);
-- Active users over a range of days scan by day, not by user.
create index user_activity_day_idx on user_activity (day, user_id);

-- Activity before this migration: the last day each user was seen is all that was recorded.
insert into user_activity (user_id, day)
select id, (last_seen_at at time zone 'UTC')::date from users where last_seen_at is not null
on conflict do nothing;

-- Owner figures leave internal and test accounts out (and comped ones out of revenue): the few
-- such ids come from this index instead of a scan, and their rows are subtracted from
-- whole-table counts. A query asking for `is_internal or is_test` alone can use it too.
create index users_excluded_idx on users (id) where is_internal or is_test or comped;
-- Signups per day (timeseries) and new users over the last days.
create index users_created_idx on users (created_at);
-- Revenue: active subscriptions, and the charges settled for each subscription.
create index subscriptions_status_idx on subscriptions (status, user_id);
create index charges_subscription_idx on charges (subscription_id, paid_at desc) where subscription_id is not null;
