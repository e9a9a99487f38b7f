-- Admin console and student organisations: clubs, their teams and posts, and the append-only
-- audit log of every write an admin token makes. SPEC's admin token rules live here as
-- constraints and triggers, so they hold for raw SQL as much as for the API.

-- Set once, by the trigger below, to the transaction that created the club: a club is "new"
-- only inside that transaction, which is how the team trigger tells creation from joining.
create table organisations (
  id                   uuid primary key default gen_random_uuid(),
  slug                 text not null unique
                       check (length(slug) between 2 and 64 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name                 text not null check (length(name) between 1 and 100),
  description          text check (description is null or length(description) <= 2000),
  created_by_token_id  uuid references api_tokens (id) on delete set null,
  created_xact         xid8 not null default pg_current_xact_id(),
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
create index organisations_created_idx on organisations (created_at desc, id desc);

create function organisations_stamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    -- Whatever the insert says, the creating transaction is the current one.
    new.created_xact := pg_current_xact_id();
  else
    -- Never movable: moving it would make an existing club look new to the team trigger.
    new.created_xact := old.created_xact;
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end $$;
create trigger organisations_stamp before insert or update on organisations
  for each row execute function organisations_stamp();

-- A club's team. Every insert names the token that adds the teammate; the adding account is
-- derived from that token by the trigger, never taken from the insert.
create table org_members (
  org_id             uuid not null references organisations (id),
  user_id            uuid not null references users (id) on delete cascade,
  -- Null only after the token's account is deleted (tokens cascade with their account);
  -- the trigger requires it on every insert.
  added_by_token_id  uuid references api_tokens (id) on delete set null,
  added_by_user_id   uuid references users (id) on delete set null,
  added_at           timestamptz not null default now(),
  primary key (org_id, user_id)
);
create index org_members_user_idx on org_members (user_id);
create index org_members_added_idx on org_members (org_id, added_at, user_id);

-- SPEC: an admin token cannot add itself to an existing club's team, enforced by the database.
-- The acting identity travels on the row (added_by_token_id, required), not in a session
-- setting: a setting can simply be left unset by a hand-written insert, while a required
-- column cannot, and it stays on the row as the record of who added whom. The account is read
-- from api_tokens here, so an insert cannot claim a different one.
create function org_members_refuse_self_add() returns trigger language plpgsql as $$
declare
  actor uuid;
  club_is_new boolean;
begin
  if new.added_by_token_id is null then
    raise exception 'A teammate is added by a token: added_by_token_id is required.' using errcode = '23502';
  end if;
  select t.user_id into actor from api_tokens t where t.id = new.added_by_token_id;
  if not found then
    raise exception 'added_by_token_id names no token.' using errcode = '23503';
  end if;
  new.added_by_user_id := actor;
  if actor is not null and actor = new.user_id then
    select o.created_xact = pg_current_xact_id() into club_is_new from organisations o where o.id = new.org_id;
    if not coalesce(club_is_new, false) then
      raise exception 'An admin token cannot add its own account to an existing organisation''s team.'
        using errcode = 'GT403',
              hint = 'Another account must add this one: a teammate, or an admin token of another account.';
    end if;
  end if;
  return new;
end $$;
create trigger org_members_refuse_self_add before insert or update of org_id, user_id on org_members
  for each row execute function org_members_refuse_self_add();

-- Content published on a club's behalf (an announcement, or an event with start and end).
create table org_posts (
  id                     uuid primary key default gen_random_uuid(),
  org_id                 uuid not null references organisations (id),
  title                  text not null check (length(title) between 1 and 200),
  body                   text not null check (length(body) between 1 and 10000),
  event_start            timestamptz,
  event_end              timestamptz,
  location               text check (location is null or length(location) <= 200),
  published_by_token_id  uuid references api_tokens (id) on delete set null,
  published_by_user_id   uuid references users (id) on delete set null,
  -- true when the publishing account was not on the club's team at the time.
  on_behalf              boolean not null,
  created_at             timestamptz not null default now(),
  constraint org_posts_event_order check (event_end is null or (event_start is not null and event_end >= event_start))
);
create index org_posts_org_idx on org_posts (org_id, created_at desc, id desc);

-- Every write by an admin token, appended in the same transaction as the write.
-- token_id and actor_user_id carry no foreign keys on purpose: the log must outlive the
-- tokens and accounts it names, and an `on delete set null` would be an UPDATE it refuses.
create table admin_audit_log (
  id               bigint generated always as identity primary key,
  token_id         uuid not null,
  actor_user_id    uuid,
  organisation_id  uuid references organisations (id),
  action           text not null check (action ~ '^[a-z]+(\.[a-z_]+)+$' and length(action) <= 60),
  target_type      text not null check (length(target_type) between 1 and 40),
  target_id        text not null check (length(target_id) between 1 and 100),
  before           jsonb,
  after            jsonb,
  on_behalf        boolean not null default false,
  created_at       timestamptz not null default now(),
  constraint admin_audit_log_behalf_needs_org check (organisation_id is not null or not on_behalf)
);
create index admin_audit_log_org_idx on admin_audit_log (organisation_id, id desc);
create index admin_audit_log_actor_idx on admin_audit_log (actor_user_id, id desc);
create index admin_audit_log_token_idx on admin_audit_log (token_id, id desc);

-- The acting account and the on-behalf mark are worked out here from the token and the team,
-- so an entry cannot misstate who acted or whether they were on the club's team.
create function admin_audit_log_fill() returns trigger language plpgsql as $$
declare
  actor uuid;
begin
  select t.user_id into actor from api_tokens t where t.id = new.token_id;
  if not found then
    raise exception 'token_id names no token.' using errcode = '23503';
  end if;
  new.actor_user_id := actor;
  new.on_behalf := new.organisation_id is not null and (
    new.actor_user_id is null or not exists (
      select 1 from org_members m where m.org_id = new.organisation_id and m.user_id = new.actor_user_id));
  new.created_at := now();
  return new;
end $$;
create trigger admin_audit_log_fill before insert on admin_audit_log
  for each row execute function admin_audit_log_fill();

create function admin_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'The audit log is append-only: % is refused.', tg_op using errcode = 'GT403';
end $$;
create trigger admin_audit_log_no_change before update or delete on admin_audit_log
  for each row execute function admin_audit_log_append_only();
create trigger admin_audit_log_no_truncate before truncate on admin_audit_log
  for each statement execute function admin_audit_log_append_only();

-- Belt and braces where the roles exist (Supabase's API roles): no role but the owner may
-- change or remove entries. The triggers above are what holds for the owner as well.
do $$
declare
  r text;
begin
  revoke update, delete, truncate on admin_audit_log from public;
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke update, delete, truncate on admin_audit_log from %I', r);
    end if;
  end loop;
end $$;
