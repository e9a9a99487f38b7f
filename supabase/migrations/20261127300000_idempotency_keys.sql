-- Idempotency-Key on the operations that create (lib/http/idempotency.ts): the first answer to a
-- key, kept 24 hours so a retried request replays it instead of creating a second record.
-- Scoped to the caller (`user:<id>`, `token:<id>`, or `ip:<address>` for the anonymous ticket
-- form), so one caller's key never reaches another's answer. `fingerprint` is the SHA-256 of
-- the operation, its path and its body: the same key with another request is a conflict.
-- `status` is null while the first request is still running; `body` is the JSON text as sent
-- (text, not jsonb, so a replay is byte for byte the first answer). A secret shown once (a new token,
-- a ticket's access token) is never stored: `withheld` names the field left out of `body`.
create table idempotency_keys (
  scope         text not null,
  key           text not null check (length(key) between 1 and 255),
  operation_id  text not null,
  fingerprint   bytea not null check (octet_length(fingerprint) = 32),
  status        integer,
  body          text,
  withheld      text,
  created_at    timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);

alter table idempotency_keys enable row level security;
revoke all on idempotency_keys from public;
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke all on idempotency_keys from %I', r);
    end if;
  end loop;
end $$;
