-- Foundation: accounts, API tokens and rate-limit state.

-- Accounts are owned by the identity provider (Supabase Auth); this row is created on the
-- first authenticated request and keyed by the token's subject, so the same migrations run
-- on Supabase, a plain PostgreSQL server and the embedded PGlite.
create table users (
  id            uuid primary key default gen_random_uuid(),
  auth_subject  text not null unique check (length(auth_subject) between 1 and 255),
  email         text check (email is null or length(email) <= 320),
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz
);
create index users_email_lower_idx on users (lower(email));

-- API tokens: only the SHA-256 of the token is stored. The prefix decides the scope.
create table api_tokens (
  id            uuid primary key default gen_random_uuid(),
  prefix        text not null check (prefix in ('tk_owner_', 'tk_per_', 'tk_pat_', 'tk_sup_', 'tk_adm_')),
  scope         text not null check (scope in ('owner', 'personal', 'support', 'admin')),
  token_hash    bytea not null unique check (octet_length(token_hash) = 32),
  hint          text not null check (length(hint) between 1 and 8),
  name          text not null check (length(name) between 1 and 100),
  user_id       uuid references users (id) on delete cascade,
  created_by_token_id uuid references api_tokens (id) on delete set null,
  created_at    timestamptz not null default now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz,
  constraint api_tokens_prefix_matches_scope check (
    (scope = 'owner' and prefix = 'tk_owner_') or
    (scope = 'personal' and prefix in ('tk_per_', 'tk_pat_')) or
    (scope = 'support' and prefix = 'tk_sup_') or
    (scope = 'admin' and prefix = 'tk_adm_')
  ),
  constraint api_tokens_personal_has_user check (scope <> 'personal' or user_id is not null)
);
create index api_tokens_user_idx on api_tokens (user_id) where revoked_at is null;

-- Rolling-window rate limits shared by every server instance: one row per limited key,
-- holding the times of the hits still inside the window (at most `limit` of them).
create table rate_limits (
  key         text primary key check (length(key) <= 200),
  hits        timestamptz[] not null,
  updated_at  timestamptz not null default statement_timestamp()
);
create index rate_limits_updated_idx on rate_limits (updated_at);
