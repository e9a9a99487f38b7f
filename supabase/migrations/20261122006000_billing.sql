-- Billing: users.plan follows the subscriptions mirror in the database itself, whoever writes
-- the mirror (webhook, confirm, cancel/resume), so the two can never disagree.

-- Subscription states that grant the paid plan. past_due keeps access while Stripe retries the
-- payment (its dunning schedule ends in canceled or unpaid, which do not grant it).
create function billing_grants_access(status text) returns boolean
  language sql immutable
  as $$ select status in ('trialing', 'active', 'past_due') $$;

-- The plan a user's subscriptions grant: that of the newest subscription in a granting state.
-- Comped accounts are handled apart (users.comped); this never looks at it.
create function billing_plan_of(p_user uuid) returns text
  language sql stable
  as $$
    select coalesce(
      (select s.plan from subscriptions s
        where s.user_id = p_user and billing_grants_access(s.status)
        order by s.state_as_of desc, s.created_at desc
        limit 1),
      'free')
  $$;

create function subscriptions_sync_user_plan() returns trigger
  language plpgsql
  as $$
  declare
    target uuid;
    granted text;
  begin
    foreach target in array case
        when tg_op = 'INSERT' then array[new.user_id]
        when tg_op = 'DELETE' then array[old.user_id]
        when old.user_id = new.user_id then array[new.user_id]
        else array[old.user_id, new.user_id] end
    loop
      granted := billing_plan_of(target);
      update users set plan = granted where id = target and plan is distinct from granted;
    end loop;
    return null;
  end
  $$;

create trigger subscriptions_user_plan
  after insert or update or delete on subscriptions
  for each row execute function subscriptions_sync_user_plan();

create index subscriptions_customer_idx on subscriptions (customer_id);

-- What the rest of the service reads about a user's billing: plan, comped, whether the account
-- acts as paid (DESIGN §7: plan <> 'free' or comped), and the newest subscription's state
-- (trialing = on a trial, which never counts as paying; charges hold what was actually paid).
create view billing_entitlements as
  select u.id as user_id,
         u.plan,
         u.comped,
         (u.plan <> 'free' or u.comped) as paid,
         s.id as subscription_id,
         s.status as subscription_status,
         coalesce(s.status = 'trialing', false) as trialing,
         s.trial_end,
         s.current_period_end,
         coalesce(s.cancel_at_period_end, false) as cancel_at_period_end
    from users u
    left join lateral (
      select * from subscriptions x
       where x.user_id = u.id
       order by billing_grants_access(x.status) desc, x.state_as_of desc, x.created_at desc
       limit 1
    ) s on true;
