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
import type { Sql } from '../db.js';
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

export async function revenueFigures(sql: Sql, mode: BillingMode): Promise<{ figures: RevenueFigures; notes: string[] }> {
  const rows = await sql<Row[]>`
    with counted as (
      select id from users where not (is_internal or is_test) and not comped
    ),
    charged as (
      select c.user_id, c.subscription_id from charges c
      where c.amount_cents > 0 and (${mode} = 'any' or c.livemode = (${mode} = 'live'))
    ),
    earning as (
      select s.user_id, lower(coalesce(s.currency, c.currency)) as currency,
             -- Months one billing period covers (see the rule at the top of this file).
             coalesce(s.unit_amount_cents, c.amount_cents)::numeric / (
               case s.billing_interval
                 when 'month' then greatest(coalesce(s.interval_count, 1), 1)::numeric
                 when 'year' then 12 * greatest(coalesce(s.interval_count, 1), 1)::numeric
                 when 'week' then greatest(coalesce(s.interval_count, 1), 1) * 12 / 52.0
                 when 'day' then greatest(coalesce(s.interval_count, 1), 1) * 12 / 365.0
                 else case s.plan when 'semester' then 4 else 1 end
               end) as monthly
      from subscriptions s
      -- The newest settled charge of the subscription: its amount stands in for a missing price.
      cross join lateral (
        select amount_cents, currency from charges c
        where c.subscription_id = s.id and c.user_id = s.user_id and c.amount_cents > 0
          and (${mode} = 'any' or c.livemode = (${mode} = 'live'))
        order by c.paid_at desc limit 1
      ) c
      where s.status = 'active'
        and s.user_id in (select id from counted)
        and (${mode} = 'any' or s.livemode = (${mode} = 'live'))
    ),
    by_currency as (
      select currency, sum(monthly) as mrr, count(distinct user_id)::int as paying
      from earning group by currency
    )
    select b.currency, round(b.mrr)::text as mrr, b.paying,
           (select count(distinct user_id)::int from charged where user_id in (select id from counted)) as ever_charged,
           (select count(distinct s.user_id)::int from subscriptions s
             where s.status = 'trialing' and s.user_id in (select id from counted)
               and (${mode} = 'any' or s.livemode = (${mode} = 'live'))) as trialing
    from (select * from by_currency union all select null, null, 0 where not exists (select 1 from by_currency)) b
    order by b.paying desc, b.mrr desc nulls last`;
  const [main, ...others] = rows;
  if (!main) throw new Error('revenue figures returned no row');
  const mrr = Number(main.mrr ?? 0);
  const notes = others.length
    ? [`Only ${main.currency} revenue is shown; active subscriptions in ${others.map((o) => `${o.currency} (${o.paying})`).join(', ')} are left out of mrr_cents and paying_customers.`]
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
