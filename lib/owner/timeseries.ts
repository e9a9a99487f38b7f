// GET /api/v1/owner/timeseries: daily signups, visitors, active users and page views over the
// last `days` UTC days (today included), zero-filled by generate_series, oldest first.
import { VISITORS_PER_ADDRESS } from './visits.js';
import type { Queryable } from '../db.js';
import type { OwnerTimeseries } from '../../schemas/owner.js';
import type { z } from '../zod.js';
import { addDays, envelope, trackingNote, utcDay } from './common.js';

interface Row {
  date: string;
  signups: number;
  visitors: number;
  active_users: number;
  page_views: number;
  visits_since: string | null;
  activity_since: string | null;
}

export async function computeTimeseries(
  sql: Queryable,
  days: number,
  now: Date = new Date(),
): Promise<z.input<typeof OwnerTimeseries>> {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  const rows = await sql<Row[]>`
    with excluded as (
      select id from users where is_internal or is_test
    ),
    signups as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as n from users
      where created_at >= ${from}::date::timestamp at time zone 'UTC'
        and not (is_internal or is_test)
      group by 1
    ),
    active as (
      select day, count(*)::int as n from user_activity
      where day between ${from}::date and ${to}::date and user_id not in (select id from excluded)
      group by day
    ),
    visits as (
      select day, count(distinct visitor_hash)::int as visitors, sum(views)::int as views from page_views
      where day between ${from}::date and ${to}::date
      group by day
    )
    select to_char(d, 'YYYY-MM-DD') as date,
           coalesce(s.n, 0) as signups, coalesce(v.visitors, 0) as visitors,
           coalesce(a.n, 0) as active_users, coalesce(v.views, 0) as page_views,
           (select to_char(min(day), 'YYYY-MM-DD') from page_views) as visits_since,
           (select to_char(min(day), 'YYYY-MM-DD') from user_activity) as activity_since
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join signups s on s.day = d::date
    left join active a on a.day = d::date
    left join visits v on v.day = d::date
    order by d`;
  const first = rows[0];
  const notes = [
    trackingNote('Visitor tracking', first?.visits_since ?? null, from),
    trackingNote('Active-user tracking', first?.activity_since ?? null, from),
    'Visitors and page views are anonymous, so visits by internal and test accounts cannot be left out of them.',
    `Visitors are an estimate: one address (an IPv6 /64) counts as at most ${VISITORS_PER_ADDRESS} visitors a day, so people behind a shared address are under-counted.`,
  ].filter((n): n is string => n !== null);
  return {
    ...envelope(now, notes),
    days,
    from,
    to,
    series: rows.map(({ date, signups, visitors, active_users, page_views }) => ({
      date,
      signups,
      visitors,
      active_users,
      page_views,
    })),
  };
}
