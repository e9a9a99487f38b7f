-- Token lineage, recorded when a token is minted (issue 21, items 10 and 11).
--
-- The self-add ban used to walk a token's created_by_token_id chain at most 64 links up, so a
-- chain of 65 minted tokens got an admin's own account onto a club. The audit actor was the
-- acting token's own account, so a token minted "for" a teammate published as that teammate.
-- Now each token carries, from the moment it is minted:
--   root_user_id      the account at the root of its minting chain: the first account met
--                     walking down from the chain's root (a root token made by the CLI may
--                     have none); this account is the actor of everything the token does;
--   lineage_user_ids  every account along the chain, the token's own included; none of them
--                     may be added to an existing club's team by the token;
--   chain_depth       1 for a token nobody minted; a token at depth 8 cannot mint (staff
--                     delegation needs 3 or 4 links; docs/admin-and-organisations says 8).
-- These are copied from the parent token at insert, so the rule holds for a chain of any length
-- and survives the deletion of a parent (created_by_token_id is `on delete set null`).

alter table api_tokens
  add column root_user_id uuid references users (id) on delete set null,
  add column lineage_user_ids uuid[],
  add column chain_depth int;

-- Backfill, root tokens first, then one level of the chains per pass (chains cannot loop: a
-- parent exists before its child). A token whose parent is gone counts as a root.
do $$
declare
  pass int := 0;
begin
  update api_tokens set chain_depth = 1, root_user_id = user_id,
         lineage_user_ids = case when user_id is null then '{}'::uuid[] else array[user_id] end
  where created_by_token_id is null;
  loop
    pass := pass + 1;
    update api_tokens c
    set chain_depth = p.chain_depth + 1,
        root_user_id = coalesce(p.root_user_id, c.user_id),
        lineage_user_ids = p.lineage_user_ids
          || case when c.user_id is null or c.user_id = any (p.lineage_user_ids) then '{}'::uuid[] else array[c.user_id] end
    from api_tokens p
    where c.created_by_token_id = p.id and c.chain_depth is null and p.chain_depth is not null;
    exit when not found or pass > 100000;
  end loop;
  -- Only a hand-made loop is left unfilled: treat its members as roots.
  update api_tokens set chain_depth = 1, root_user_id = user_id,
         lineage_user_ids = case when user_id is null then '{}'::uuid[] else array[user_id] end
  where chain_depth is null;
end $$;

alter table api_tokens
  alter column lineage_user_ids set not null,
  alter column lineage_user_ids set default '{}',
  alter column chain_depth set not null,
  alter column chain_depth set default 1,
  add constraint api_tokens_chain_depth_positive check (chain_depth >= 1);

create function api_tokens_record_lineage() returns trigger language plpgsql as $$
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
  new.root_user_id := coalesce(parent.root_user_id, new.user_id);
  new.lineage_user_ids := parent.lineage_user_ids
    || case when new.user_id is null or new.user_id = any (parent.lineage_user_ids) then '{}'::uuid[] else array[new.user_id] end;
  return new;
end $$;
create trigger api_tokens_record_lineage before insert or update on api_tokens
  for each row execute function api_tokens_record_lineage();

-- The self-add ban reads the recorded lineage: no walk, no depth limit to get past.
create or replace function org_members_refuse_self_add() returns trigger language plpgsql as $$
declare
  actor uuid;
  lineage uuid[];
  club_is_new boolean;
begin
  if new.added_by_token_id is null then
    raise exception 'A teammate is added by a token: added_by_token_id is required.' using errcode = '23502';
  end if;
  select t.root_user_id, t.lineage_user_ids into actor, lineage from api_tokens t where t.id = new.added_by_token_id;
  if not found then
    raise exception 'added_by_token_id names no token.' using errcode = '23503';
  end if;
  new.added_by_user_id := actor;
  if new.user_id = any (lineage) then
    select o.created_xact = pg_current_xact_id() into club_is_new from organisations o where o.id = new.org_id;
    if not coalesce(club_is_new, false) then
      raise exception 'An admin token cannot add its own account to an existing organisation''s team.'
        using errcode = 'GT403',
              hint = 'Another account must add this one: a teammate, or an admin token of another account that this one did not mint.';
    end if;
  end if;
  return new;
end $$;

-- The audit actor is the account at the root of the acting token's chain, and "on behalf"
-- is worked out against it: a token minted for a teammate does not make its minter one.
create or replace function admin_audit_log_fill() returns trigger language plpgsql as $$
declare
  actor uuid;
begin
  select t.root_user_id into actor from api_tokens t where t.id = new.token_id;
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

-- A post's publisher and on-behalf mark likewise come from the token, never from the insert.
create function org_posts_fill_publisher() returns trigger language plpgsql as $$
declare
  actor uuid;
begin
  if new.published_by_token_id is null then
    -- A post without a token (raw SQL, maintenance) names no publisher and is on the club's behalf.
    new.published_by_user_id := null;
    new.on_behalf := true;
    return new;
  end if;
  select t.root_user_id into actor from api_tokens t where t.id = new.published_by_token_id;
  if not found then
    raise exception 'published_by_token_id names no token.' using errcode = '23503';
  end if;
  new.published_by_user_id := actor;
  new.on_behalf := actor is null or not exists (
    select 1 from org_members m where m.org_id = new.org_id and m.user_id = actor);
  return new;
end $$;
create trigger org_posts_fill_publisher before insert on org_posts
  for each row execute function org_posts_fill_publisher();

revoke execute on function api_tokens_record_lineage() from public;
revoke execute on function org_posts_fill_publisher() from public;
