// Revenue from the billing state the webhook records (subscriptions, charges), under SPEC's
// fixed definitions:
// - a paying customer has been charged more than 0 and the charge settled (a `charges` row);
// - MRR comes only from subscriptions actually charged: an `active` subscription with at
//   least one settled charge for it; trials (`trialing`) never count;
// - comped accounts count as users, never as paying; internal and test accounts not at all;
// - a price is normalised to one month by its billing interval: every N months → / N,
//   yearly → / 12, weekly → × 52 / 12, daily → × 365 / 12; a subscription without a recorded
//   interval uses its plan: monthly → as is, semester → 4 months (/ 4);
// - ARR is an estimate: MRR × 12.
import type { Queryable } from '../db.js';
import type { BillingMode } from './common.js';

export interface RevenueFigures {
  currency: string | null;
  mrr_cents: number;
  arr_cents: number;
  arr_is_estimate: true;
  paying_customers: number;
  customers_ever_charged: number;
  trialing: number;
}

interface Row {
  currency: string | null;
  mrr: string | null;
  paying: number;
  ever_charged: number;
  trialing: number;
}

export async function revenueFigures(
  sql: Queryable,
  mode: BillingMode,
): Promise<{ figures: RevenueFigures; notes: string[] }> {
  // Subscriptions and charges are few next to users; the accounts that never count as paying
  // (internal, test, comped) are fewer still and come from a partial index.
  const rows = await sql<Row[]>`
    with unpaid as (
      select id from users where is_internal or is_test or comped
    ),
    earning as (
      select s.user_id,
             lower(coalesce(s.currency, (select c.currency from charges c where c.subscription_id = s.id
                                          order by c.paid_at desc limit 1))) as currency,
             -- A missing price falls back to the newest settled charge of the subscription.
             coalesce(s.unit_amount_cents, (select c.amount_cents from charges c
                                            where c.subscription_id = s.id and c.amount_cents > 0
                                            order by c.paid_at desc limit 1))::numeric
             -- Months one billing period covers (see the rule at the top of this file).
             / (case s.billing_interval
                  when 'month' then greatest(coalesce(s.interval_count, 1), 1)::numeric
                  when 'year' then 12 * greatest(coalesce(s.interval_count, 1), 1)::numeric
                  when 'week' then greatest(coalesce(s.interval_count, 1), 1) * 12 / 52.0
                  when 'day' then greatest(coalesce(s.interval_count, 1), 1) * 12 / 365.0
                  else case s.plan when 'semester' then 4 else 1 end
                end) as monthly
      from subscriptions s
      where s.status = 'active'
        and (${mode} = 'any' or s.livemode = (${mode} = 'live'))
        and s.user_id not in (select id from unpaid)
        -- Actually charged: a settled charge above 0 for this very subscription.
        and exists (select 1 from charges c
                    where c.subscription_id = s.id and c.user_id = s.user_id and c.amount_cents > 0
                      and (${mode} = 'any' or c.livemode = (${mode} = 'live')))
    ),
    by_currency as (
      select currency, sum(monthly) as mrr, count(distinct user_id)::int as paying
      from earning group by currency
    )
    select b.currency, round(b.mrr)::text as mrr, b.paying,
           (select count(distinct c.user_id)::int from charges c
             where c.amount_cents > 0 and (${mode} = 'any' or c.livemode = (${mode} = 'live'))
               and c.user_id not in (select id from unpaid)) as ever_charged,
           (select count(distinct s.user_id)::int from subscriptions s
             where s.status = 'trialing' and (${mode} = 'any' or s.livemode = (${mode} = 'live'))
               and s.user_id not in (select id from unpaid)) as trialing
    from (select * from by_currency union all select null, null, 0 where not exists (select 1 from by_currency)) b
    order by b.paying desc, b.mrr desc nulls last`;
  const [main, ...others] = rows;
  if (!main) throw new Error('revenue figures returned no row');
  const mrr = Number(main.mrr ?? 0);
  const notes = others.length
    ? [
        `Only ${main.currency} revenue is shown; active subscriptions in ${others.map((o) => `${o.currency} (${o.paying})`).join(', ')} are left out of mrr_cents and paying_customers.`,
      ]
    : [];
  return {
    figures: {
      currency: main.currency,
      mrr_cents: mrr,
      arr_cents: mrr * 12,
      arr_is_estimate: true,
      paying_customers: main.paying,
      customers_ever_charged: main.ever_charged,
      trialing: main.trialing,
    },
    notes,
  };
}
