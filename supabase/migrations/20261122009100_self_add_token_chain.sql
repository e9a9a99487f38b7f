-- The self-add ban follows the chain of tokens that minted the acting token: an admin token
-- must not get its own account onto an existing club by minting a token without an account
-- (or for someone else) and adding itself with that. Every account along the acting token's
-- created_by_token_id chain counts as the actor.
create or replace function org_members_refuse_self_add() returns trigger language plpgsql as $$
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
  if exists (
    with recursive chain (id, user_id, created_by, depth) as (
      select t.id, t.user_id, t.created_by_token_id, 1 from api_tokens t where t.id = new.added_by_token_id
      union all
      select p.id, p.user_id, p.created_by_token_id, c.depth + 1
      from chain c join api_tokens p on p.id = c.created_by
      where c.depth < 64
    )
    select 1 from chain where user_id = new.user_id
  ) then
    select o.created_xact = pg_current_xact_id() into club_is_new from organisations o where o.id = new.org_id;
    if not coalesce(club_is_new, false) then
      raise exception 'An admin token cannot add its own account to an existing organisation''s team.'
        using errcode = 'GT403',
              hint = 'Another account must add this one: a teammate, or an admin token of another account that this one did not mint.';
    end if;
  end if;
  return new;
end $$;
