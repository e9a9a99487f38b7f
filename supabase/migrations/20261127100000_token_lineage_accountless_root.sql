-- A chain of minted tokens whose root token has no account keeps no account as its actor.
--
-- 20261124070000_token_lineage.sql recorded root_user_id as coalesce(parent.root_user_id,
-- new.user_id): a token minted "for" a teammate by an account-less admin token (the console
-- token the operations guide makes with `npm run token -- create adm` and no --user) acted as
-- that teammate, so its posts and audit entries named the teammate and were not on the club's
-- behalf. The actor of a minted token is now exactly its parent's actor, null included; only a
-- token nobody minted takes its own account as the actor.

create or replace function api_tokens_record_lineage() returns trigger language plpgsql as $$
declare
  parent record;
  max_depth constant int := 8;
begin
  if tg_op = 'UPDATE' then
    -- The lineage is a record of how the token was minted: never rewritten. Only the
    -- foreign key's own `set null` (the root account deleted) may clear root_user_id.
    new.created_by_token_id := case when new.created_by_token_id is null then null else old.created_by_token_id end;
    new.chain_depth := old.chain_depth;
    new.root_user_id := case when new.root_user_id is null and not exists (select 1 from users u where u.id = old.root_user_id)
                             then null else old.root_user_id end;
    new.lineage_user_ids := old.lineage_user_ids
      || case when new.user_id is null or new.user_id = any (old.lineage_user_ids) then '{}'::uuid[] else array[new.user_id] end;
    return new;
  end if;
  if new.created_by_token_id is null then
    new.chain_depth := 1;
    new.root_user_id := new.user_id;
    new.lineage_user_ids := case when new.user_id is null then '{}'::uuid[] else array[new.user_id] end;
    return new;
  end if;
  select t.chain_depth, t.root_user_id, t.lineage_user_ids into parent from api_tokens t where t.id = new.created_by_token_id;
  if not found then
    raise exception 'created_by_token_id names no token.' using errcode = '23503';
  end if;
  if parent.chain_depth >= max_depth then
    raise exception 'This token was itself minted % links down from a root token and cannot mint another.', parent.chain_depth
      using errcode = 'GT403',
            hint = 'Mint the token with a token closer to its root, or with the token command line (npm run token).';
  end if;
  new.chain_depth := parent.chain_depth + 1;
  -- The parent's actor, also when it is none: naming an account does not make the token act as it.
  new.root_user_id := parent.root_user_id;
  new.lineage_user_ids := parent.lineage_user_ids
    || case when new.user_id is null or new.user_id = any (parent.lineage_user_ids) then '{}'::uuid[] else array[new.user_id] end;
  return new;
end $$;
revoke execute on function api_tokens_record_lineage() from public;

-- Tokens already minted that way: their actor becomes their parent's, one level of the chains per
-- pass from the roots down (the trigger keeps lineage columns unchanged on update, so it is off here).
alter table api_tokens disable trigger api_tokens_record_lineage;
do $$
declare
  depth int;
begin
  for depth in 2 .. 8 loop
    update api_tokens c
    set root_user_id = p.root_user_id
    from api_tokens p
    where c.created_by_token_id = p.id and c.chain_depth = depth
      and c.root_user_id is distinct from p.root_user_id;
  end loop;
end $$;
alter table api_tokens enable trigger api_tokens_record_lineage;

-- Their posts name the corrected publisher, and are on the club's behalf when that is no member.
-- (The audit log is append-only and keeps what it recorded.)
update org_posts p
set published_by_user_id = t.root_user_id,
    on_behalf = t.root_user_id is null or not exists (
      select 1 from org_members m where m.org_id = p.org_id and m.user_id = t.root_user_id)
from api_tokens t
where p.published_by_token_id = t.id and p.published_by_user_id is distinct from t.root_user_id;
